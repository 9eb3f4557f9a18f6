import type { EntityManager } from 'typeorm';
import type { PageWindow } from '../common/pagination/page.query.js';
import { OrderedPositions } from '../database/ordered-positions.js';
import { BoardEntity } from '../tag-links/board.entity.js';

/**
 * The organization's board order: positions 0 to n - 1, kept compact under the order's lock (board-order:<org>).
 * The statements that move boards in it are the shared ordering's; their final SQL is in board.repository.sql/.
 */
export const BOARD_ORDER = new OrderedPositions({
  entity: BoardEntity,
  parent: 'organizationId',
  position: 'position',
  lock: { key: 'board-order' },
});

/** A page of the organization's boards, in the board order. */
export function findBoardsPage(
  m: EntityManager,
  { orgId, window }: { orgId: string; window: PageWindow },
): Promise<BoardEntity[]> {
  return m.find(BoardEntity, {
    where: { organizationId: orgId },
    order: { position: 'ASC', createdAt: 'ASC', id: 'DESC' },
    skip: window.offset,
    take: window.limit,
  });
}

export async function insertBoard(m: EntityManager, board: BoardEntity): Promise<void> {
  await m.insert(BoardEntity, board);
}

export async function updateBoard(
  m: EntityManager,
  { id, changes }: { id: string; changes: Partial<BoardEntity> },
): Promise<void> {
  await m.update(BoardEntity, { id }, changes);
}

export async function deleteBoard(m: EntityManager, id: string): Promise<void> {
  await m.delete(BoardEntity, { id });
}
