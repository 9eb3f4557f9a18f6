import { type EntityManager, In } from 'typeorm';
import { type TagEntity } from '../tags/tag.entity.js';
import { BoardTagEntity } from './board-tag.entity.js';

/**
 * Tags of many boards in one query, ordered by title: the list stays at a constant number of statements.
 * Reads the link rows (not de-duplicated entities) because one tag can sit on several boards of the page.
 */
export async function loadBoardTags(
  manager: EntityManager,
  boardIds: readonly string[],
): Promise<Map<string, TagEntity[]>> {
  const byBoard = new Map<string, TagEntity[]>(boardIds.map((id) => [id, []]));
  if (boardIds.length === 0) return byBoard;
  const links = await manager.find(BoardTagEntity, {
    where: { boardId: In([...boardIds]) },
    relations: { tag: true },
    order: { tag: { titleKey: 'ASC', id: 'ASC' } },
  });
  for (const link of links) if (link.tag) byBoard.get(link.boardId)?.push(link.tag);
  return byBoard;
}
