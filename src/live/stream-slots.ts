import { Injectable } from '@nestjs/common';
import { AppError } from '../common/http/app-error.js';

/** A bound on open streams: which count it is, its key, and how many may be open at once. */
export interface StreamBound {
  /** What the refusal says is full, e.g. `streams for this contact`. */
  what: string;
  key: string;
  max: number;
  /** 429 for the caller's own bounds, 503 for the instance's (the caller did nothing wrong). */
  status: 429 | 503;
}

/** Seconds a refused client is told to wait: streams end within their lifetime, most much sooner. */
const RETRY_AFTER_S = 30;

/**
 * Open streams of this instance, counted per bound key: taking a slot past a bound answers 429 or 503 with
 * Retry-After. Per instance by design: a stream holds a connection to one instance, and a load balancer spreads them.
 */
@Injectable()
export class StreamSlots {
  private readonly open = new Map<string, number>();

  /** Takes one slot of every bound (all or none) and answers the release, to call once when the stream ends. */
  take(bounds: readonly StreamBound[]): () => void {
    const full = bounds.find((bound) => (this.open.get(bound.key) ?? 0) >= bound.max);
    if (full) {
      throw new AppError(full.status, `Too many open ${full.what}; try again later`, [], {
        'Retry-After': String(RETRY_AFTER_S),
      });
    }
    for (const bound of bounds) this.open.set(bound.key, (this.open.get(bound.key) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      for (const bound of bounds) {
        const left = (this.open.get(bound.key) ?? 1) - 1;
        if (left === 0) this.open.delete(bound.key);
        else this.open.set(bound.key, left);
      }
    };
  }

  count(key: string): number {
    return this.open.get(key) ?? 0;
  }
}
