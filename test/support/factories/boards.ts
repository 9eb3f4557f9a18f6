import { BoardTagEntity } from '../../../src/tag-links/board-tag.entity.js';
import type { Api } from '../api.js';
import type { TestApp } from '../app.js';
import { nextStamp } from './clock.js';

/** The created board as the API answered it (every field, tags included). */
export type BoardRef = { id: string; title: string } & Record<string, unknown>;

/** A board created through the API (the real rules decide its place in the board order). */
export async function createBoard(api: Api, body: Record<string, unknown> = {}): Promise<BoardRef> {
  const res = await api.post('/v1/boards', body).expect(201);
  return res.body.data.board as BoardRef;
}

/** Puts existing tags on an existing board without going through the API. */
export async function linkBoardTags(t: TestApp, boardId: string, tagIds: readonly string[]): Promise<void> {
  const createdAt = nextStamp();
  await t.dataSource.manager.insert(
    BoardTagEntity,
    tagIds.map((tagId) => ({ boardId, tagId, createdAt })),
  );
}
