import { fileURLToPath } from 'node:url';
import { describeSqlSnapshots } from '../common/testing/sql-snapshots.js';
import { ENTITIES } from '../database/entities.js';
import { keysMatchingQuery } from './key.repository.js';

describeSqlSnapshots(
  {
    dir: fileURLToPath(new URL('./key.repository.sql', import.meta.url)),
    source: 'key.repository.ts',
    cases: [
      {
        name: 'Keys by id or prefix, revoked ones included (key revoke)',
        sql: (m) => keysMatchingQuery(m, '').getQueryAndParameters()[0],
      },
    ],
  },
  ENTITIES,
);
