/** After this many failed attempts a message is parked as `dead` instead of being retried forever. */
export const MAX_ATTEMPTS = 10;

const BASE_DELAY_MS = 5_000;
const MAX_DELAY_MS = 3_600_000;

/**
 * Wait before the next try after `failures` failed attempts (1 after the first failure): 5 s, 10 s, 20 s, …
 * doubling so a mail server that is down for hours is not hammered, capped at 1 h so recovery is noticed.
 */
export function retryDelayMs(failures: number): number {
  return Math.min(BASE_DELAY_MS * 2 ** Math.max(0, failures - 1), MAX_DELAY_MS);
}
