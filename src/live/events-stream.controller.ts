import { Controller, Get, Headers, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiExtraModels, ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import { ErrorBody } from '../common/http/openapi.js';
import type { ApiRequest, OrgContext } from '../common/http/request.js';
import { StreamEventsQuery } from './dto/stream-events.query.js';
import { EventsStream } from './events-stream.service.js';

const DESCRIPTION = [
  "Your organization's events as they commit, as Server-Sent Events (`text/event-stream`): each is `event: event`,",
  '`id: <event id>` and `data:` the JSON of `GET /v1/events/{id}` (the body of a webhook delivery), so a client hears',
  'changes at once without a public webhook endpoint. Events from every instance arrive, in the order they commit.',
  '\n\nReconnect with `Last-Event-ID: <the last id you processed>` (browsers send it themselves) to receive what was',
  'missed from the event log first, oldest first; an id the log no longer has answers 400 (backfill with',
  '`GET /v1/events?after=`, then stream without it). Delivery is at least once: an event may repeat after a',
  'reconnection, so deduplicate by `id` as for webhooks. `type` narrows to one event type; `properties` selects',
  "the event's fields as on `GET /v1/events`.",
  '\n\nA comment line (`: heartbeat`) is sent every LIVE_HEARTBEAT_MS (15 s) while idle; the key is checked again',
  'then and on every event, so a revoked key ends the stream. A stream ends after LIVE_STREAM_LIFETIME_MS (30 min),',
  'or when the instance shuts down: reconnect with Last-Event-ID. Opening a stream counts once against the rate',
  'limit; at most LIVE_MAX_STREAMS_PER_ORG (10) streams per organization and instance (429), and LIVE_MAX_STREAMS',
  'per instance (503), both with Retry-After.',
].join(' ');

@ApiTags('Events')
@ApiBearerAuth()
@ApiExtraModels(ErrorBody)
@Controller('v1/events')
export class EventsStreamController {
  constructor(private readonly stream: EventsStream) {}

  @Get('stream')
  @ApiOperation({ operationId: 'streamEvents', summary: 'Stream events as they happen', description: DESCRIPTION })
  @ApiHeader({
    name: 'Last-Event-ID',
    required: false,
    description: 'The id of the last event received: the stream starts with the events after it.',
  })
  @ApiResponse({
    status: 200,
    description: 'An open stream of events (`text/event-stream`).',
    content: {
      'text/event-stream': {
        schema: { type: 'string', example: 'id: q1W2e3R4t5Y6\nevent: event\ndata: {"id":"q1W2e3R4t5Y6",...}\n\n' },
      },
    },
  })
  @ApiResponse({ status: 400, description: 'Bad `type`, or a Last-Event-ID the log no longer has.', type: ErrorBody })
  @ApiResponse({ status: 401, description: 'Missing or invalid API key.', type: ErrorBody })
  @ApiResponse({ status: 429, description: 'Rate limit, or too many open streams; see Retry-After.', type: ErrorBody })
  @ApiResponse({
    status: 503,
    description: 'This instance holds all the streams it may; see Retry-After.',
    type: ErrorBody,
  })
  async streamEvents(
    @CurrentOrg() org: OrgContext,
    @ParsedQuery() q: StreamEventsQuery,
    @Headers('last-event-id') lastEventId: string | undefined,
    @Req() req: ApiRequest,
    @Res() res: Response,
  ): Promise<void> {
    await this.stream.open(req, res, { org, type: q.type, properties: q.properties, lastEventId });
  }
}
