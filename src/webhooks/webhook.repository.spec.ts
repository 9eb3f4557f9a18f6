import { fileURLToPath } from 'node:url';
import { describeSqlSnapshots } from '../common/testing/sql-snapshots.js';
import { ENTITIES } from '../database/entities.js';
import { DUE_ENDPOINTS, queueDeliveriesQuery } from './webhook-delivery.repository.js';
import { pendingDelivery } from './webhook-subscriber.js';
import { attemptOutcomeQuery, disableQuery } from './webhook-endpoint.repository.js';
import type { EventEntity } from '../events/event.entity.js';

const tried = { id: '', url: '' };
const event = { id: '', organizationId: '', type: 't', createdAt: '' } as EventEntity;

describeSqlSnapshots(
  {
    dir: fileURLToPath(new URL('./webhook.repository.sql', import.meta.url)),
    source: 'webhook-delivery.repository.ts and webhook-endpoint.repository.ts',
    cases: [
      {
        name: 'Endpoints with a delivery due (the worker, each round)',
        sql: (m) => DUE_ENDPOINTS.bind(m, { now: '' })[0],
      },
      {
        name: "An event's deliveries queued (one row per subscribed endpoint)",
        sql: (m) =>
          queueDeliveriesQuery(m, [pendingDelivery({ endpointId: '', event, body: null })]).getQueryAndParameters()[0],
      },
      {
        name: 'A failed attempt counted on the address tried',
        sql: (m) => attemptOutcomeQuery(m, tried, false).getSql(),
      },
      { name: 'A success resets the count', sql: (m) => attemptOutcomeQuery(m, tried, true).getSql() },
      {
        name: 'The endpoint disabled after too many failures in a row',
        sql: (m) => disableQuery(m, { tried, limit: 1, now: '' }).getSql(),
      },
    ],
  },
  ENTITIES,
);
