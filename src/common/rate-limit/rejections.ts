import { Injectable } from '@nestjs/common';
import { Counter } from 'prom-client';

/** Every limit that refuses work, named as the `limiter` label of `rate_limit_rejections_total` (docs/metrics.md). */
export const LIMITERS = [
  // An organization's requests per minute (RATE_LIMIT_PER_MINUTE): 429.
  'api',
  // Failed authentications per client address (AUTH_FAILURES_PER_MINUTE): 429.
  'auth_failures',
  // Requests to published workspaces per client address (VISITOR_REQUESTS_PER_MINUTE): 429.
  'visitor_requests',
  // Sign-in forms per client address (SIGN_IN_REQUESTS_PER_CLIENT_PER_HOUR): 429.
  'visitor_sign_ins',
  // Sign-in e-mails per address (SIGN_IN_EMAILS_PER_ADDRESS_PER_HOUR): the e-mail is not sent, the page is the same.
  'sign_in_emails_per_address',
  // Messages and comments per contact (VISITOR_WRITES_PER_MINUTE): 429.
  'visitor_writes',
  // Messages and comments of all contacts per organization (VISITOR_WRITES_PER_ORG_PER_MINUTE): 429.
  'visitor_writes_per_org',
  // Forms' drafts saved as a contact types, per contact (60 a minute): 429, the draft is saved by the next one.
  'visitor_drafts',
] as const;

export type Limiter = (typeof LIMITERS)[number];

/**
 * What the rate limits refused, per limiter, counted where the limits are. The counter belongs to this app instance
 * and to no registry: MetricsModule (above common/) serves it at /metrics. Every limiter starts at 0, so a rate over
 * it is defined before the first refusal.
 */
@Injectable()
export class RateLimitRejections {
  readonly counter = new Counter({
    name: 'rate_limit_rejections_total',
    help: 'Requests (or sign-in e-mails) a rate limit refused, by limiter.',
    labelNames: ['limiter'] as const,
    registers: [],
  });

  constructor() {
    for (const limiter of LIMITERS) this.counter.inc({ limiter }, 0);
  }

  record(limiter: Limiter): void {
    this.counter.inc({ limiter });
  }
}
