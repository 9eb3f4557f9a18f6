import { fileURLToPath } from 'node:url';
import { orderSnapshotCases } from '../common/testing/order-snapshots.js';
import { describeSqlSnapshots } from '../common/testing/sql-snapshots.js';
import { ENTITIES } from '../database/entities.js';
import { BOARD_ORDER } from './board.repository.js';

describeSqlSnapshots(
  {
    dir: fileURLToPath(new URL('./board.repository.sql', import.meta.url)),
    source: 'board.repository.ts',
    cases: orderSnapshotCases(BOARD_ORDER, 'boards'),
  },
  ENTITIES,
);
