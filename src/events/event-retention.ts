import { DAY_MS } from '../common/time.js';
import { retentionSweeper } from '../database/retention.js';
import { EventEntity } from './event.entity.js';
import { eventsPurging } from './event-subscribers.js';

/**
 * Keeps EVENT_RETENTION_DAYS of events, with what their subscribers keep per event (webhook deliveries). Without it
 * every write added its whole resource to a table nothing ever shrank.
 */
export const EventRetentionSweeper = retentionSweeper((config) => ({
  name: 'Event retention',
  retentionMs: config.eventRetentionDays * DAY_MS,
  entity: EventEntity,
  agedBy: 'r.created_at',
  purgeDependents: eventsPurging,
}));
