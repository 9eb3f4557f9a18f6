import type { EntityManager, EntityTarget, ObjectLiteral, SelectQueryBuilder, UpdateQueryBuilder } from 'typeorm';
import { dialectOf } from './dialects.js';

/**
 * A compact order of rows within a parent: positions 0 to n - 1 among the rows sharing a parent column (the
 * organization's boards, a workspace's pages, a page's sections), kept compact by shifting the neighbours of every
 * insert, move and removal. Declared once per ordered table (`new OrderedPositions({...})` next to its entity); the
 * final SQL of each declaration is snapshotted next to it (see orderSnapshotCases).
 *
 * Callers serialize the changes of one order with `lock` before they read a position, in the write's transaction.
 */
export interface OrderDeclaration<E extends ObjectLiteral> {
  readonly entity: EntityTarget<E>;
  /** The property the order is within (`organizationId`, `workspaceId`, `workspacePageId`). */
  readonly parent: keyof E & string;
  /** The 0-based position property (`position`, `index`). */
  readonly position: keyof E & string;
  /**
   * What serializes the order's changes (see OrderedPositions.lock): an advisory lock `<key>:<scope id>`
   * (`{ key: 'board-order' }`), or the row lock of the row holding the order (`{ row }`) when deleting that row
   * cascades into the ordered rows. Such a deletion locks its row first; writes that lock it first too then wait for
   * it, or it for them, instead of each holding some ordered rows the other needs (a deadlock on PostgreSQL).
   */
  readonly lock: { readonly key: string } | { readonly row: (m: EntityManager, scopeId: string) => Promise<void> };
  /**
   * How many rows one parent may hold, and the error an insert into a full parent throws (the declaring resource
   * words it): a tenant's structure is bounded like everything else it can make us store.
   */
  readonly capacity?: { readonly max: number; readonly refusal: () => Error };
}

/** Which rows of the order a shift moves, and by how much. */
export type PositionShift =
  /** A row inserted at `from`: it and every row after it move down one. */
  | { readonly from: number; readonly step: '+ 1' }
  /** The row at `after` removed: every row after it moves up one. */
  | { readonly after: number; readonly step: '- 1' }
  /** A row moved: the rows from `from` to `to` move by one towards its old place. */
  | { readonly from: number; readonly to: number; readonly step: '+ 1' | '- 1' };

export class OrderedPositions<E extends ObjectLiteral> {
  constructor(readonly declaration: OrderDeclaration<E>) {}

  /**
   * Serializes this order's changes until the transaction ends (PostgreSQL: the declared lock; SQLite: writes are
   * serialized already). `scopeId` is the parent, or anything holding it: sections lock their workspace, so moving
   * one between two pages takes one lock. Take it before reading any position or row of the order.
   */
  lock(m: EntityManager, scopeId: string): Promise<void> {
    const { lock } = this.declaration;
    return 'key' in lock ? dialectOf(m.connection).lock(m, `${lock.key}:${scopeId}`) : lock.row(m, scopeId);
  }

  /**
   * How many places the parent's order has: the last position + 1, one step down the (parent, position) index
   * where COUNT(*) reads every entry of the parent. Were a gap ever to appear, a new row still lands after every
   * other rather than on an occupied place.
   */
  async length(m: EntityManager, parentId: string): Promise<number> {
    const row = await this.lengthQuery(m, parentId).getRawOne<{ last: number | string | null }>();
    return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
  }

  /**
   * Makes room for a new row at `index` (past the end or undefined: last) and answers its position; a parent already
   * holding its declared capacity refuses before anything moves.
   */
  async insertAt(m: EntityManager, parentId: string, index: number | undefined): Promise<number> {
    const length = await this.length(m, parentId);
    const { capacity } = this.declaration;
    if (capacity !== undefined && length >= capacity.max) throw capacity.refusal();
    const position = Math.min(index ?? length, length);
    if (position < length) await this.shiftQuery(m, parentId, { from: position, step: '+ 1' }).execute();
    return position;
  }

  /**
   * Moves the row at `from` to `to` (past the end: last) by shifting the rows in between towards its old place, and
   * answers its new position; writing that position on the row itself is the caller's (with its other changes).
   */
  async move(m: EntityManager, parentId: string, { from, to }: { from: number; to: number }): Promise<number> {
    const target = Math.min(to, (await this.length(m, parentId)) - 1);
    if (target === from) return target;
    const shift: PositionShift =
      target < from ? { from: target, to: from - 1, step: '+ 1' } : { from: from + 1, to: target, step: '- 1' };
    await this.shiftQuery(m, parentId, shift).execute();
    return target;
  }

  /** Closes the gap a row removed from (or moved out of) the parent left at `position`. */
  async closeGap(m: EntityManager, parentId: string, position: number): Promise<void> {
    await this.shiftQuery(m, parentId, { after: position, step: '- 1' }).execute();
  }

  lengthQuery(m: EntityManager, parentId: string): SelectQueryBuilder<E> {
    const { parent, position } = this.columns(m);
    return m
      .createQueryBuilder(this.declaration.entity, 'o')
      .select(`MAX("o"."${position}")`, 'last')
      .where(`"o"."${parent}" = :parentId`, { parentId });
  }

  shiftQuery(m: EntityManager, parentId: string, shift: PositionShift): UpdateQueryBuilder<E> {
    const { parent, position } = this.columns(m);
    const query = m
      .createQueryBuilder()
      .update(this.declaration.entity)
      .set({ [this.declaration.position]: () => `"${position}" ${shift.step}` } as never);
    const inParent = `"${parent}" = :parentId`;
    if ('after' in shift)
      return query.where(`${inParent} AND "${position}" > :after`, { parentId, after: shift.after });
    if ('to' in shift) {
      const { from, to } = shift;
      return query.where(`${inParent} AND "${position}" BETWEEN :from AND :to`, { parentId, from, to });
    }
    return query.where(`${inParent} AND "${position}" >= :from`, { parentId, from: shift.from });
  }

  /** The database names of the parent and position columns (quoted in the SQL: `index` is a keyword). */
  private columns(m: EntityManager): { parent: string; position: string } {
    const metadata = m.connection.getMetadata(this.declaration.entity);
    const name = (property: string): string => {
      const column = metadata.findColumnWithPropertyName(property);
      if (!column) throw new Error(`${metadata.name} has no column ${property}`);
      return column.databaseName;
    };
    return { parent: name(this.declaration.parent), position: name(this.declaration.position) };
  }
}
