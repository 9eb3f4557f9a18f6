import { BoardTagEntity } from '../../../src/boards/board-tag.entity.js';
import { newId } from '../../../src/common/ids.js';
import { tagTitleKey } from '../../../src/tags/tag-names.js';
import { TagEntity } from '../../../src/tags/tag.entity.js';
import type { Api } from '../api.js';
import type { TestApp } from '../app.js';
import { nextStamp } from './workspaces.js';

/**
 * A tag inserted directly (tags have no create route yet). Each call gets a later createdAt than the previous
 * one, so the newest-first list order is the reverse call order.
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

/** Puts existing tags on an existing board without going through the API. */
export async function linkBoardTags(t: TestApp, boardId: string, tagIds: readonly string[]): Promise<void> {
  const createdAt = nextStamp();
  await t.dataSource.manager.insert(
    BoardTagEntity,
    tagIds.map((tagId) => ({ boardId, tagId, createdAt })),
  );
}

/** The created board as the API answered it (every field, tags included). */
export type BoardRef = { id: string; title: string } & Record<string, unknown>;

/** A board created through the API (the real rules decide its place in the board order). */
export async function createBoard(api: Api, body: Record<string, unknown> = {}): Promise<BoardRef> {
  const res = await api.post('/v1/boards', body).expect(201);
  return res.body.data.board as BoardRef;
}
