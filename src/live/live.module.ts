import { Module } from '@nestjs/common';
import { EventsStreamController } from './events-stream.controller.js';
import { EventsStream } from './events-stream.service.js';
import { LiveFeed } from './live-feed.js';
import { LiveStreams } from './live-streams.js';
import { StreamSlots } from './stream-slots.js';

/**
 * Committed events, live: the fan-out across instances (LiveFeed), the streams' plumbing (LiveStreams: bounds,
 * heartbeat, lifetime, shutdown) and the API's `GET /v1/events/stream`. The published workspace's page stream uses
 * LiveStreams too.
 */
@Module({
  controllers: [EventsStreamController],
  providers: [LiveFeed, LiveStreams, StreamSlots, EventsStream],
  exports: [LiveFeed, LiveStreams],
})
export class LiveModule {}
