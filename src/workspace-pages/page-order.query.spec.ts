import { fileURLToPath } from 'node:url';
import { orderSnapshotCases } from '../common/testing/order-snapshots.js';
import { describeSqlSnapshots } from '../common/testing/sql-snapshots.js';
import { ENTITIES } from '../database/entities.js';
import { PAGE_ORDER } from './page-order.query.js';

describeSqlSnapshots(
  {
    dir: fileURLToPath(new URL('./page-order.query.sql', import.meta.url)),
    source: 'page-order.query.ts',
    cases: orderSnapshotCases(PAGE_ORDER, 'pages'),
  },
  ENTITIES,
);
