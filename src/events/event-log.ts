import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { EventEntity } from './event.entity.js';

/** Where a reader of the log stands: the `seq` of the last event it had. */
export type LogPosition = number;

/** The position of an event of the organization, null when there is no such event (never was, or purged). */
export async function positionOf(
  m: EntityManager,
  organizationId: string,
  eventId: string,
): Promise<LogPosition | null> {
  const event = await m.findOne(EventEntity, {
    select: { id: true, seq: true },
    where: { id: eventId, organizationId },
  });
  return event?.seq == null ? null : Number(event.seq);
}

/** The position of the newest event of the organization (0 when it has none): a new reader starts there. */
export async function logEnd(m: EntityManager, organizationId: string): Promise<LogPosition> {
  const row = await m
    .createQueryBuilder(EventEntity, 'e')
    .select('max(e.seq)', 'seq')
    .where('e.organization_id = :organizationId', { organizationId })
    .getRawOne<{ seq: string | number | null }>();
  return Number(row?.seq ?? 0);
}

/** Up to `limit` events of the slice after `position`, oldest first. */
export function eventsAfter(
  m: EntityManager,
  { position, limit, ...only }: LogSlice & { position: LogPosition; limit: number },
): Promise<EventEntity[]> {
  return slice(m, only).andWhere('e.seq > :position', { position }).orderBy('e.seq', 'ASC').limit(limit).getMany();
}

/** The newest event of the slice, null when it has none. */
export function newestEvent(m: EntityManager, only: LogSlice): Promise<EventEntity | null> {
  return slice(m, only).orderBy('e.seq', 'DESC').limit(1).getOne();
}

/** Which events of the log: an organization's; with `workspaceId` only those about that workspace; of `types`. */
export interface LogSlice {
  organizationId: string;
  workspaceId?: string;
  types?: readonly string[];
}

function slice(m: EntityManager, { organizationId, workspaceId, types }: LogSlice): SelectQueryBuilder<EventEntity> {
  const qb = m.createQueryBuilder(EventEntity, 'e').where('e.organization_id = :organizationId', { organizationId });
  // A workspace's reader uses the (workspace_id, seq) index rather than scanning the organization's log.
  if (workspaceId) qb.andWhere('e.workspace_id = :workspaceId', { workspaceId });
  if (types) qb.andWhere('e.type IN (:...types)', { types });
  return qb;
}

/** An event's position, as it was read from the log. */
export const positionOfEvent = (event: EventEntity): LogPosition => Number(event.seq ?? 0);
