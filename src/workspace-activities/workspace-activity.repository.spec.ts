import { fileURLToPath } from 'node:url';
import { describeSqlSnapshots } from '../common/testing/sql-snapshots.js';
import { ENTITIES } from '../database/entities.js';
import {
  assetCountedQuery,
  pageViewedQuery,
  timeSpentQuery,
  workspaceActedQuery,
  workspaceViewedQuery,
} from './workspace-activity.repository.js';

const now = '2026-12-09T08:00:00.000Z';

describeSqlSnapshots(
  {
    dir: fileURLToPath(new URL('./workspace-activity.repository.sql', import.meta.url)),
    source: 'workspace-activity.repository.ts',
    cases: [
      {
        name: "A page view by a contact new to the workspace: the workspace's views, last view and unique viewers",
        sql: (m) => workspaceViewedQuery(m, { workspaceId: 'w', now, newViewer: true }).getQueryAndParameters()[0],
      },
      {
        name: "A page view by a returning contact: the workspace's views and last view",
        sql: (m) => workspaceViewedQuery(m, { workspaceId: 'w', now, newViewer: false }).getQueryAndParameters()[0],
      },
      {
        name: "A view of a page by a contact new to it: the page's views and unique viewers",
        sql: (m) => pageViewedQuery(m, { workspacePageId: 'p', newViewer: true }).getQueryAndParameters()[0],
      },
      {
        name: "A view of a page the contact saw before: the page's views",
        sql: (m) => pageViewedQuery(m, { workspacePageId: 'p', newViewer: false }).getQueryAndParameters()[0],
      },
      {
        name: "An action (a task completed, a link clicked, a download, a message): the workspace's actions",
        sql: (m) => workspaceActedQuery(m, 'w').getQueryAndParameters()[0],
      },
      {
        name: 'An asset opened: its views',
        sql: (m) => assetCountedQuery(m, { assetId: 'a', counter: 'views' }).getQueryAndParameters()[0],
      },
      {
        name: 'An asset shared: its shares',
        sql: (m) => assetCountedQuery(m, { assetId: 'a', counter: 'shares' }).getQueryAndParameters()[0],
      },
      {
        name: "A beat's seconds added to the workspace's time spent (the seconds are part of the text)",
        sql: (m) => timeSpentQuery(m, { workspaceId: 'w', seconds: 15 }).getQueryAndParameters()[0],
      },
    ],
  },
  ENTITIES,
);
