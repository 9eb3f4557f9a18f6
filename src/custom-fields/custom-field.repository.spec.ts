import { fileURLToPath } from 'node:url';
import { describeSqlSnapshots } from '../common/testing/sql-snapshots.js';
import { ENTITIES } from '../database/entities.js';
import { customFieldHeadsSql, customFieldsWireSql, upsertCustomFieldValuesQuery } from './custom-field.repository.js';

const value = {
  id: '',
  organizationId: '',
  objectType: 'account' as const,
  objectId: '',
  customFieldId: '',
  value: '',
  updatedAt: '',
};

describeSqlSnapshots(
  {
    dir: fileURLToPath(new URL('./custom-field.repository.sql', import.meta.url)),
    source: 'custom-field.repository.ts',
    cases: [
      {
        name: "The organization's workspace custom fields with their options, as wire JSON without the value (once per statement)",
        sql: (m) =>
          m.connection.driver.escapeQueryWithParameters(`WITH ${customFieldHeadsSql(m, 'workspace')} SELECT 1`, {
            orgId: '',
            baseUrl: 'http://localhost:3000',
          })[0],
      },
      {
        name: "One workspace's customFields as wire JSON: every definition with its display value (an expression of the row)",
        sql: (m) =>
          m.connection.driver.escapeQueryWithParameters(
            `SELECT ${customFieldsWireSql(m, { objectType: 'workspace', id: 'w.id', organizationId: 'w.organization_id' })}`,
            { baseUrl: 'http://localhost:3000' },
          )[0],
      },
      {
        name: 'Values of one object stored (one row per value; an existing value of the field is replaced)',
        sql: (m) => upsertCustomFieldValuesQuery(m, [value]).getQueryAndParameters()[0],
      },
    ],
  },
  ENTITIES,
);
