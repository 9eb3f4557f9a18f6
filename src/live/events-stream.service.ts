import { Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { ApiKeyGuard } from '../common/auth/api-key.guard.js';
import { invalidField } from '../common/http/app-error.js';
import type { ApiRequest, OrgContext } from '../common/http/request.js';
import { ID_PATTERN } from '../common/ids.js';
import { Db } from '../database/db.service.js';
import {
  type LogPosition,
  eventsAfter,
  findEvent,
  logEnd,
  positionOf,
  positionOfEvent,
} from '../events/event.repository.js';
import { EventEntity } from '../events/event.entity.js';
import { EVENT_SHAPE, toEventResource } from '../events/event.resource.js';
import { Selection } from '../common/properties/selection.js';
import type { CommittedEvent } from './committed-event.js';
import { LiveStreams, type StreamHandler } from './live-streams.js';
import type { SseStream } from './sse-stream.js';
import { RecentIds } from './recent-ids.js';

/** Events read from the log at a time when catching up. */
const PAGE = 100;

/**
 * `GET /v1/events/stream`: the organization's events as they commit, each the JSON of `GET /v1/events/{id}` with its
 * id as the SSE `id`, resuming after `Last-Event-ID` from the event log (all of it: an integration's log has no gaps).
 */
@Injectable()
export class EventsStream {
  constructor(
    private readonly db: Db,
    private readonly streams: LiveStreams,
    private readonly keys: ApiKeyGuard,
  ) {}

  async open(
    req: ApiRequest,
    res: Response,
    {
      org,
      type,
      properties,
      lastEventId,
    }: { org: OrgContext; type?: string; properties?: string[]; lastEventId?: string },
  ): Promise<void> {
    const position = await this.startingPosition(org, lastEventId);
    const bound = {
      what: 'event streams for this organization',
      key: `org:${org.id}`,
      max: this.streams.config.maxStreamsPerOrg,
      status: 429 as const,
    };
    const sel = Selection.parse(EVENT_SHAPE, properties);
    await this.streams.open(res, [bound], this.handler(req, org, { position, type, sel }));
  }

  /** After Last-Event-ID (400 when the log no longer has it), else from now. */
  private startingPosition(org: OrgContext, lastEventId: string | undefined): Promise<LogPosition> {
    return this.db.read(async (m) => {
      if (lastEventId === undefined) return logEnd(m, org.id);
      const position = ID_PATTERN.test(lastEventId) ? await positionOf(m, org.id, lastEventId) : null;
      if (position === null) {
        throw invalidField(
          'Last-Event-ID',
          'names no event kept in the log (unknown, or past EVENT_RETENTION_DAYS); backfill with GET /v1/events, ' +
            'then stream without it',
        );
      }
      return position;
    });
  }

  private handler(
    req: ApiRequest,
    org: OrgContext,
    start: { position: LogPosition; type?: string; sel: Selection },
  ): StreamHandler {
    let position = start.position;
    const sent = new RecentIds();
    const send = (stream: SseStream, event: EventEntity): void => {
      position = Math.max(position, positionOfEvent(event));
      if (!sent.add(event.id)) return;
      stream.send({ event: 'event', id: event.id, data: JSON.stringify(start.sel.project(toEventResource(event))) });
    };
    const wanted = (type: string): boolean => start.type === undefined || start.type === type;
    return {
      organizationId: org.id,
      wants: (event: CommittedEvent) => wanted(event.type),
      catchUp: async (stream) => {
        for (;;) {
          const page = await this.db.read((m) => eventsAfter(m, { organizationId: org.id, position, limit: PAGE }));
          for (const event of page) {
            if (wanted(event.type)) send(stream, event);
            else position = Math.max(position, positionOfEvent(event));
          }
          if (page.length < PAGE || !stream.open) return;
        }
      },
      deliver: async (stream, committed) => {
        if (sent.has(committed.eventId)) return;
        const event = await this.db.read((m) => findEvent(m, org.id, committed.eventId));
        if (event) send(stream, event);
      },
      // The key may have been revoked or expired since: the stream ends with it.
      allowed: () =>
        this.keys.authenticateRequest(req).then(
          () => req.org?.id === org.id,
          () => false,
        ),
    };
  }
}
