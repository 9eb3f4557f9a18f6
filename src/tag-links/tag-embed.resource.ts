import type { PublicUrls } from '../common/http/public-urls.js';
import { readModel } from '../common/read-model/read-model.js';
import { TagEntity } from './tag.entity.js';

/** A tag as embedded in boards and assets: every tag field except `boards`; the tag resource adds them. */
export const TAG_EMBED = readModel({
  entity: TagEntity,
  object: 'tag',
  collection: 'tags',
  docName: 'TagEmbedDoc',
  fields: (f) => ({
    title: f.stored('title', { example: 'Onboarding' }),
    createdAt: f.stored('createdAt', { example: '2026-01-02T03:04:05.678Z' }),
    updatedAt: f.stored('updatedAt', { example: '2026-01-02T03:04:05.678Z' }),
  }),
});

export const TAG_EMBED_SHAPE = TAG_EMBED.shape;
export const TagEmbedDoc = TAG_EMBED.Doc;
export type TagEmbedDoc = InstanceType<typeof TagEmbedDoc>;
/** What an embedded tag is built from: a tag row, or the same fields read as JSON. */
export type TagEmbedSource = Parameters<typeof TAG_EMBED.toWire>[0];
export const toTagEmbed = (tag: TagEmbedSource, urls: PublicUrls): TagEmbedDoc =>
  TAG_EMBED.toWire(tag, urls, undefined);
