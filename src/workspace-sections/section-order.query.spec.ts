import { fileURLToPath } from 'node:url';
import { orderSnapshotCases } from '../common/testing/order-snapshots.js';
import { describeSqlSnapshots } from '../common/testing/sql-snapshots.js';
import { ENTITIES } from '../database/entities.js';
import { SECTION_ORDER } from './section-order.query.js';

describeSqlSnapshots(
  {
    dir: fileURLToPath(new URL('./section-order.query.sql', import.meta.url)),
    source: 'section-order.query.ts',
    cases: orderSnapshotCases(SECTION_ORDER, 'sections'),
  },
  ENTITIES,
);
