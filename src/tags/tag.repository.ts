import type { EntityManager, InsertQueryBuilder } from 'typeorm';
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
