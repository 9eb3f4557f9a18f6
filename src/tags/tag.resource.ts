import { ApiProperty } from '@nestjs/swagger';
import type { PublicUrls } from '../common/http/public-urls.js';
import type { Selection, Shape } from '../common/properties/selection.js';
import {
  BOARD_EMBED_SHAPE,
  BoardEmbedDoc,
  type BoardEmbedSource,
  toBoardEmbed,
} from '../tag-links/board-embed.resource.js';
import { TAG_EMBED_SHAPE, TagEmbedDoc, toTagEmbed } from '../tag-links/tag-embed.resource.js';
import type { TagEntity } from '../tag-links/tag.entity.js';

export const TAG_SHAPE: Shape = { ...TAG_EMBED_SHAPE, embeds: { boards: BOARD_EMBED_SHAPE } };

export class TagDoc extends TagEmbedDoc {
  @ApiProperty({ type: [BoardEmbedDoc], description: 'Boards the tag is on, in board order; without their tags.' })
  boards: BoardEmbedDoc[];
}

/** Full tag resource; `boards` are included only when they were loaded for the selection. */
export function toTagResource(
  tag: TagEntity,
  { boards, urls, sel }: { boards: BoardEmbedSource[] | undefined; urls: PublicUrls; sel: Selection },
): Partial<TagDoc> {
  return sel.projectWith(toTagEmbed(tag, urls), { boards: boards?.map((board) => toBoardEmbed(board, urls)) });
}
