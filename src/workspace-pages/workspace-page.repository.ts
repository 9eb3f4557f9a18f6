import type { EntityManager } from 'typeorm';
import { OrderedPositions } from '../database/ordered-positions.js';
import { WORKSPACE_ROW_LOCK, WORKSPACE_STRUCTURE_BOUNDS, capacity } from '../workspace-core/structure-order.js';
import { WorkspacePageEntity } from '../workspace-core/workspace-page.entity.js';

/**
 * A workspace's page order: `index` 0 to n - 1 among its pages, kept compact under the workspace's row lock (the lock
 * a deletion of the workspace takes before it cascades into the pages). Final SQL in workspace-page.repository.sql/.
 */
export const PAGE_ORDER = new OrderedPositions({
  entity: WorkspacePageEntity,
  parent: 'workspaceId',
  position: 'index',
  lock: WORKSPACE_ROW_LOCK,
  capacity: capacity(WORKSPACE_STRUCTURE_BOUNDS.pages, { parent: 'a workspace', rows: 'pages' }),
});

export async function insertPage(m: EntityManager, page: WorkspacePageEntity): Promise<void> {
  await m.insert(WorkspacePageEntity, page);
}

export async function updatePage(m: EntityManager, id: string, changes: Partial<WorkspacePageEntity>): Promise<void> {
  await m.update(WorkspacePageEntity, { id }, changes);
}

/** The page; its sections go by cascade. */
export async function deletePage(m: EntityManager, id: string): Promise<void> {
  await m.delete(WorkspacePageEntity, { id });
}
