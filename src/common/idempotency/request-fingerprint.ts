import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';

/**
 * What makes two requests "the same" for an idempotency key: method, path with query, and the body as canonical
 * JSON (RFC 8785), so key order and whitespace do not matter but any value does.
 */
export function requestFingerprint(method: string, url: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${url}\n${canonicalize(body ?? {}) ?? ''}`, 'utf8')
    .digest('hex');
}

/** Stripe's format: up to 255 visible ASCII characters (a UUID v4 is the usual choice). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
