import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { testDb } from './app.js';
import type { ClassCounts } from './fuzz/input-classes.js';

/** What one reliability suite tried and saw; `npm run test:reliability` adds them up per database. */
export interface ReliabilityCounts {
  /** Generated requests sent (fuzzing). */
  inputs?: number;
  /** Answers with a 5xx status that a client's input caused. */
  serverErrors?: number;
  /** Answers that were not valid JSON in the error shape with a request id (or success envelope). */
  shapeViolations?: number;
  /** 4xx answers after which the database had changed. */
  writesOnError?: number;
  /** 2xx answers to text the policy refuses (NUL, controls, lone surrogates). */
  acceptedBadText?: number;
  /** Per input class of the fuzzing (test/support/fuzz/input-classes.ts): what its cases saw. */
  classes?: Record<string, ClassCounts>;
  /** Tenant-isolation probes, and those that saw or changed another organization's data. */
  isolationChecks?: number;
  isolationFailures?: number;
  /** Fault scenarios run, and those the service came through as specified. */
  faults?: number;
  faultsSurvived?: number;
  /** Acknowledged writes missing afterwards, or groups found half written. */
  rowsLost?: number;
}

/**
 * Appends one suite's counts to `$RELIABILITY_REPORT_DIR/<database>.jsonl` when that variable is set (by
 * scripts/reliability-summary.mjs); a plain `npm test` writes nothing.
 */
export function recordReliability(suite: string, counts: ReliabilityCounts): void {
  const dir = process.env.RELIABILITY_REPORT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  appendFileSync(join(dir, `${testDb()}.jsonl`), `${JSON.stringify({ suite, ...counts })}\n`);
}
