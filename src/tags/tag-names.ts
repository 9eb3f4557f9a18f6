import type { EntityManager } from 'typeorm';
import { newId } from '../common/ids.js';
import { nowIso } from '../common/time.js';
import { requireReferencedIds } from '../common/repository/referenced-ids.js';
import { foldedKey } from '../common/validation/text-key.js';
import { TagEntity } from '../tag-links/tag.entity.js';
import { findTagsByKeys, insertTags } from './tag.repository.js';

/** Both tag columns are varchar(255); the title and its key are checked against it before they are stored. */
export const TAG_TITLE_MAX = 255;

/** The title as stored: trimmed and NFC-normalized, so `Café` reads back the same however it was composed. */
export function storedTagTitle(title: string): string {
  return title.trim().normalize('NFC');
}

/**
 * The unique key of a title (column title_key): titles that read the same are the same tag — case, NFC/NFD, fullwidth
 * forms and invisible characters aside (see foldedKey).
 */
export function tagTitleKey(title: string): string {
  return foldedKey(storedTagTitle(title));
}

/**
 * Finds tags by title (by title key: case-insensitive, normalized) and creates the missing ones. The insert ignores conflicts on the
 * (organization, title key) unique index, so concurrent requests naming the same new tag all end up with the
 * one row that won; on PostgreSQL the losing insert waits for the winner's commit and then re-reads it.
 */
export async function findOrCreateTags(
  manager: EntityManager,
  orgId: string,
  titles: readonly string[],
): Promise<TagEntity[]> {
  const byKey = new Map<string, string>();
  for (const title of titles) {
    const key = tagTitleKey(title);
    if (!byKey.has(key)) byKey.set(key, storedTagTitle(title));
  }
  if (byKey.size === 0) return [];
  const keys = [...byKey.keys()];
  const now = nowIso();
  await insertTags(
    manager,
    keys.map((key) => ({
      id: newId(),
      organizationId: orgId,
      title: byKey.get(key)!,
      titleKey: key,
      createdAt: now,
      updatedAt: now,
    })),
  );
  const tags = await findTagsByKeys(manager, { orgId, keys });
  const order = new Map(keys.map((key, i) => [key, i]));
  return tags.sort((a, b) => order.get(a.titleKey)! - order.get(b.titleKey)!);
}

/** The `tagIds` a body sends, each checked to be a tag of the organization (400 naming `tagIds[i]` otherwise). */
export function requireTagIds(m: EntityManager, orgId: string, ids: readonly string[]): Promise<string[]> {
  return requireReferencedIds(m, TagEntity, { orgId, ids, field: 'tagIds', what: 'tag' });
}

/** The tags a body names by id (`tagIds`, checked) and by title (`tagNames`, created when new), without repeats. */
export async function tagIdsNamed(
  m: EntityManager,
  orgId: string,
  { tagIds, tagNames }: { tagIds?: readonly string[]; tagNames?: readonly string[] },
): Promise<string[]> {
  const byId = await requireTagIds(m, orgId, tagIds ?? []);
  const byName = await findOrCreateTags(m, orgId, tagNames ?? []);
  return [...new Set([...byId, ...byName.map((tag) => tag.id)])];
}
