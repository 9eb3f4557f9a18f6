import type { EntityManager } from 'typeorm';
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

/**
 * Up to `limit` events of the organization after `position`, oldest first; with `workspaceId`, only those about that
 * workspace (its index: a workspace's reader does not scan the organization's log).
 */
export function eventsAfter(
  m: EntityManager,
  {
    organizationId,
    workspaceId,
    position,
    limit,
  }: { organizationId: string; workspaceId?: string; position: LogPosition; limit: number },
): Promise<EventEntity[]> {
  const qb = m.createQueryBuilder(EventEntity, 'e');
  if (workspaceId) qb.where('e.workspace_id = :workspaceId', { workspaceId });
  else qb.where('e.organization_id = :organizationId', { organizationId });
  return qb
    .andWhere('e.organization_id = :organizationId AND e.seq > :position', { organizationId, position })
    .orderBy('e.seq', 'ASC')
    .limit(limit)
    .getMany();
}

/** An event's position, as it was read from the log. */
export const positionOfEvent = (event: EventEntity): LogPosition => Number(event.seq ?? 0);
