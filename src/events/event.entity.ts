import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '../database/base.entity.js';

/**
 * A change that happened in an organization, written in the same transaction as the change itself, so an event
 * exists exactly when its write committed. Webhook deliveries fan out from it; `GET /v1/events` backfills from it.
 */
@Entity('event')
@Index(['organizationId', 'createdAt', 'id'])
// The retention sweeper's scan: the oldest events across organizations.
@Index(['createdAt'])
export class EventEntity extends TenantEntity {
  @Column({ type: 'varchar', length: 64 })
  type: string;

  /**
   * The JSON payload: `{ "object": <the resource as GET returns it> }`, `{ id, object, deleted: true }` after a
   * delete, `{ id, object, url, truncated: true }` past EVENT_PAYLOAD_MAX_BYTES.
   */
  @Column({ type: 'text' })
  data: string;
}
