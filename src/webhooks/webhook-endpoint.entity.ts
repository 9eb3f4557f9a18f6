import { Column, Entity } from 'typeorm';
import { TenantEntity } from '../database/base.entity.js';

/** How deliveries are shaped and signed: Standard Webhooks (the default) or Dock's envelope and X-Dock-Signature. */
export const WEBHOOK_FORMATS = ['standard', 'dock'] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

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
  format: WebhookFormat;

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
