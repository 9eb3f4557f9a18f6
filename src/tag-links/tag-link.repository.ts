import type { EntityManager } from 'typeorm';
import { loadGrouped } from '../common/repository/load-grouped.js';
import type { BoardEmbedSource } from './board-embed.resource.js';
import { BoardTagEntity } from './board-tag.entity.js';
import type { TagEmbedSource } from './tag-embed.resource.js';

/** Tags of many boards in one query, ordered by title: the board list stays at a constant number of statements. */
export function loadBoardTags(m: EntityManager, boardIds: readonly string[]): Promise<Map<string, TagEmbedSource[]>> {
  return loadGrouped(m, BoardTagEntity, {
    ids: boardIds,
    key: 'boardId',
    relations: { tag: true },
    order: { tag: { titleKey: 'ASC', id: 'ASC' } },
    pick: (link) => link.tag,
  });
}

/** Boards of many tags in one query, in the board list's order: the tag list stays at a constant number of statements. */
export function loadTagBoards(m: EntityManager, tagIds: readonly string[]): Promise<Map<string, BoardEmbedSource[]>> {
  return loadGrouped(m, BoardTagEntity, {
    ids: tagIds,
    key: 'tagId',
    relations: { board: true },
    order: { board: { position: 'ASC', createdAt: 'ASC', id: 'DESC' } },
    pick: (link) => link.board,
  });
}
