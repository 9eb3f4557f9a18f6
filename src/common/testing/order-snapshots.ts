import type { ObjectLiteral } from 'typeorm';
import type { OrderedPositions } from '../../database/ordered-positions.js';
import type { SqlSnapshotCase } from './sql-snapshots.js';

/**
 * Every statement an ordered table's declaration runs (database/ordered-positions.ts), for the snapshot spec
 * next to the declaration; `rows` names the ordered rows in the case titles (`boards`, `pages`).
 */
export function orderSnapshotCases<E extends ObjectLiteral>(
  order: OrderedPositions<E>,
  rows: string,
): SqlSnapshotCase[] {
  return [
    {
      name: 'Length of the order (last position + 1)',
      sql: (m) => order.lengthQuery(m, '').getQueryAndParameters()[0],
    },
    {
      name: `Insert at a position: it and the ${rows} after it move down`,
      sql: (m) => order.shiftQuery(m, '', { from: 0, step: '+ 1' }).getQueryAndParameters()[0],
    },
    {
      name: `Remove: the ${rows} after it move up`,
      sql: (m) => order.shiftQuery(m, '', { after: 0, step: '- 1' }).getQueryAndParameters()[0],
    },
    {
      name: `Move up the order: the ${rows} in between move down`,
      sql: (m) => order.shiftQuery(m, '', { from: 0, to: 1, step: '+ 1' }).getQueryAndParameters()[0],
    },
    {
      name: `Move down the order: the ${rows} in between move up`,
      sql: (m) => order.shiftQuery(m, '', { from: 0, to: 1, step: '- 1' }).getQueryAndParameters()[0],
    },
  ];
}
