const BASE_DELAY_MS = 5_000;
const MAX_DELAY_MS = 3_600_000;

/**
 * Wait before the next try after `failures` failed attempts (1 after the first failure): 5 s, 10 s, 20 s, …
 * doubling so a mail server that is down for hours is not hammered, capped at 1 h so recovery is noticed.
 */
export function retryDelayMs(failures: number): number {
  return Math.min(BASE_DELAY_MS * 2 ** Math.max(0, failures - 1), MAX_DELAY_MS);
}

/** Commands whose 5xx reply is about this message or its recipient, not about our server's setup. */
const MESSAGE_COMMANDS = new Set(['RCPT TO', 'DATA']);

/**
 * Whether the mail server refused this message for good: a permanent (5xx) reply to `RCPT TO` or `DATA`, e.g.
 * "550 mailbox unavailable". Such a message is parked as `dead` at once, since sending it again cannot succeed.
 * Anything else (server unreachable, timeouts, 4xx, a rejected login or sender) is a problem that an operator or
 * time fixes, so the message is retried until it goes through: an outage never loses an invitation.
 */
export function isPermanentRejection(error: unknown): boolean {
  const e = error as { responseCode?: unknown; command?: unknown } | null;
  return (
    typeof e?.responseCode === 'number' &&
    e.responseCode >= 500 &&
    e.responseCode < 600 &&
    typeof e.command === 'string' &&
    MESSAGE_COMMANDS.has(e.command)
  );
}
