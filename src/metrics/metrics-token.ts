import { createHash, timingSafeEqual } from 'node:crypto';
import { bearerCredential } from '../common/auth/auth-failures.js';

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/**
 * Checks `Authorization: Bearer <METRICS_TOKEN>` in constant time: both sides are hashed first, so neither the
 * position of the first wrong character nor the token's length shows in the time taken.
 */
export class MetricsToken {
  private readonly expected: Buffer;

  constructor(token: string) {
    this.expected = digest(token);
  }

  /** Whether the Authorization header carries the token with the Bearer scheme. */
  accepts(header: string | undefined): boolean {
    const sent = header === undefined ? null : bearerCredential(header);
    return typeof sent === 'string' && timingSafeEqual(digest(sent), this.expected);
  }
}
