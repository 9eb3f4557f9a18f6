import { fileURLToPath } from 'node:url';
import { describeSqlSnapshots } from '../common/testing/sql-snapshots.js';
import { ENTITIES } from '../database/entities.js';
import { newestRepliesQuery } from './visitor-thread.repository.js';

describeSqlSnapshots(
  {
    dir: fileURLToPath(new URL('./visitor-thread.repository.sql', import.meta.url)),
    source: 'visitor-thread.repository.ts',
    cases: [
      {
        name: "The messages page: each shown thread's newest replies, oldest first (a window per parent)",
        sql: (m) => newestRepliesQuery(m, ['a', 'b']).getQueryAndParameters()[0],
      },
    ],
  },
  ENTITIES,
);
