import { fileURLToPath } from 'node:url';
import { describeSqlSnapshots } from '../common/testing/sql-snapshots.js';
import { ENTITIES } from '../database/entities.js';
import { eventPageQuery, eventsAfterQuery, logEndQuery, newestEventQuery } from './event.repository.js';

const slice = { organizationId: '', workspaceId: 'w', types: ['t'] };

describeSqlSnapshots(
  {
    dir: fileURLToPath(new URL('./event.repository.sql', import.meta.url)),
    source: 'event.repository.ts',
    cases: [
      {
        name: "The log's end for an organization (a new reader starts there)",
        sql: (m) => logEndQuery(m, '').getSql(),
      },
      {
        name: "A workspace's events of some types after a position (a stream's catch-up)",
        sql: (m) => eventsAfterQuery(m, { ...slice, position: 0, limit: 1 }).getSql(),
      },
      { name: 'The newest event of a slice', sql: (m) => newestEventQuery(m, slice).getSql() },
      {
        name: 'GET /v1/events: the total, then the page (here with a type and after a cursor)',
        sql: (m) => eventPageQuery(m, { organizationId: '', type: 't', afterSeq: 1 }).getSql(),
      },
    ],
  },
  ENTITIES,
);
