import { fileURLToPath } from 'node:url';
import { describeSqlSnapshots } from '../common/testing/sql-snapshots.js';
import { ENTITIES } from '../database/entities.js';
import { customFieldsWireSql } from './custom-field-definitions.query.js';

describeSqlSnapshots(
  {
    dir: fileURLToPath(new URL('./custom-field-definitions.query.sql', import.meta.url)),
    source: 'custom-field-definitions.query.ts',
    cases: [
      {
        name: "One workspace's customFields as wire JSON: every definition with its options and display value",
        sql: (m) =>
          m.connection.driver.escapeQueryWithParameters(
            `SELECT ${customFieldsWireSql(m, { objectType: 'workspace', id: 'w.id', organizationId: 'w.organization_id' })}`,
            { baseUrl: 'http://localhost:3000' },
          )[0],
      },
    ],
  },
  ENTITIES,
);
