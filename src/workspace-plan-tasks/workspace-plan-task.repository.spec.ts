import { fileURLToPath } from 'node:url';
import { orderSnapshotCases } from '../common/testing/order-snapshots.js';
import { describeSqlSnapshots } from '../common/testing/sql-snapshots.js';
import { ENTITIES } from '../database/entities.js';
import {
  TASK_ORDER,
  storeTaskProgressQuery,
  taskCountsQuery,
  tasksInPlanOrderQuery,
} from './workspace-plan-task.repository.js';

const window = { page: 2, limit: 20, offset: 20 };

describeSqlSnapshots(
  {
    dir: fileURLToPath(new URL('./workspace-plan-task.repository.sql', import.meta.url)),
    source: 'workspace-plan-task.repository.ts',
    cases: [
      ...orderSnapshotCases(TASK_ORDER, 'tasks'),
      {
        name: 'A page of one workspace’s tasks, by plan order then their order',
        sql: (m) =>
          tasksInPlanOrderQuery(m, {
            where: { organizationId: 'o', workspaceId: 'w' },
            window,
          }).getQueryAndParameters()[0],
      },
      {
        name: 'A workspace’s tasks counted, and its completed ones (taskProgress)',
        sql: (m) => taskCountsQuery(m, 'w').getQueryAndParameters()[0],
      },
      {
        name: 'The workspace’s taskProgress stored, when it changes',
        sql: (m) => storeTaskProgressQuery(m, { workspaceId: 'w', progress: 50, now: '' }).getQueryAndParameters()[0],
      },
    ],
  },
  ENTITIES,
);
