import { fileURLToPath } from 'node:url';
import { orderSnapshotCases } from '../common/testing/order-snapshots.js';
import { describeSqlSnapshots } from '../common/testing/sql-snapshots.js';
import { ENTITIES } from '../database/entities.js';
import { PLAN_ORDER } from './plan-order.query.js';

describeSqlSnapshots(
  {
    dir: fileURLToPath(new URL('./plan-order.query.sql', import.meta.url)),
    source: 'plan-order.query.ts',
    cases: orderSnapshotCases(PLAN_ORDER, 'plans'),
  },
  ENTITIES,
);
