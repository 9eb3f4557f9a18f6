import { OrderedPositions } from '../database/ordered-positions.js';
import { BoardEntity } from '../tag-links/board.entity.js';

/**
 * The organization's board order: positions 0 to n - 1, kept compact under the order's lock (board-order:<org>).
 * The statements that move boards in it are the shared ordering's; their final SQL is in board.repository.sql/.
 */
export const BOARD_ORDER = new OrderedPositions({
  entity: BoardEntity,
  parent: 'organizationId',
  position: 'position',
  lock: { key: 'board-order' },
});
