import { newId } from '../../../src/common/ids.js';
import { tagTitleKey } from '../../../src/tags/tag-names.js';
import { TagEntity } from '../../../src/tag-links/tag.entity.js';
import type { Api } from '../api.js';
import type { TestApp } from '../app.js';
import { nextStamp } from './clock.js';

/**
 * A tag inserted directly, with a controlled createdAt: each call gets a later one than the previous call, so the
 * newest-first list order is the reverse call order (`createTag` goes through the API instead).
 */
export async function insertTag(t: TestApp, orgId: string, overrides: Partial<TagEntity> = {}): Promise<TagEntity> {
  const createdAt = overrides.createdAt ?? nextStamp();
  const title = overrides.title ?? `Tag ${newId()}`;
  const tag = t.dataSource.manager.create(TagEntity, {
    id: newId(),
    organizationId: orgId,
    title,
    titleKey: tagTitleKey(title),
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  });
  await t.dataSource.manager.insert(TagEntity, tag);
  return tag;
}

/** The created tag as the API answered it (every field, boards included). */
export type TagRef = { id: string; title: string } & Record<string, unknown>;

/** A tag created through the API (the real rules: trimmed, unique title, boards checked). */
export async function createTag(api: Api, body: Record<string, unknown>): Promise<TagRef> {
  const res = await api.post('/v1/tags', body).expect(201);
  return res.body.data.tag as TagRef;
}
