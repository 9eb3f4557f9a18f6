/**
 * What may reach the log. Logs are kept and shipped to other systems, so they must not hold credentials (API keys,
 * webhook signing secrets), e-mail addresses, SQL parameters or request bodies. Errors are logged through
 * `serializeError` (the pino `err` serializer) and free text through `redactText`; the logger's last hook scrubs
 * anything key-shaped that got through another way (a key pasted into a path, a user agent).
 */

import { redactEmails } from './email-redaction.js';

/** API keys (`wsk_…`) and webhook signing secrets (`whsec_…`, base64). */
const CREDENTIAL = /\b(wsk|whsec)_[A-Za-z0-9+/=_-]+/g;
/** PostgreSQL ends some messages with the value it refused: `invalid input syntax for type integer: "…"`. */
const QUOTED_VALUE_AT_END = /: "[\s\S]*"$/;

/** Credentials and e-mail addresses in free text replaced by placeholders (substring tests first: most text has none). */
export function redactText(text: string): string {
  const withoutCredentials = redactCredentials(text);
  return withoutCredentials.includes('@') || /%40/i.test(withoutCredentials)
    ? redactEmails(withoutCredentials)
    : withoutCredentials;
}

/** Only credentials: cheap enough for every log line (a substring test first). */
export function redactCredentials(line: string): string {
  return line.includes('wsk_') || line.includes('whsec_') ? line.replace(CREDENTIAL, '$1_[redacted]') : line;
}

interface ErrorFields {
  code?: unknown;
  driverError?: { code?: unknown };
  cause?: unknown;
}

function codeOf(error: Error): string | undefined {
  const fields = error as ErrorFields;
  const code = fields.driverError?.code ?? fields.code;
  return typeof code === 'string' || typeof code === 'number' ? String(code) : undefined;
}

function safeMessage(error: Error): string {
  const isDatabaseError =
    (error as ErrorFields).driverError !== undefined || /^(SQLITE_|\d{2}[0-9A-Z]{3}$)/.test(codeOf(error) ?? '');
  return redactText(isDatabaseError ? error.message.replace(QUOTED_VALUE_AT_END, ': "[value]"') : error.message);
}

export interface SerializedError {
  type: string;
  message: string;
  code?: string;
  stack: string;
  cause?: SerializedError;
}

/**
 * An error as logged: its class, code, message (database values and secrets redacted) and stack frames. Nothing
 * else is copied: TypeORM's QueryFailedError carries `query` and `parameters` (the values of an INSERT: secrets,
 * e-mail addresses, whole bodies) and the driver's error a `detail` quoting the row; pino's standard serializer would
 * log them all.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: redactText(String(error)), stack: '' };
  const type = error.constructor?.name || error.name;
  const message = safeMessage(error);
  // The stack's first line repeats the raw message; only the frames are kept.
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const serialized: SerializedError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  const code = codeOf(error);
  if (code !== undefined) serialized.code = code;
  const cause = (error as ErrorFields).cause;
  if (cause !== undefined && depth < 3) serialized.cause = serializeError(cause, depth + 1);
  return serialized;
}

/** One line for a log message: `Type [code]: message`, redacted as in serializeError. */
export function describeError(error: unknown): string {
  const { type, code, message, cause } = serializeError(error);
  const text = `${type}${code ? ` [${code}]` : ''}: ${message}`;
  return cause ? `${text} (cause: ${cause.type}: ${cause.message})` : text;
}
