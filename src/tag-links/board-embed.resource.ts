import type { PublicUrls } from '../common/http/public-urls.js';
import { readModel } from '../common/read-model/read-model.js';
import { APPEARANCES, BoardEntity } from './board.entity.js';

/** A board as embedded in `tag.boards`: every board field except `tags`; the board resource adds them. */
export const BOARD_EMBED = readModel({
  entity: BoardEntity,
  object: 'board',
  collection: 'boards',
  docName: 'BoardEmbedDoc',
  fields: (f) => ({
    title: f.stored('title', { example: 'Q3 launch' }),
    appearance: f.stored('appearance', { enum: APPEARANCES, example: 'malibu' }),
    icon: f.stored('icon', { example: '🚀', nullable: true, type: String }),
    description: f.stored('description', { example: 'Everything for the Q3 launch', nullable: true, type: String }),
    createdAt: f.stored('createdAt', { example: '2026-01-02T03:04:05.678Z' }),
    updatedAt: f.stored('updatedAt', { example: '2026-01-02T03:04:05.678Z' }),
  }),
});

export const BOARD_EMBED_SHAPE = BOARD_EMBED.shape;
export const BoardEmbedDoc = BOARD_EMBED.Doc;
export type BoardEmbedDoc = InstanceType<typeof BoardEmbedDoc>;
/** What an embedded board is built from: a board row. */
export type BoardEmbedSource = Parameters<typeof BOARD_EMBED.toWire>[0];
export const toBoardEmbed = (board: BoardEmbedSource, urls: PublicUrls): BoardEmbedDoc =>
  BOARD_EMBED.toWire(board, urls, undefined);
