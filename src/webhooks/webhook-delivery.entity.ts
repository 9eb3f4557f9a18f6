import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '../database/base.entity.js';
import { LeasedRow } from '../database/leased-row.js';

export type DeliveryStatus = 'pending' | 'succeeded' | 'dead';

export interface DeliveryAttempt {
  at: string;
  statusCode: number | null;
  /** An AttemptError category (older rows may hold raw text; the resource maps it to a category). */
  error: string | null;
  durationMs: number;
}

/** One event owed to one endpoint: retried with backoff until it succeeds or the schedule runs out. */
@Entity('webhook_delivery')
@Index(['status', 'nextAttemptAt'])
@Index(['endpointId', 'createdAt'])
// The delivery worker's per-endpoint probe and claim (webhook-claims.ts).
@Index(['endpointId', 'status', 'nextAttemptAt'])
// Event retention deletes the deliveries of each purged batch of events by their ids.
@Index(['eventId'])
export class WebhookDeliveryEntity extends LeasedRow(TenantEntity) {
  declare status: DeliveryStatus;

  @Column({ type: 'varchar', length: 12 })
  endpointId: string;

  @Column({ type: 'varchar', length: 12 })
  eventId: string;

  @Column({ type: 'varchar', length: 64 })
  eventType: string;

  /**
   * The body, fixed when the delivery was queued: a chat channel's message (`{"text": …}`). Null for an event
   * delivery, whose body is the event in its endpoint's format, made at each attempt.
   */
  @Column({ type: 'text', nullable: true })
  body: string | null;

  /** JSON array of DeliveryAttempt, oldest first: what a client sees under the endpoint's deliveries. */
  @Column({ type: 'text' })
  attemptLog: string;
}
