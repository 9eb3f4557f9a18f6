import { fileURLToPath } from 'node:url';
import { describeSqlSnapshots } from '../common/testing/sql-snapshots.js';
import { ENTITIES } from '../database/entities.js';
import { defaultPlanPageQuery, shownTasksQuery, visiblePagesQuery } from './workspace-content.repository.js';

describeSqlSnapshots(
  {
    dir: fileURLToPath(new URL('./workspace-content.repository.sql', import.meta.url)),
    source: 'workspace-content.repository.ts',
    cases: [
      {
        name: "The navigation: the workspace's visible pages in order, each saying whether it shows a plan",
        sql: (m) => visiblePagesQuery(m, 'w').getQueryAndParameters()[0],
      },
      {
        name: 'Whether the workspace gets the default plan page (a plan, and no plan section placed anywhere)',
        sql: (m) => defaultPlanPageQuery(m, 'w').getQueryAndParameters()[0],
      },
      {
        name: 'The tasks a visitor may act on among those named (a tick, a task link, a comment on a task)',
        sql: (m) => shownTasksQuery(m, { workspaceId: 'w', taskIds: ['a', 'b'] }).getQueryAndParameters()[0],
      },
    ],
  },
  ENTITIES,
);
