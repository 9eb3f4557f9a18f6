import type { EntityManager, SelectQueryBuilder, UpdateQueryBuilder } from 'typeorm';
import { BoardEntity } from './board.entity.js';

/**
 * The organization's board order: positions 0 to n - 1, kept compact under the order's lock (board-order:<org>).
 * The statements that move boards in it are written here; their final SQL is in board-order.query.sql/.
 */

/** Which boards of the order a shift moves, and by how much. */
export type PositionShift =
  /** A board inserted at `position`: it and every board after it move down one. */
  | { readonly from: number; readonly step: '+ 1' }
  /** The board at `after` removed: every board after it moves up one. */
  | { readonly after: number; readonly step: '- 1' }
  /** A board moved: the boards from `from` to `to` move by one towards its old place. */
  | { readonly from: number; readonly to: number; readonly step: '+ 1' | '- 1' };

export function shiftPositionsQuery(
  m: EntityManager,
  orgId: string,
  shift: PositionShift,
): UpdateQueryBuilder<BoardEntity> {
  const query = m
    .createQueryBuilder()
    .update(BoardEntity)
    .set({ position: () => `position ${shift.step}` });
  if ('after' in shift) {
    return query.where('organization_id = :orgId AND position > :position', { orgId, position: shift.after });
  }
  if ('to' in shift) {
    const { from, to } = shift;
    return query.where('organization_id = :orgId AND position BETWEEN :from AND :to', { orgId, from, to });
  }
  return query.where('organization_id = :orgId AND position >= :position', { orgId, position: shift.from });
}

export async function shiftPositions(m: EntityManager, orgId: string, shift: PositionShift): Promise<void> {
  await shiftPositionsQuery(m, orgId, shift).execute();
}

export function orderLengthQuery(m: EntityManager, orgId: string): SelectQueryBuilder<BoardEntity> {
  return m
    .createQueryBuilder(BoardEntity, 'b')
    .select('MAX(b.position)', 'last')
    .where('b.organizationId = :orgId', { orgId });
}

/**
 * How many places the organization's board order has. Positions are kept compact (0 to n - 1) under the order's
 * lock, so that is the last position + 1: one step down the (organization, position) index, where COUNT(*) read
 * every index entry of the organization (~2 ms per create at 100,000 boards on SQLite, most of the request). Were a
 * gap ever to appear, a new board still lands after every other rather than on an occupied place.
 */
export async function orderLength(m: EntityManager, orgId: string): Promise<number> {
  const row = await orderLengthQuery(m, orgId).getRawOne<{ last: number | string | null }>();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}
