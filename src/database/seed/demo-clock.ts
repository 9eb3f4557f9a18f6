import { nowIso } from '../../common/time.js';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/**
 * Times for the demo data, relative to the moment of seeding so the sample always looks recent (project ages,
 * "last viewed" and due dates stay plausible whenever the database is created).
 */
export class DemoClock {
  private readonly nowMs: number;

  constructor(now: string = nowIso()) {
    this.nowMs = Date.parse(now);
  }

  /** An ISO timestamp `days` days ago, shifted by `minutes` (used to give rows of one kind a stable order). */
  ago(days: number, minutes = 0): string {
    return new Date(Math.min(this.nowMs, this.nowMs - days * DAY_MS + minutes * MINUTE_MS)).toISOString();
  }

  /** A `YYYY-MM-DD` date `days` days from today (negative: in the past). */
  date(days: number): string {
    return new Date(this.nowMs + days * DAY_MS).toISOString().slice(0, 10);
  }

  /** Midnight UTC `days` days from today, as a full ISO timestamp (deal close dates). */
  midnight(days: number): string {
    return `${this.date(days)}T00:00:00.000Z`;
  }
}
