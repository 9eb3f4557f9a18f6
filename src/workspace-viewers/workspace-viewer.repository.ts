import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { newId } from '../common/ids.js';
import { NamedStatement, preparedQuery } from '../database/prepared-query.js';
import { WorkspaceViewerEntity, WorkspaceViewerMarkEntity } from './workspace-viewer.entity.js';

/**
 * The statements of a contact's engagement with a workspace: their viewer row (visits, time clock) and their marks on
 * each page or target (counted, seen). Final SQL in workspace-viewer.repository.sql/.
 */

type Key = { workspaceId: string; userId: string };

/**
 * A contact's page view, in one statement whatever came before: the first makes the contact a viewer; a view after
 * `gapCutoff` (the last view or beat was VISIT_GAP_MS ago) starts a visit. SET reads the row as it was, on both
 * dialects, and the upsert takes the row's lock, so concurrent views of one contact are counted one after the other.
 */
const VIEWED = new NamedStatement<Key & { now: string; gapCutoff: string; visitId: string }>(
  `INSERT INTO "workspace_viewer" AS v ("workspace_id", "user_id", "first_seen_at", "last_seen_at", "visit_started_at",
     "visit_id", "visits", "credited_at", "carried_ms")
   VALUES (:workspaceId, :userId, :now, :now, :now, :visitId, 1, :now, 0)
   ON CONFLICT ("workspace_id", "user_id") DO UPDATE SET
     "visits" = CASE WHEN v."last_seen_at" <= :gapCutoff THEN v."visits" + 1 ELSE v."visits" END,
     "visit_started_at" = CASE WHEN v."last_seen_at" <= :gapCutoff THEN :now ELSE v."visit_started_at" END,
     "visit_id" = CASE WHEN v."last_seen_at" <= :gapCutoff THEN :visitId ELSE v."visit_id" END,
     "last_seen_at" = :now
   RETURNING "visits", "visit_id" AS "visitId"`,
);

/**
 * Counts one view or act on a target unless the same contact's last counted one is more recent than `repeatCutoff`:
 * a row back means it counts, and `times` 1 that it is the contact's first.
 */
const MARKED = new NamedStatement<Key & { target: string; now: string; repeatCutoff: string }>(
  `INSERT INTO "workspace_viewer_mark" AS k ("workspace_id", "user_id", "target", "counted_at", "seen_at", "times")
   VALUES (:workspaceId, :userId, :target, :now, :now, 1)
   ON CONFLICT ("workspace_id", "user_id", "target") DO UPDATE SET "counted_at" = :now, "seen_at" = :now,
     "times" = k."times" + 1
   WHERE k."counted_at" <= :repeatCutoff
   RETURNING "times"`,
);

/** A repeat view, not counted: the contact was still shown the page now (what notifications skip as seen). */
const SEEN = new NamedStatement<Key & { target: string; now: string }>(
  `UPDATE "workspace_viewer_mark" SET "seen_at" = :now
   WHERE "workspace_id" = :workspaceId AND "user_id" = :userId AND "target" = :target`,
);

/** The hand-written statements, for their snapshot. */
export const STATEMENTS = { viewed: VIEWED, marked: MARKED, seen: SEEN };

export interface Viewed {
  /** The contact's first view of the workspace. */
  firstView: boolean;
  /** The view starts a visit. */
  newVisit: boolean;
}

/**
 * The view starts a visit exactly when the row comes back with this view's own new visit id: a time would not do,
 * since two views in one millisecond would both take the visit's start for their own.
 */
export async function markViewed(
  m: EntityManager,
  { key, now, gapCutoff }: { key: Key; now: string; gapCutoff: string },
): Promise<Viewed> {
  const visitId = newId();
  const [sql, parameters] = VIEWED.bind(m, { ...key, now, gapCutoff, visitId });
  const [row] = await preparedQuery<{ visits: number; visitId: string }>(m, sql, parameters);
  const newVisit = row.visitId === visitId;
  return { firstView: newVisit && Number(row.visits) === 1, newVisit };
}

/** null when a repeat within the window (not counted); else whether it is the contact's first on that target. */
export async function markCounted(
  m: EntityManager,
  { key, target, now, repeatCutoff }: { key: Key; target: string; now: string; repeatCutoff: string },
): Promise<{ first: boolean } | null> {
  const [sql, parameters] = MARKED.bind(m, { ...key, target, now, repeatCutoff });
  const [row] = await preparedQuery<{ times: number }>(m, sql, parameters);
  return row ? { first: Number(row.times) === 1 } : null;
}

/** Dates the contact's view of a page that `markCounted` did not count (a repeat): shown, so seen, all the same. */
export async function markSeen(
  m: EntityManager,
  { key, target, now }: { key: Key; target: string; now: string },
): Promise<void> {
  const [sql, parameters] = SEEN.bind(m, { ...key, target, now });
  await preparedQuery(m, sql, parameters);
}

/** The contact's time clock, locked until the transaction ends (PostgreSQL; SQLite's writes are serialized). */
export function lockedViewer(
  m: EntityManager,
  { key, forUpdate }: { key: Key; forUpdate: { lock?: { mode: 'pessimistic_write' } } },
): Promise<WorkspaceViewerEntity | null> {
  return m.findOne(WorkspaceViewerEntity, { where: key, ...forUpdate });
}

/** Moves the contact's time clock on by a beat (the row is locked by lockedViewer in the same transaction). */
export async function creditViewer(
  m: EntityManager,
  { key, credit }: { key: Key; credit: Pick<WorkspaceViewerEntity, 'creditedAt' | 'carriedMs' | 'lastSeenAt'> },
): Promise<void> {
  await m.update(WorkspaceViewerEntity, key, credit);
}

/** The contact's first visit of the workspace: the viewer row the view just wrote counts one visit. */
export async function isFirstVisit(
  m: EntityManager,
  { workspaceId, userId }: { workspaceId: string; userId: string },
): Promise<boolean> {
  const viewer = await m.findOne(WorkspaceViewerEntity, { select: { visits: true }, where: { workspaceId, userId } });
  return viewer !== null && Number(viewer.visits) === 1;
}

export function lastShownQuery(
  m: EntityManager,
  { userId, workspaceIds }: { userId: string; workspaceIds: readonly string[] },
): SelectQueryBuilder<WorkspaceViewerMarkEntity> {
  return m
    .createQueryBuilder(WorkspaceViewerMarkEntity, 'k')
    .select('k.workspace_id', 'workspaceId')
    .addSelect('k.target', 'target')
    .addSelect('k.seen_at', 'seenAt')
    .where('k.user_id = :userId AND k.workspace_id IN (:...ids)', { userId, ids: [...workspaceIds] });
}

/** When the person was last shown each target of these workspaces (`<workspaceId>\n<target>` → time). */
export async function lastShown(
  m: EntityManager,
  query: { userId: string; workspaceIds: readonly string[] },
): Promise<Map<string, string>> {
  const marks = await lastShownQuery(m, query).getRawMany<{
    workspaceId: string;
    target: string;
    seenAt: string | null;
  }>();
  return new Map(marks.flatMap((k) => (k.seenAt ? [[`${k.workspaceId}\n${k.target}`, k.seenAt] as const] : [])));
}
