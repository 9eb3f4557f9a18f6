import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Response } from 'express';
import { AppError } from '../common/http/app-error.js';
import { onStopListening } from '../common/http/stop-listening.js';
import { APP_CONFIG, type AppConfig, type LiveConfig } from '../config/config.js';
import type { CommittedEvent } from './committed-event.js';
import { LiveFeed, type LiveNotice } from './live-feed.js';
import { SseStream } from './sse-stream.js';
import { type StreamBound, StreamSlots } from './stream-slots.js';

/** Notices a stream may have waiting (a burst, or a slow access check): past it the stream ends and resumes later. */
const QUEUE_MAX = 1_000;

/** What one kind of stream does with what it hears; LiveStreams runs it. */
export interface StreamHandler {
  organizationId: string;
  /** Everything that may be relayed: cheap, called for every event of the organization. */
  wants(event: CommittedEvent): boolean;
  /** Sends what was missed since the stream's position (at open: since Last-Event-ID), from the event log. */
  catchUp(stream: SseStream): Promise<void>;
  /** Sends one event heard live (dropped when catchUp already sent it). */
  deliver(stream: SseStream, event: CommittedEvent): Promise<void>;
  /** Whether the reader may still read: false ends the stream. Checked on every event and heartbeat. */
  allowed(): Promise<boolean>;
}

/**
 * The open Server-Sent Events streams of this instance: their bounds, heartbeat, lifetime, and their end on
 * shutdown. Each stream handles what it hears one at a time, in order (an event, a resync, a heartbeat).
 */
@Injectable()
export class LiveStreams implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly streams = new Set<SseStream>();
  private draining = false;
  readonly config: LiveConfig;

  constructor(
    private readonly feed: LiveFeed,
    private readonly slots: StreamSlots,
    private readonly adapter: HttpAdapterHost,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.config = config.live;
  }

  /** SIGTERM: streams end at once (clients reconnect to another instance), so they do not hold the shutdown. */
  onApplicationBootstrap(): void {
    const server = this.adapter.httpAdapter?.getHttpServer() as Parameters<typeof onStopListening>[0] | undefined;
    if (server) onStopListening(server, () => this.endAll());
  }

  onModuleDestroy(): void {
    this.endAll();
  }

  get openCount(): number {
    return this.streams.size;
  }

  /** Takes the stream's slots (429/503 past a bound, or while shutting down), then opens and runs it. */
  async open(res: Response, bounds: readonly StreamBound[], handler: StreamHandler): Promise<void> {
    // A HEAD (a link checker) learns what the address is, and holds nothing open.
    if (res.req.method === 'HEAD') {
      res.status(200).setHeader('Content-Type', 'text/event-stream; charset=utf-8');
      return void res.end();
    }
    if (this.draining) {
      throw new AppError(503, 'This instance is shutting down; reconnect', [], { 'Retry-After': '1' });
    }
    const instance: StreamBound = {
      what: 'streams on this server',
      key: 'instance',
      max: this.config.maxStreamsPerInstance,
      status: 503,
    };
    const release = this.slots.take([instance, ...bounds]);
    const stream = new SseStream(res, { retryMs: this.config.retryMs });
    this.streams.add(stream);
    void stream.closed.then(() => {
      this.streams.delete(stream);
      release();
    });
    await this.run(stream, handler);
  }

  private async run(stream: SseStream, handler: StreamHandler): Promise<void> {
    let queued = 0;
    let chain = Promise.resolve();
    const enqueue = (work: () => Promise<void>): void => {
      if (!stream.open) return;
      if (++queued > QUEUE_MAX) return stream.end();
      chain = chain.then(async () => {
        queued--;
        if (stream.open) await work();
      });
      chain = chain.catch(() => stream.end());
    };
    const checked = async (then: () => Promise<void> | void): Promise<void> => {
      if (await handler.allowed()) await then();
      else stream.end();
    };
    const heard = (notice: LiveNotice): void => {
      if (notice.kind === 'resync') return enqueue(() => handler.catchUp(stream));
      if (handler.wants(notice.event)) enqueue(() => checked(() => handler.deliver(stream, notice.event)));
    };
    // Listening before catching up: an event that commits meanwhile is in one or the other (or both: deliver drops it).
    const unsubscribe = this.feed.subscribe(handler.organizationId, heard);
    const heartbeat = setInterval(
      () => enqueue(() => checked(() => stream.comment('heartbeat'))),
      this.config.heartbeatMs,
    );
    const lifetime = setTimeout(() => stream.end(), this.config.lifetimeMs);
    void stream.closed.then(() => {
      unsubscribe();
      clearInterval(heartbeat);
      clearTimeout(lifetime);
    });
    enqueue(() => handler.catchUp(stream));
    await chain;
  }

  private endAll(): void {
    this.draining = true;
    for (const stream of this.streams) stream.end();
  }
}
