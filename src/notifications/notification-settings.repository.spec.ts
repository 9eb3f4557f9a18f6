import { fileURLToPath } from 'node:url';
import { describeSqlSnapshots } from '../common/testing/sql-snapshots.js';
import { ENTITIES } from '../database/entities.js';
import { insertMuteQuery } from './notification-settings.repository.js';

describeSqlSnapshots(
  {
    dir: fileURLToPath(new URL('./notification-settings.repository.sql', import.meta.url)),
    source: 'notification-settings.repository.ts',
    cases: [
      {
        name: 'A workspace muted for a person, unless it is already (the page, an unsubscribe link)',
        sql: (m) =>
          insertMuteQuery(m, {
            userId: '',
            workspaceId: '',
            organizationId: '',
            createdAt: '',
          }).getQueryAndParameters()[0],
      },
    ],
  },
  ENTITIES,
);
