import { fileURLToPath } from 'node:url';
import { describeSqlSnapshots } from '../common/testing/sql-snapshots.js';
import { ENTITIES } from '../database/entities.js';
import { orderLengthQuery, shiftPositionsQuery } from './board-order.query.js';

describeSqlSnapshots(
  {
    dir: fileURLToPath(new URL('./board-order.query.sql', import.meta.url)),
    source: 'board-order.query.ts',
    cases: [
      {
        name: 'Length of the order (last position + 1)',
        sql: (m) => orderLengthQuery(m, '').getQueryAndParameters()[0],
      },
      {
        name: 'Insert at a position: it and the boards after it move down',
        sql: (m) => shiftPositionsQuery(m, '', { from: 0, step: '+ 1' }).getQueryAndParameters()[0],
      },
      {
        name: 'Remove: the boards after it move up',
        sql: (m) => shiftPositionsQuery(m, '', { after: 0, step: '- 1' }).getQueryAndParameters()[0],
      },
      {
        name: 'Move up the order: the boards in between move down',
        sql: (m) => shiftPositionsQuery(m, '', { from: 0, to: 1, step: '+ 1' }).getQueryAndParameters()[0],
      },
      {
        name: 'Move down the order: the boards in between move up',
        sql: (m) => shiftPositionsQuery(m, '', { from: 0, to: 1, step: '- 1' }).getQueryAndParameters()[0],
      },
    ],
  },
  ENTITIES,
);
