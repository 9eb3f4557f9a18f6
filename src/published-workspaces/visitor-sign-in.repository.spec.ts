import { fileURLToPath } from 'node:url';
import { describeSqlSnapshots } from '../common/testing/sql-snapshots.js';
import { ENTITIES } from '../database/entities.js';
import { domainRoleQuery, memberByEmailQuery, spendSignInQuery } from './visitor-sign-in.repository.js';

describeSqlSnapshots(
  {
    dir: fileURLToPath(new URL('./visitor-sign-in.repository.sql', import.meta.url)),
    source: 'visitor-sign-in.repository.ts',
    cases: [
      {
        name: 'The member with an address, and their role (a sign-in asked for or used)',
        sql: (m) => memberByEmailQuery(m, { workspaceId: 'w', email: 'e' }).getQueryAndParameters()[0],
      },
      {
        name: 'The role a workspace domain gives the people of its address',
        sql: (m) => domainRoleQuery(m, { workspaceId: 'w', domain: 'd' }).getQueryAndParameters()[0],
      },
      {
        name: 'A sign-in link spent, unless used or expired (GET /app/<org>/<workspace>/sign-in)',
        sql: (m) => spendSignInQuery(m, { id: 'h', workspaceId: 'w', now: '' }).getQueryAndParameters()[0],
      },
    ],
  },
  ENTITIES,
);
