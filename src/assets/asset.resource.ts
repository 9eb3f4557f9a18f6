import type { PublicUrls } from '../common/http/public-urls.js';
import type { Selection, Shape } from '../common/properties/selection.js';
import { readModel } from '../common/read-model/read-model.js';
import { TAG_EMBED_SHAPE, TagEmbedDoc, type TagEmbedSource, toTagEmbed } from '../tag-links/tag-embed.resource.js';
import { ASSET_TYPES, AssetEntity } from '../tag-links/asset.entity.js';

/** An asset of the library, with its tags in the last place. */
export const ASSET = readModel({
  entity: AssetEntity,
  object: 'asset',
  collection: 'assets',
  docName: 'AssetDoc',
  fields: (f) => ({
    name: f.stored('name', { example: 'Welcome video' }),
    description: f.stored('description', { example: 'A two-minute tour', nullable: true, type: String }),
    views: f.stored('views', { example: 12, type: 'integer' }),
    shares: f.stored('shares', { example: 3, type: 'integer' }),
    assetType: f.stored('assetType', {
      enum: ASSET_TYPES,
      example: 'image',
      description: 'Selected with `properties=assetType` or `type`.',
    }),
    assetUrl: f.stored('assetUrl', { example: 'https://cdn.example.com/welcome.png' }),
    fileId: f.stored('fileId', {
      example: 'f1L2e3I4d5X6',
      nullable: true,
      type: String,
      description:
        'An uploaded file (`/v1/files`) the asset shows; `GET /v1/files/{fileId}` gives a download link. Null when ' +
        'none, and once the file is deleted.',
    }),
    createdAt: f.stored('createdAt', { example: '2026-01-02T03:04:05.678Z' }),
    updatedAt: f.stored('updatedAt', { example: '2026-01-02T03:04:05.678Z' }),
    tags: f.embed<TagEmbedDoc[]>(TAG_EMBED_SHAPE, {
      type: [TagEmbedDoc],
      description: 'Ordered by title; without their boards.',
    }),
  }),
});

/** `type` selects assetType too. */
export const ASSET_SHAPE: Shape = { ...ASSET.shape, aliases: { type: 'assetType' } };
export const AssetDoc = ASSET.Doc;
export type AssetDoc = InstanceType<typeof AssetDoc>;

/** Full asset resource; `tags` are included only when they were loaded for the selection. */
export const toAssetResource = (
  asset: AssetEntity,
  { tags, urls, sel }: { tags: TagEmbedSource[] | undefined; urls: PublicUrls; sel: Selection },
): Partial<AssetDoc> =>
  sel.project(ASSET.toWire(asset, urls, undefined, { tags: tags?.map((tag) => toTagEmbed(tag, urls)) }));
