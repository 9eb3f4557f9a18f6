/**
 * The factories' clock: it advances one second per row, so rows inserted one after another have increasing
 * timestamps and the default (newest-first) orders are deterministic.
 */
let tick = 0;
export function nextStamp(): string {
  tick += 1;
  return new Date(Date.UTC(2026, 0, 1) + tick * 1000).toISOString();
}

/** createdAt from the overrides or the clock; updatedAt from the overrides or equal to createdAt. */
export function stamps(overrides: { createdAt?: string; updatedAt?: string }): {
  createdAt: string;
  updatedAt: string;
} {
  const createdAt = overrides.createdAt ?? nextStamp();
  return { createdAt, updatedAt: overrides.updatedAt ?? createdAt };
}
