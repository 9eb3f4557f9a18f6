import { type EntityManager, In, type InsertQueryBuilder, Not } from 'typeorm';
import { TagEntity } from '../tag-links/tag.entity.js';

export type NewTag = Pick<TagEntity, 'id' | 'organizationId' | 'title' | 'titleKey' | 'createdAt' | 'updatedAt'>;

/**
 * Inserts tags, skipping those whose (organization, title key) is taken: concurrent requests naming the same new tag
 * all end up with the one row that won (see findOrCreateTags). Final SQL in tag.repository.sql/.
 */
export function insertTagsQuery(m: EntityManager, tags: readonly NewTag[]): InsertQueryBuilder<TagEntity> {
  return m
    .createQueryBuilder()
    .insert()
    .into(TagEntity)
    .values([...tags])
    .orIgnore();
}

/** The organization's tags with these title keys, in no particular order. */
export function findTagsByKeys(
  m: EntityManager,
  { orgId, keys }: { orgId: string; keys: readonly string[] },
): Promise<TagEntity[]> {
  return m.find(TagEntity, { where: { organizationId: orgId, titleKey: In([...keys]) } });
}

/** Whether a tag of the organization, other than `exceptId` when given, has this title key. */
export function titleKeyInUse(
  m: EntityManager,
  { orgId, titleKey, exceptId }: { orgId: string; titleKey: string; exceptId?: string },
): Promise<boolean> {
  const where =
    exceptId === undefined
      ? { organizationId: orgId, titleKey }
      : { organizationId: orgId, titleKey, id: Not(exceptId) };
  return m.exists(TagEntity, { where });
}

export async function insertTag(m: EntityManager, tag: TagEntity): Promise<void> {
  await m.insert(TagEntity, tag);
}

export async function updateTag(
  m: EntityManager,
  { id, changes }: { id: string; changes: Partial<TagEntity> },
): Promise<void> {
  await m.update(TagEntity, { id }, changes);
}

export async function deleteTag(m: EntityManager, id: string): Promise<void> {
  await m.delete(TagEntity, { id });
}

/** Inserts the tags in one statement (a taken title key skipped). */
export async function insertTags(m: EntityManager, tags: readonly NewTag[]): Promise<void> {
  await insertTagsQuery(m, tags).execute();
}
