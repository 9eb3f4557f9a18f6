import { Column, Entity, In } from 'typeorm';
import { TenantEntity } from '../database/base.entity.js';

/** How deliveries are shaped and signed: Standard Webhooks (the default) or Dock's envelope and X-Dock-Signature. */
export const WEBHOOK_FORMATS = ['standard', 'dock'] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];
/**
 * An organization's chat channel (chat-channel/) is an endpoint too, so its messages go through the same delivery
 * (address guard, retries, fairness, disabling), but it receives no events: the webhook API neither lists nor
 * changes it, and the event subscriber skips it.
 */
export const CHAT_FORMAT = 'chat';
export type EndpointFormat = WebhookFormat | typeof CHAT_FORMAT;
/** The endpoints that receive events, as the webhook API and the event subscriber select them. */
export const EVENT_ENDPOINTS = { format: In([...WEBHOOK_FORMATS]) };
export type EventEndpoint = WebhookEndpointEntity & { format: WebhookFormat };

/** A receiver of the organization's events. Secrets are stored as issued: signing needs them in the clear. */
@Entity('webhook_endpoint')
export class WebhookEndpointEntity extends TenantEntity {
  @Column({ type: 'varchar', length: 2048 })
  url: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  description: string | null;

  /** JSON array of subscribed event types; `["*"]` subscribes to every type. */
  @Column({ type: 'text' })
  eventTypes: string;

  @Column({ type: 'boolean' })
  enabled: boolean;

  @Column({ type: 'varchar', length: 16, default: 'standard' })
  format: EndpointFormat;

  @Column({ type: 'varchar', length: 500, nullable: true })
  disabledReason: string | null;

  @Column({ type: 'varchar', length: 100 })
  secret: string;

  /** The secret before the last rotation; it keeps signing (beside the new one) until `previousSecretExpiresAt`. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  previousSecret: string | null;

  @Column({ type: 'varchar', length: 24, nullable: true })
  previousSecretExpiresAt: string | null;

  /** Failed attempts since the last success; the endpoint is disabled when it reaches the configured limit. */
  @Column({ type: 'integer', default: 0 })
  consecutiveFailures: number;
}

/** A new endpoint's row: enabled unless said otherwise, a fresh secret, no failures yet. */
export function newEndpointRow<F extends EndpointFormat>(fields: {
  id: string;
  organizationId: string;
  url: string;
  description: string | null;
  eventTypes: string;
  enabled: boolean;
  format: F;
  secret: string;
  now: string;
}): WebhookEndpointEntity & { format: F } {
  const { now, ...given } = fields;
  return {
    ...given,
    disabledReason: null,
    previousSecret: null,
    previousSecretExpiresAt: null,
    consecutiveFailures: 0,
    createdAt: now,
    updatedAt: now,
  } as WebhookEndpointEntity & { format: F };
}
