import type { Request } from 'express';
import { ID_PATTERN } from '../common/ids.js';
import type { Db } from '../database/db.service.js';
import {
  type LogPosition,
  eventsAfter,
  logEnd,
  newestEvent,
  positionOf,
  positionOfEvent,
} from '../events/event.repository.js';
import type { EventEntity } from '../events/event.entity.js';
import { EVENT_TYPES } from '../events/event-types.js';
import type { CommittedEvent } from '../live/committed-event.js';
import type { StreamHandler } from '../live/live-streams.js';
import type { SseStream } from '../live/sse-stream.js';
import { RecentIds } from '../live/recent-ids.js';
import type { Visit, VisitorAccess } from './visitor-access.js';

/** Kinds of event that change what a workspace's page shows: its conversations, plans, tasks, pages, people. */
const PAGE_KINDS = [
  'workspaceMessage.',
  'workspaceComment.',
  'workspacePlanTask.',
  'workspacePlan.',
  'workspaceSection.',
  'workspacePage.',
  'workspaceUser.',
];
/** The workspace's own: its name and texts, and whether (and to whom) it is shared. Not its activities: views. */
const WORKSPACE_CHANGES = ['workspace.updated', 'workspace.published', 'workspace.unpublished', 'workspace.deleted'];

export const PAGE_EVENT_TYPES: readonly string[] = EVENT_TYPES.filter(
  (type: string) => WORKSPACE_CHANGES.includes(type) || PAGE_KINDS.some((kind) => type.startsWith(kind)),
);
const PAGE_EVENTS: ReadonlySet<string> = new Set(PAGE_EVENT_TYPES);

/** The one thing a page's stream says: something of this type changed, fetch yourself again. Never ids or content. */
const change = (stream: SseStream, event: { id: string; type: string }): void =>
  stream.send({ event: 'change', id: event.id, data: JSON.stringify({ type: event.type }) });

/**
 * What the page's stream (`/app/<org>/<slug>/live`) relays: every committed event about its workspace that changes
 * what the page shows, as `change` (the page re-fetches itself, so its normal rendering applies the access rules),
 * with the visit's access checked again on each. On reconnection it replays what was missed (at most replayMax,
 * past which one `change` stands for them all).
 */
export async function livePageHandler(
  db: Db,
  access: VisitorAccess,
  { req, visit, lastEventId, replayMax }: { req: Request; visit: Visit; lastEventId?: string; replayMax: number },
): Promise<StreamHandler> {
  const { organizationId, id: workspaceId } = visit.workspace;
  const slice = { organizationId, workspaceId, types: PAGE_EVENT_TYPES };
  const resumed = lastEventId !== undefined && ID_PATTERN.test(lastEventId);
  let position: LogPosition | null = await db.read(async (m) =>
    resumed ? positionOf(m, organizationId, lastEventId) : logEnd(m, organizationId),
  );
  /** The last event sent live, whose position is looked up only if a catch-up needs it. */
  let lastLive: string | null = null;
  const sent = new RecentIds();

  const catchUp = async (stream: SseStream): Promise<void> => {
    if (lastLive !== null) {
      const id = lastLive;
      position = (await db.read((m) => positionOf(m, organizationId, id))) ?? position;
      lastLive = null;
    }
    const start = position;
    const missed: EventEntity[] =
      start === null ? [] : await db.read((m) => eventsAfter(m, { ...slice, position: start, limit: replayMax + 1 }));
    if (start !== null && missed.length <= replayMax) {
      for (const event of missed) if (sent.add(event.id)) change(stream, event);
      if (missed.length > 0) position = positionOfEvent(missed[missed.length - 1]);
      return;
    }
    // Too much missed, or since an event the log no longer has: one change, from the newest.
    const newest = await db.read((m) => newestEvent(m, slice));
    position = newest ? positionOfEvent(newest) : await db.read((m) => logEnd(m, organizationId));
    if (newest && sent.add(newest.id)) change(stream, newest);
  };

  return {
    organizationId,
    wants: (event: CommittedEvent) => event.workspaceId === workspaceId && PAGE_EVENTS.has(event.type),
    catchUp,
    deliver: (stream, event) => {
      if (sent.add(event.eventId)) change(stream, { id: event.eventId, type: event.type });
      lastLive = event.eventId;
      return Promise.resolve();
    },
    allowed: () => access.stillOpen(req, visit),
  };
}
