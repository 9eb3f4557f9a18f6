import type { PublicUrls } from '../common/http/public-urls.js';
import { readModel } from '../common/read-model/read-model.js';
import { WorkspacePageEntity } from '../workspace-core/workspace-page.entity.js';

/** A page of a workspace. */
export const WORKSPACE_PAGE = readModel({
  entity: WorkspacePageEntity,
  object: 'workspacePage',
  collection: 'workspace-pages',
  docName: 'WorkspacePageDoc',
  idExample: 'g7H8i9J0k1L2',
  fields: (f) => ({
    workspaceId: f.stored('workspaceId', { example: 'k9L8m7N6o5P4' }),
    title: f.stored('title', { example: 'Welcome' }),
    index: f.stored('index', {
      example: 0,
      description: '0-based place among the workspace’s pages (compact: 0 to n - 1).',
    }),
    isHidden: f.stored('isHidden', {
      example: false,
      description: 'Dock’s show/hide: a hidden page is kept but not shown to visitors.',
    }),
    totalViews: f.stored('totalViews', {
      example: 12,
      description: 'Views of this page by signed-in contacts; one contact’s repeats within 5 minutes count once.',
    }),
    uniqueViewers: f.stored('uniqueViewers', { example: 2, description: 'Distinct contacts who viewed this page.' }),
    createdAt: f.stored('createdAt', { example: '2026-01-02T03:04:05.678Z' }),
    updatedAt: f.stored('updatedAt', { example: '2026-01-02T03:04:05.678Z' }),
  }),
});

export const WORKSPACE_PAGE_SHAPE = WORKSPACE_PAGE.shape;
export const WorkspacePageDoc = WORKSPACE_PAGE.Doc;
export type WorkspacePageDoc = InstanceType<typeof WorkspacePageDoc>;
export const toWorkspacePageResource = (page: WorkspacePageEntity, urls: PublicUrls): WorkspacePageDoc =>
  WORKSPACE_PAGE.toWire(page, urls, undefined);
