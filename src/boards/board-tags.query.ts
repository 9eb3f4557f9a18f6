import type { EntityManager } from 'typeorm';
import { TagEntity } from '../tags/tag.entity.js';
import { BoardTagEntity } from './board-tag.entity.js';

/** Tags of many boards in one query, ordered by title: the list stays at a constant number of statements. */
export async function loadBoardTags(
  manager: EntityManager,
  boardIds: readonly string[],
): Promise<Map<string, TagEntity[]>> {
  const byBoard = new Map<string, TagEntity[]>(boardIds.map((id) => [id, []]));
  if (boardIds.length === 0) return byBoard;
  const rows = await manager
    .createQueryBuilder(TagEntity, 't')
    .innerJoin(BoardTagEntity, 'bt', 'bt.tag_id = t.id')
    .addSelect('bt.board_id', 'board_id')
    .where('bt.board_id IN (:...boardIds)', { boardIds })
    .orderBy('t.title_key', 'ASC')
    .addOrderBy('t.id', 'ASC')
    .getRawAndEntities();
  rows.entities.forEach((tag, i) => byBoard.get(rows.raw[i].board_id as string)?.push(tag));
  return byBoard;
}
