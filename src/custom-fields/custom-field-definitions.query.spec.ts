import { fileURLToPath } from 'node:url';
import { describeSqlSnapshots } from '../common/testing/sql-snapshots.js';
import { ENTITIES } from '../database/entities.js';
import { customFieldDefinitionsSql, customFieldValuesSql } from './custom-field-definitions.query.js';

describeSqlSnapshots(
  {
    dir: fileURLToPath(new URL('./custom-field-definitions.query.sql', import.meta.url)),
    source: 'custom-field-definitions.query.ts',
    cases: [
      {
        name: "The organization's workspace custom fields with their options (a subquery of the workspace read)",
        sql: (m) =>
          m.connection.driver.escapeQueryWithParameters(customFieldDefinitionsSql(m, 'workspace'), { orgId: '' })[0],
      },
      {
        name: "One workspace's stored values by field id (an expression of the workspace row)",
        sql: (m) =>
          `SELECT ${customFieldValuesSql(m, { objectType: 'workspace', id: 'w.id', organizationId: 'w.organization_id' })}`,
      },
    ],
  },
  ENTITIES,
);
