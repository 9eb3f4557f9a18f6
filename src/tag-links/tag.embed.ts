import { ApiProperty } from '@nestjs/swagger';
import type { PublicUrls } from '../common/http/public-urls.js';
import type { Shape } from '../common/properties/selection.js';

/** A tag as embedded in boards and assets: every tag field except `boards`. */
export const TAG_EMBED_SHAPE: Shape = {
  name: 'tag',
  always: ['id', 'object', 'url'],
  fields: ['title', 'createdAt', 'updatedAt'],
};

export class TagEmbedDoc {
  @ApiProperty({ example: 'a1B2c3D4e5F6' }) id: string;
  @ApiProperty({ example: 'tag', enum: ['tag'] }) object: 'tag';
  @ApiProperty({ example: 'http://localhost:3000/v1/tags/a1B2c3D4e5F6' }) url: string;
  @ApiProperty({ example: 'Onboarding' }) title: string;
  @ApiProperty({ example: '2026-01-02T03:04:05.678Z' }) createdAt: string;
  @ApiProperty({ example: '2026-01-02T03:04:05.678Z' }) updatedAt: string;
}

/**
 * What an embedded tag is built from: a tag entity, or the same fields read as JSON. Declared here rather than
 * picked from TagEntity so that this folder, below tags, boards and assets, imports none of them.
 */
export interface TagEmbedSource {
  id: string;
  title: string;
  createdAt: string;
  updatedAt: string;
}

export function toTagEmbed(tag: TagEmbedSource, urls: PublicUrls): TagEmbedDoc {
  return {
    id: tag.id,
    object: 'tag',
    url: urls.of('tags', tag.id),
    title: tag.title,
    createdAt: tag.createdAt,
    updatedAt: tag.updatedAt,
  };
}
