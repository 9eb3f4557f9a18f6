import { fileURLToPath } from 'node:url';
import { describeSqlSnapshots } from '../common/testing/sql-snapshots.js';
import { ENTITIES } from '../database/entities.js';
import { contactQuery, visitedWorkspaceQuery } from './visited-workspace.repository.js';

describeSqlSnapshots(
  {
    dir: fileURLToPath(new URL('./visited-workspace.repository.sql', import.meta.url)),
    source: 'visited-workspace.repository.ts',
    cases: [
      {
        name: 'The workspace a visitor opens, with its organization, account and sign-in buttons (every visitor request)',
        sql: (m) => visitedWorkspaceQuery(m, 'w').getQueryAndParameters()[0],
      },
      {
        name: 'The signed-in contact a session cookie names, with their role now (every visitor request that carries one)',
        sql: (m) =>
          contactQuery(m, { sessionHash: 'h', workspaceId: 'w', publishedAt: '', now: '' }).getQueryAndParameters()[0],
      },
    ],
  },
  ENTITIES,
);
