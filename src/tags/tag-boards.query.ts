import { type EntityManager, In } from 'typeorm';
import { BoardTagEntity } from '../boards/board-tag.entity.js';
import type { BoardEntity } from '../boards/board.entity.js';

/**
 * Boards of many tags in one query, in the board list's order: the tag list stays at a constant number of
 * statements. Reads the link rows because one board can carry several tags of the page.
 */
export async function loadTagBoards(
  manager: EntityManager,
  tagIds: readonly string[],
): Promise<Map<string, BoardEntity[]>> {
  const byTag = new Map<string, BoardEntity[]>(tagIds.map((id) => [id, []]));
  if (tagIds.length === 0) return byTag;
  const links = await manager.find(BoardTagEntity, {
    where: { tagId: In([...new Set(tagIds)]) },
    relations: { board: true },
    order: { board: { position: 'ASC', createdAt: 'ASC', id: 'DESC' } },
  });
  for (const link of links) if (link.board) byTag.get(link.tagId)?.push(link.board);
  return byTag;
}
