import { fileURLToPath } from 'node:url';
import { describeSqlSnapshots } from '../common/testing/sql-snapshots.js';
import { ENTITIES } from '../database/entities.js';
import { insertUserQuery, memberRolesQuery, membersWithUsersQuery } from './workspace-user.repository.js';

describeSqlSnapshots(
  {
    dir: fileURLToPath(new URL('./workspace-user.repository.sql', import.meta.url)),
    source: 'workspace-user.repository.ts',
    cases: [
      {
        name: 'A member’s user created, unless the organization has the e-mail already (the row that won is kept)',
        sql: (m) => insertUserQuery(m, { orgId: 'o', email: 'e', profile: {}, now: '' }).getQueryAndParameters()[0],
      },
      {
        name: 'A workspace’s memberships with their users, oldest first (POST /workspaces/{id}/access)',
        sql: (m) => membersWithUsersQuery(m, 'w').getQueryAndParameters()[0],
      },
      {
        name: 'Who holds which role, with their e-mail (template tasks assigned by role)',
        sql: (m) => memberRolesQuery(m, 'w').getQueryAndParameters()[0],
      },
    ],
  },
  ENTITIES,
);
