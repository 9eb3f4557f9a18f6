import { fileURLToPath } from 'node:url';
import { describeSqlSnapshots } from '../common/testing/sql-snapshots.js';
import { ENTITIES } from '../database/entities.js';
import { KEY_SQL, revokeQuery } from './api-key.repository.js';
import { TOTAL, organizationTotalSql } from './organization-count.repository.js';

describeSqlSnapshots(
  {
    dir: fileURLToPath(new URL('./organization.repository.sql', import.meta.url)),
    source: 'api-key.repository.ts and organization-count.repository.ts',
    cases: [
      {
        name: 'A key and its organization by hash (every authenticated request, cache aside)',
        sql: (m) => KEY_SQL.bind(m, { hash: '' })[0],
      },
      { name: 'Keys revoked by id or prefix (the key CLI)', sql: (m) => revokeQuery(m, '').getSql() },
      {
        name: "An organization's count of a resource",
        sql: (m) => TOTAL.bind(m, { orgId: '', resource: 'workspace' })[0],
      },
      { name: 'The same as a scalar subquery of a list statement', sql: () => organizationTotalSql('workspace') },
    ],
  },
  ENTITIES,
);
