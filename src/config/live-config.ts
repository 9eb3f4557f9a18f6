import { type Env, int } from './env-values.js';

/** The live streams (Server-Sent Events): the page's `/live` and the API's `/v1/events/stream`. */
export interface LiveConfig {
  /** How often an idle stream sends a heartbeat comment, re-checking its reader's access. */
  readonly heartbeatMs: number;
  /** How long one stream stays open; the client then reconnects (resuming with Last-Event-ID). */
  readonly lifetimeMs: number;
  /** The `retry:` a stream gives the browser: how long it waits before reconnecting. */
  readonly retryMs: number;
  /** Streams this instance holds open at once, all kinds; past it 503 with Retry-After. */
  readonly maxStreamsPerInstance: number;
  /** Page streams of one signed-in contact (their tabs, across workspaces) on this instance; past it 429. */
  readonly maxStreamsPerContact: number;
  /** Page streams from one client address on this instance; past it 429. */
  readonly maxStreamsPerClient: number;
  /** API streams of one organization on this instance; past it 429. */
  readonly maxStreamsPerOrg: number;
  /** Events a page stream replays on reconnection; past it one `change` says "reload" for them all. */
  readonly replayMax: number;
}

export function liveConfig(env: Env): LiveConfig {
  return {
    heartbeatMs: int(env, 'LIVE_HEARTBEAT_MS', { fallback: 15_000, min: 50, max: 300_000 }),
    lifetimeMs: int(env, 'LIVE_STREAM_LIFETIME_MS', { fallback: 30 * 60_000, min: 1_000, max: 24 * 3_600_000 }),
    retryMs: int(env, 'LIVE_RETRY_MS', { fallback: 3_000, min: 100, max: 600_000 }),
    maxStreamsPerInstance: int(env, 'LIVE_MAX_STREAMS', { fallback: 500, min: 1, max: 1_000_000 }),
    maxStreamsPerContact: int(env, 'LIVE_MAX_STREAMS_PER_CONTACT', { fallback: 5, min: 1, max: 10_000 }),
    maxStreamsPerClient: int(env, 'LIVE_MAX_STREAMS_PER_CLIENT', { fallback: 20, min: 1, max: 1_000_000 }),
    maxStreamsPerOrg: int(env, 'LIVE_MAX_STREAMS_PER_ORG', { fallback: 10, min: 1, max: 100_000 }),
    replayMax: int(env, 'LIVE_REPLAY_MAX', { fallback: 100, min: 1, max: 10_000 }),
  };
}
