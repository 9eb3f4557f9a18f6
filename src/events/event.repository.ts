import { type EntityManager, In, type SelectQueryBuilder } from 'typeorm';
import { readPage } from '../common/pagination/page-info.js';
import type { PageWindow } from '../common/pagination/page.query.js';
import { dialectOf } from '../database/dialects.js';
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
  const row = await logEndQuery(m, organizationId).getRawOne<{ seq: string | number | null }>();
  return Number(row?.seq ?? 0);
}

export const logEndQuery = (m: EntityManager, organizationId: string): SelectQueryBuilder<EventEntity> =>
  m
    .createQueryBuilder(EventEntity, 'e')
    .select('max(e.seq)', 'seq')
    .where('e.organization_id = :organizationId', { organizationId });

/** Up to `limit` events of the slice after `position`, oldest first. */
export function eventsAfter(
  m: EntityManager,
  after: LogSlice & { position: LogPosition; limit: number },
): Promise<EventEntity[]> {
  return eventsAfterQuery(m, after).getMany();
}

export function eventsAfterQuery(
  m: EntityManager,
  { position, limit, ...only }: LogSlice & { position: LogPosition; limit: number },
): SelectQueryBuilder<EventEntity> {
  return slice(m, only).andWhere('e.seq > :position', { position }).orderBy('e.seq', 'ASC').limit(limit);
}

/** The newest event of the slice, null when it has none. */
export function newestEvent(m: EntityManager, only: LogSlice): Promise<EventEntity | null> {
  return newestEventQuery(m, only).getOne();
}

export const newestEventQuery = (m: EntityManager, only: LogSlice): SelectQueryBuilder<EventEntity> =>
  slice(m, only).orderBy('e.seq', 'DESC').limit(1);

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

/** Appends an event to the log: its `seq`, the next of the log's sequence, is taken by the insert. */
export async function insertEvent(m: EntityManager, event: EventEntity): Promise<void> {
  const nextSeq = dialectOf(m.connection).nextInSequence(EVENT_SEQUENCE);
  await m.insert(EventEntity, { ...event, seq: () => nextSeq });
}

const EVENT_SEQUENCE = { sequence: 'event_seq', table: 'event', column: 'seq' } as const;

/** An event of the organization by id, null when there is none (never was, or purged). */
export function findEvent(m: EntityManager, organizationId: string, id: string): Promise<EventEntity | null> {
  return m.findOne(EventEntity, { where: { id, organizationId } });
}

export function eventsByIds(m: EntityManager, ids: readonly string[]): Promise<EventEntity[]> {
  return m.find(EventEntity, { where: { id: In([...ids]) } });
}

/** Which events a page of GET /v1/events reads: the organization's, of a type, after a cursor's `seq`. */
export interface EventPageQuery {
  organizationId: string;
  type?: string;
  afterSeq?: string | number | null;
}

/** A page of the organization's events in the log's order, with the total (counted first). */
export async function pageOfEvents(
  m: EntityManager,
  query: EventPageQuery & { window: PageWindow },
): Promise<{ rows: EventEntity[]; total: number }> {
  const { window } = query;
  return readPage(window, {
    total: () => eventPageQuery(m, query).getCount(),
    rows: () => eventPageQuery(m, query).orderBy('e.seq', 'ASC').offset(window.offset).limit(window.limit).getMany(),
  });
}

export function eventPageQuery(m: EntityManager, query: EventPageQuery): SelectQueryBuilder<EventEntity> {
  const qb = m.createQueryBuilder(EventEntity, 'e').where('e.organization_id = :org', { org: query.organizationId });
  if (query.type) qb.andWhere('e.type = :type', { type: query.type });
  // The log's order is `seq` (see EventEntity): total, and the same whichever instance wrote or reads.
  if (query.afterSeq !== undefined) qb.andWhere('e.seq > :seq', { seq: query.afterSeq });
  return qb;
}

/** An event's position, as it was read from the log. */
export const positionOfEvent = (event: EventEntity): LogPosition => Number(event.seq ?? 0);
