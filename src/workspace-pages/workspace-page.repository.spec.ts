import { fileURLToPath } from 'node:url';
import { orderSnapshotCases } from '../common/testing/order-snapshots.js';
import { describeSqlSnapshots } from '../common/testing/sql-snapshots.js';
import { ENTITIES } from '../database/entities.js';
import { PAGE_ORDER } from './workspace-page.repository.js';

describeSqlSnapshots(
  {
    dir: fileURLToPath(new URL('./workspace-page.repository.sql', import.meta.url)),
    source: 'workspace-page.repository.ts',
    cases: orderSnapshotCases(PAGE_ORDER, 'pages'),
  },
  ENTITIES,
);
