import { fileURLToPath } from 'node:url';
import { describeSqlSnapshots } from '../common/testing/sql-snapshots.js';
import { ENTITIES } from '../database/entities.js';
import { touchWorkspaceQuery } from './workspace-row.repository.js';

describeSqlSnapshots(
  {
    dir: fileURLToPath(new URL('./workspace-row.repository.sql', import.meta.url)),
    source: 'workspace-row.repository.ts',
    cases: [
      {
        name: 'A collaborator changed: the workspace’s updatedAt moves',
        sql: (m) => touchWorkspaceQuery(m, { workspaceId: 'w', now: '' }).getQueryAndParameters()[0],
      },
      {
        name: 'A member added: contactsCount moves with it',
        sql: (m) => touchWorkspaceQuery(m, { workspaceId: 'w', now: '', contactsDelta: 1 }).getQueryAndParameters()[0],
      },
    ],
  },
  ENTITIES,
);
