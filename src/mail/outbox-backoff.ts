import { describeError } from '../logging/log-safety.js';

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

/**
 * A failed attempt as logged: for a mail server's reply only its code, class and the command it answered
 * (`SMTP 550 (permanent) at RCPT TO [EENVELOPE]`), never the reply text, which quotes the recipient in any form the
 * server likes. Anything else (a refused connection, a timeout) carries no reply and is described redacted, as every
 * logged error is. The row's `lastError` keeps the full text for operators who can read the address anyway.
 */
export function describeSmtpFailure(error: unknown): string {
  const e = error as { responseCode?: unknown; command?: unknown; code?: unknown } | null;
  if (typeof e?.responseCode !== 'number') return describeError(error);
  const code = e.responseCode;
  const category = code >= 500 && code < 600 ? 'permanent' : code >= 400 && code < 500 ? 'temporary' : 'unexpected';
  const command = typeof e.command === 'string' && /^[A-Z ]{1,16}$/.test(e.command) ? ` at ${e.command}` : '';
  const errorCode = typeof e.code === 'string' && /^E[A-Z]{1,20}$/.test(e.code) ? ` [${e.code}]` : '';
  return `SMTP ${code} (${category})${command}${errorCode}`;
}
