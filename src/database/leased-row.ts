import { Column, type ObjectLiteral } from 'typeorm';

/** Rows a background worker delivers: due at `next_attempt_at`, leased through `locked_until`. */
export interface Leasable extends ObjectLiteral {
  id: string;
  status: string;
  attempts: number;
  nextAttemptAt: string;
  lockedUntil: string | null;
}

// TypeScript takes only `any[]` as a mixin base's constructor parameters (TS2545).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type RowClass = abstract new (...args: any[]) => object;

/**
 * The columns of a leased row (the outbox's e-mails, webhook deliveries), declared once on top of the entity's own
 * base. `status` is `pending` while the row is owed; each entity narrows it to its own states with `declare`.
 */
export function LeasedRow<B extends RowClass>(Base: B) {
  abstract class Leased extends Base {
    @Column({ type: 'varchar', length: 10 })
    status: string;

    @Column({ type: 'integer', default: 0 })
    attempts: number;

    @Column({ type: 'varchar', length: 24 })
    nextAttemptAt: string;

    @Column({ type: 'varchar', length: 24, nullable: true })
    lockedUntil: string | null;
  }
  return Leased;
}

/** A base for a leased row without other inherited columns. */
export abstract class Row {}

/** The instant `ms` milliseconds after the ISO time `from` (due times, lease ends, rows stamped apart). */
export const later = (from: string, ms: number): string => new Date(Date.parse(from) + ms).toISOString();

/**
 * What makes a row due, in one place: the idle check and every claim must never disagree, or an idle check would
 * leave claimable rows waiting. Columns qualified by `alias` when given, `:now` named.
 */
export function dueCondition(alias?: string): string {
  const c = alias ? `${alias}.` : '';
  return `${c}status = 'pending' AND ${c}next_attempt_at <= :now AND (${c}locked_until IS NULL OR ${c}locked_until < :now)`;
}

/** Only the holder of the lease may settle a row; a worker whose lease expired changes nothing. */
export const heldBy = (row: Leasable) => ({ id: row.id, lockedUntil: row.lockedUntil ?? '' });
