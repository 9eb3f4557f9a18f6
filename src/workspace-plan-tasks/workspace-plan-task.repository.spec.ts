import { fileURLToPath } from 'node:url';
import { orderSnapshotCases } from '../common/testing/order-snapshots.js';
import { describeSqlSnapshots } from '../common/testing/sql-snapshots.js';
import { ENTITIES } from '../database/entities.js';
import { TASK_ORDER } from './workspace-plan-task.repository.js';

describeSqlSnapshots(
  {
    dir: fileURLToPath(new URL('./workspace-plan-task.repository.sql', import.meta.url)),
    source: 'workspace-plan-task.repository.ts',
    cases: orderSnapshotCases(TASK_ORDER, 'tasks'),
  },
  ENTITIES,
);
