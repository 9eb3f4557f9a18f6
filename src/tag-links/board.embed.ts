import { ApiProperty } from '@nestjs/swagger';
import type { PublicUrls } from '../common/http/public-urls.js';
import type { Shape } from '../common/properties/selection.js';

/** A board's colour scheme. Here with the board embed (which documents it) so that tags can embed boards. */
export const APPEARANCES = [
  'greyExtraLight',
  'mandy',
  'saffron',
  'conifer',
  'pastelGreen',
  'downy',
  'malibu',
  'royalBlue',
  'mediumPurple',
  'brilliantRose',
] as const;
export type Appearance = (typeof APPEARANCES)[number];

const BOARD_FIELDS = ['title', 'appearance', 'icon', 'description', 'createdAt', 'updatedAt'] as const;

/** A board as embedded in `tag.boards`: every board field except `tags`. */
export const BOARD_EMBED_SHAPE: Shape = { name: 'board', always: ['id', 'object', 'url'], fields: BOARD_FIELDS };

export class BoardEmbedDoc {
  @ApiProperty({ example: 'a1B2c3D4e5F6' }) id: string;
  @ApiProperty({ example: 'board', enum: ['board'] }) object: 'board';
  @ApiProperty({ example: 'http://localhost:3000/v1/boards/a1B2c3D4e5F6' }) url: string;
  @ApiProperty({ example: 'Q3 launch' }) title: string;
  @ApiProperty({ enum: APPEARANCES, example: 'malibu' }) appearance: Appearance;
  @ApiProperty({ example: '🚀', nullable: true, type: String }) icon: string | null;
  @ApiProperty({ example: 'Everything for the Q3 launch', nullable: true, type: String }) description: string | null;
  @ApiProperty({ example: '2026-01-02T03:04:05.678Z' }) createdAt: string;
  @ApiProperty({ example: '2026-01-02T03:04:05.678Z' }) updatedAt: string;
}

/** What an embedded board is built from (a board entity has these fields); declared here for the reason of TagEmbedSource. */
export interface BoardEmbedSource {
  id: string;
  title: string;
  appearance: Appearance;
  icon: string | null;
  description: string | null;
  createdAt: string;
  updatedAt: string;
}

export function toBoardEmbed(board: BoardEmbedSource, urls: PublicUrls): BoardEmbedDoc {
  return {
    id: board.id,
    object: 'board',
    url: urls.of('boards', board.id),
    title: board.title,
    appearance: board.appearance,
    icon: board.icon,
    description: board.description,
    createdAt: board.createdAt,
    updatedAt: board.updatedAt,
  };
}
