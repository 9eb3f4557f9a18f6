import { fileURLToPath } from 'node:url';
import { orderSnapshotCases } from '../common/testing/order-snapshots.js';
import { describeSqlSnapshots } from '../common/testing/sql-snapshots.js';
import { ENTITIES } from '../database/entities.js';
import { TASK_ORDER } from './task-order.query.js';

describeSqlSnapshots(
  {
    dir: fileURLToPath(new URL('./task-order.query.sql', import.meta.url)),
    source: 'task-order.query.ts',
    cases: orderSnapshotCases(TASK_ORDER, 'tasks'),
  },
  ENTITIES,
);
