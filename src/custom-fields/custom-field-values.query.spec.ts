import { fileURLToPath } from 'node:url';
import { describeSqlSnapshots } from '../common/testing/sql-snapshots.js';
import { ENTITIES } from '../database/entities.js';
import { upsertCustomFieldValuesQuery } from './custom-field-values.query.js';

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
    dir: fileURLToPath(new URL('./custom-field-values.query.sql', import.meta.url)),
    source: 'custom-field-values.query.ts',
    cases: [
      {
        name: 'Values of one object stored (one row per value; an existing value of the field is replaced)',
        sql: (m) => upsertCustomFieldValuesQuery(m, [value]).getQueryAndParameters()[0],
      },
    ],
  },
  ENTITIES,
);
