import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '../database/base.entity.js';

/**
 * A change that happened in an organization, written in the same transaction as the change itself, so an event
 * exists exactly when its write committed. Webhook deliveries fan out from it; `GET /v1/events` backfills from it;
 * the live streams resume from it.
 */
@Entity('event')
@Index(['organizationId', 'createdAt', 'id'])
// The order of the event log (GET /v1/events, the streams' resumption): see `seq`.
@Index(['organizationId', 'seq'])
// A published workspace's stream catching up on its own workspace's events.
@Index(['workspaceId', 'seq'])
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

  /** The workspace the event's object belongs to (a workspace, or a part of one), null otherwise. */
  @Column({ type: 'varchar', length: 12, nullable: true })
  workspaceId: string | null;

  /**
   * The event log's order: one more than the last (PostgreSQL: the sequence `event_seq`; SQLite: max + 1 under the
   * write lock), assigned at insert. `created_at` is each instance's clock to the millisecond and ids are random, so
   * (created_at, id) put events of one millisecond, or of two instances with skewed clocks, out of the order they
   * were written. Null only on rows older than the column. PostgreSQL answers a bigint as a string.
   */
  @Column({ type: 'bigint', nullable: true })
  seq: string | number | null;
}
