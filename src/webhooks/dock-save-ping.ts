import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { describeError } from '../logging/log-safety.js';
import { postWebhook } from './webhook-transport.js';

/** Save-time POSTs in flight in this process at most; beyond that a save sends none (each is bounded by the timeout). */
const MAX_IN_FLIGHT = 64;

export interface SavedEndpoint {
  readonly id: string;
  readonly url: string;
}

/**
 * Dock POSTs an empty, unsigned request to a webhook's URL when the webhook is saved, and receivers written for Dock
 * ack it (they accept an unsigned request only when its body is empty: see docs/decisions.md). A Dock-format endpoint
 * gets the same here, when it is created and when its URL changes. It goes through the deliveries' transport (the
 * destination checked at connect time, no redirects, the delivery timeout), after the save has committed and
 * without the API call waiting for it: its outcome changes nothing and is only logged, by endpoint id and error
 * category (never the URL, which may carry a token, nor the network's own text).
 */
@Injectable()
export class DockSavePing implements OnModuleDestroy {
  private readonly logger = new Logger('Webhooks');
  private readonly inFlight = new Set<Promise<void>>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Starts the POST and returns at once. */
  send(endpoint: SavedEndpoint): void {
    if (this.inFlight.size >= MAX_IN_FLIGHT) {
      this.logger.warn(`Save-time POST to webhook endpoint ${endpoint.id} skipped: too many in flight`);
      return;
    }
    const sent = postWebhook({
      url: endpoint.url,
      headers: { 'user-agent': 'workspace-collab-api-webhooks' },
      body: '',
      timeoutMs: this.config.webhookTimeoutMs,
      allowPrivateTargets: this.config.webhookAllowPrivateTargets,
    })
      .then(({ statusCode, error }) => {
        if (error === null) return;
        const status = statusCode === null ? '' : ` (HTTP ${statusCode})`;
        this.logger.warn(`Save-time POST to webhook endpoint ${endpoint.id} failed: ${error}${status}`);
      })
      .catch((error: unknown) => {
        this.logger.error(`Save-time POST to webhook endpoint ${endpoint.id} failed: ${describeError(error)}`);
      })
      .finally(() => this.inFlight.delete(sent));
    this.inFlight.add(sent);
  }

  /** Resolves when every POST started so far has finished (tests wait on it; shutdown too). */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }

  async onModuleDestroy(): Promise<void> {
    await this.settled();
  }
}

/**
 * Whether a save is one Dock announces to the receiver: the endpoint, enabled and in Dock's format after the save,
 * is new, or its URL changed, or it has just become a Dock endpoint (its URL is new to Dock's format).
 */
export function announcesSave(
  before: { url: string; format: string } | null,
  after: { url: string; format: string; enabled: boolean },
): boolean {
  if (after.format !== 'dock' || !after.enabled) return false;
  return before === null || before.url !== after.url || before.format !== 'dock';
}
