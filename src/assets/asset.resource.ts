import { ApiProperty } from '@nestjs/swagger';
import type { PublicUrls } from '../common/http/public-urls.js';
import type { Selection, Shape } from '../common/properties/selection.js';
import { TAG_EMBED_SHAPE, TagEmbedDoc, type TagEmbedSource, toTagEmbed } from '../tag-links/tag.embed.js';
import { ASSET_TYPES, type AssetEntity, type AssetType } from '../tag-links/asset.entity.js';

export const ASSET_SHAPE: Shape = {
  name: 'asset',
  always: ['id', 'object', 'url'],
  fields: ['name', 'description', 'views', 'shares', 'assetType', 'assetUrl', 'fileId', 'createdAt', 'updatedAt'],
  embeds: { tags: TAG_EMBED_SHAPE },
  aliases: { type: 'assetType' },
};

export class AssetDoc {
  @ApiProperty({ example: 'a1B2c3D4e5F6' }) id: string;
  @ApiProperty({ example: 'asset', enum: ['asset'] }) object: 'asset';
  @ApiProperty({ example: 'http://localhost:3000/v1/assets/a1B2c3D4e5F6' }) url: string;
  @ApiProperty({ example: 'Welcome video' }) name: string;
  @ApiProperty({ example: 'A two-minute tour', nullable: true, type: String }) description: string | null;
  @ApiProperty({ example: 12, type: 'integer' }) views: number;
  @ApiProperty({ example: 3, type: 'integer' }) shares: number;
  @ApiProperty({ enum: ASSET_TYPES, example: 'image', description: 'Selected with `properties=assetType` or `type`.' })
  assetType: AssetType;
  @ApiProperty({ example: 'https://cdn.example.com/welcome.png' }) assetUrl: string;
  @ApiProperty({
    example: 'f1L2e3I4d5X6',
    nullable: true,
    type: String,
    description:
      'An uploaded file (`/v1/files`) the asset shows; `GET /v1/files/{fileId}` gives a download link. Null when none, ' +
      'and once the file is deleted.',
  })
  fileId: string | null;
  @ApiProperty({ example: '2026-01-02T03:04:05.678Z' }) createdAt: string;
  @ApiProperty({ example: '2026-01-02T03:04:05.678Z' }) updatedAt: string;
  @ApiProperty({ type: [TagEmbedDoc], description: 'Ordered by title; without their boards.' }) tags: TagEmbedDoc[];
}

/** Full asset resource; `tags` are included only when they were loaded for the selection. */
export function toAssetResource(
  asset: AssetEntity,
  { tags, urls, sel }: { tags: TagEmbedSource[] | undefined; urls: PublicUrls; sel: Selection },
): Partial<AssetDoc> {
  const resource: Omit<AssetDoc, 'tags'> = {
    id: asset.id,
    object: 'asset',
    url: urls.of('assets', asset.id),
    name: asset.name,
    description: asset.description,
    views: asset.views,
    shares: asset.shares,
    assetType: asset.assetType,
    assetUrl: asset.assetUrl,
    fileId: asset.fileId,
    createdAt: asset.createdAt,
    updatedAt: asset.updatedAt,
  };
  return sel.projectWith(resource, { tags: tags?.map((tag) => toTagEmbed(tag, urls)) });
}
