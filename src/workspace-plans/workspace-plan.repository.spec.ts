import { fileURLToPath } from 'node:url';
import { orderSnapshotCases } from '../common/testing/order-snapshots.js';
import { describeSqlSnapshots } from '../common/testing/sql-snapshots.js';
import { ENTITIES } from '../database/entities.js';
import { PLAN_ORDER } from './workspace-plan.repository.js';

describeSqlSnapshots(
  {
    dir: fileURLToPath(new URL('./workspace-plan.repository.sql', import.meta.url)),
    source: 'workspace-plan.repository.ts',
    cases: orderSnapshotCases(PLAN_ORDER, 'plans'),
  },
  ENTITIES,
);
