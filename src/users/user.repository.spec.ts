import { fileURLToPath } from 'node:url';
import { describeSqlSnapshots } from '../common/testing/sql-snapshots.js';
import { ENTITIES } from '../database/entities.js';
import { fillEmptyColumnsQuery } from './user.repository.js';

describeSqlSnapshots(
  {
    dir: fileURLToPath(new URL('./user.repository.sql', import.meta.url)),
    source: 'user.repository.ts',
    cases: [
      {
        name: "A person's profile given with their e-mail fills the user's empty fields (each only while still empty)",
        sql: (m) =>
          fillEmptyColumnsQuery(m, {
            id: '',
            fill: { firstName: '', lastName: '', avatar: '' },
          }).getQueryAndParameters()[0],
      },
    ],
  },
  ENTITIES,
);
