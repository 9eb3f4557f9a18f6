import { OrderedPositions } from '../database/ordered-positions.query.js';
import { WorkspacePageEntity } from '../workspace-core/workspace-page.entity.js';

/**
 * A workspace's page order: `index` 0 to n - 1 among its pages, kept compact under the lock
 * workspace-pages:<workspace id>. Final SQL in page-order.query.sql/.
 */
export const PAGE_ORDER = new OrderedPositions({
  entity: WorkspacePageEntity,
  parent: 'workspaceId',
  position: 'index',
  lock: 'workspace-pages',
});
