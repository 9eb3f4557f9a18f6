import { OrderedPositions } from '../database/ordered-positions.query.js';
import { WorkspaceSectionEntity } from './workspace-section.entity.js';

/**
 * A page's section order: `index` 0 to n - 1 among the page's sections, kept compact. Locked per workspace
 * (workspace-sections:<workspace id>), not per page: a section moved between two pages of its workspace takes one
 * lock, and a page deletion takes it to keep sections from being added to the page meanwhile. Final SQL in
 * section-order.query.sql/.
 */
export const SECTION_ORDER = new OrderedPositions({
  entity: WorkspaceSectionEntity,
  parent: 'workspacePageId',
  position: 'index',
  lock: 'workspace-sections',
});
