import { OrderedPositions } from '../database/ordered-positions.query.js';
import { WORKSPACE_ROW_LOCK, WORKSPACE_STRUCTURE_BOUNDS, capacity } from '../workspace-core/structure-order.js';
import { WorkspaceSectionEntity } from './workspace-section.entity.js';

/**
 * A page's section order: `index` 0 to n - 1 among the page's sections, kept compact. Locked per workspace, with the
 * workspace's row lock, as the page order is: a section moved between two pages takes one lock, a page deletion
 * holds it while sections would be added to the page, and a workspace deletion (which takes it first) never
 * deadlocks with a move. Final SQL in section-order.query.sql/.
 */
export const SECTION_ORDER = new OrderedPositions({
  entity: WorkspaceSectionEntity,
  parent: 'workspacePageId',
  position: 'index',
  lock: WORKSPACE_ROW_LOCK,
  capacity: capacity(WORKSPACE_STRUCTURE_BOUNDS.sectionsPerPage, { parent: 'a page', rows: 'sections' }),
});
