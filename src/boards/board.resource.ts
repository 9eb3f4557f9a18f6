import { ApiProperty } from '@nestjs/swagger';
import type { PublicUrls } from '../common/http/public-urls.js';
import type { Selection, Shape } from '../common/properties/selection.js';
import { TAG_EMBED_SHAPE, TagEmbedDoc, toTagEmbed } from '../tags/tag.embed.js';
import type { TagEntity } from '../tags/tag.entity.js';
import { BOARD_EMBED_SHAPE, BoardEmbedDoc, toBoardEmbed } from './board.embed.js';
import type { BoardEntity } from './board.entity.js';

export const BOARD_SHAPE: Shape = { ...BOARD_EMBED_SHAPE, embeds: { tags: TAG_EMBED_SHAPE } };

export class BoardDoc extends BoardEmbedDoc {
  @ApiProperty({ type: [TagEmbedDoc] }) tags: TagEmbedDoc[];
}

/** Full board resource; `tags` are included only when they were loaded for the selection. */
export function toBoardResource(
  board: BoardEntity,
  tags: TagEntity[] | undefined,
  urls: PublicUrls,
  sel: Selection,
): Partial<BoardDoc> {
  const resource: Partial<BoardDoc> = toBoardEmbed(board, urls);
  if (tags) resource.tags = tags.map((tag) => toTagEmbed(tag, urls));
  return sel.project(resource);
}
