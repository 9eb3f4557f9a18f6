import { fileURLToPath } from 'node:url';
import { describeSqlSnapshots } from '../common/testing/sql-snapshots.js';
import { ENTITIES } from '../database/entities.js';
import { batchEndsQuery, dueItemsQuery, dueUsersQuery } from './notification-item.repository.js';

describeSqlSnapshots(
  {
    dir: fileURLToPath(new URL('./notification-item.repository.sql', import.meta.url)),
    source: 'notification-item.repository.ts',
    cases: [
      {
        name: 'People with items due (the poll, a plain read)',
        sql: (m) => dueUsersQuery(m, { now: '', limit: 50 }).getQueryAndParameters()[0],
      },
      {
        name: "One person's due items, locked (their e-mail's transaction)",
        sql: (m) => dueItemsQuery(m, { userId: '', now: '' }).getQueryAndParameters()[0],
      },
      {
        name: "The end of each person's current batch (an item queued)",
        sql: (m) => batchEndsQuery(m, { userIds: ['', ''], now: '' }).getQueryAndParameters()[0],
      },
    ],
  },
  ENTITIES,
);
