import { fileURLToPath } from 'node:url';
import { describeSqlSnapshots } from '../common/testing/sql-snapshots.js';
import { ENTITIES } from '../database/entities.js';
import { contactsQuery, standingsQuery, teamQuery, workspacePlaceQuery } from './notification-recipients.repository.js';

describeSqlSnapshots(
  {
    dir: fileURLToPath(new URL('./notification-recipients.repository.sql', import.meta.url)),
    source: 'notification-recipients.repository.ts',
    cases: [
      {
        name: "A workspace's team: its owners and its account's owner",
        sql: (m) => teamQuery(m, '').getQueryAndParameters()[0],
      },
      {
        name: 'The contacts of a published workspace',
        sql: (m) => contactsQuery(m, { workspaceId: '' }).getQueryAndParameters()[0],
      },
      {
        name: 'One contact of a published workspace (a task assigned to them)',
        sql: (m) => contactsQuery(m, { workspaceId: '', userId: '' }).getQueryAndParameters()[0],
      },
      {
        name: 'Where a person stands in the workspaces of their due items (as their e-mail is sent)',
        sql: (m) => standingsQuery(m, { userId: '', workspaceIds: ['', ''] }).getQueryAndParameters()[0],
      },
      {
        name: "A workspace's name, whether it is published, and its organization's slug (its address)",
        sql: (m) => workspacePlaceQuery(m, '').getQueryAndParameters()[0],
      },
    ],
  },
  ENTITIES,
);
