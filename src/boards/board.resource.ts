import { ApiProperty } from '@nestjs/swagger';
import type { PublicUrls } from '../common/http/public-urls.js';
import type { Selection, Shape } from '../common/properties/selection.js';
import { BOARD_EMBED_SHAPE, BoardEmbedDoc, toBoardEmbed } from '../tag-links/board-embed.resource.js';
import { TAG_EMBED_SHAPE, TagEmbedDoc, type TagEmbedSource, toTagEmbed } from '../tag-links/tag-embed.resource.js';
import type { BoardEntity } from '../tag-links/board.entity.js';

export const BOARD_SHAPE: Shape = { ...BOARD_EMBED_SHAPE, embeds: { tags: TAG_EMBED_SHAPE } };

export class BoardDoc extends BoardEmbedDoc {
  @ApiProperty({ type: [TagEmbedDoc] }) tags: TagEmbedDoc[];
}

/** Full board resource; `tags` are included only when they were loaded for the selection. */
export function toBoardResource(
  board: BoardEntity,
  { tags, urls, sel }: { tags: TagEmbedSource[] | undefined; urls: PublicUrls; sel: Selection },
): Partial<BoardDoc> {
  return sel.projectWith(toBoardEmbed(board, urls), { tags: tags?.map((tag) => toTagEmbed(tag, urls)) });
}
