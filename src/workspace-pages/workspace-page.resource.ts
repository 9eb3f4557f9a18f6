import { ApiProperty } from '@nestjs/swagger';
import type { PublicUrls } from '../common/http/public-urls.js';
import type { Shape } from '../common/properties/selection.js';
import type { WorkspacePageEntity } from '../workspace-core/workspace-page.entity.js';

export const WORKSPACE_PAGE_SHAPE: Shape = {
  name: 'workspacePage',
  always: ['id', 'object', 'url'],
  fields: ['workspaceId', 'title', 'index', 'isHidden', 'totalViews', 'uniqueViewers', 'createdAt', 'updatedAt'],
};

export class WorkspacePageDoc {
  @ApiProperty({ example: 'g7H8i9J0k1L2' }) id: string;
  @ApiProperty({ example: 'workspacePage', enum: ['workspacePage'] }) object: 'workspacePage';
  @ApiProperty({ example: 'http://localhost:3000/v1/workspace-pages/g7H8i9J0k1L2' }) url: string;
  @ApiProperty({ example: 'k9L8m7N6o5P4' }) workspaceId: string;
  @ApiProperty({ example: 'Welcome' }) title: string;
  @ApiProperty({ example: 0, description: '0-based place among the workspace’s pages (compact: 0 to n - 1).' })
  index: number;
  @ApiProperty({ example: false, description: 'Dock’s show/hide: a hidden page is kept but not shown to visitors.' })
  isHidden: boolean;
  @ApiProperty({
    example: 12,
    description: 'Views of this page by signed-in contacts; one contact’s repeats within 5 minutes count once.',
  })
  totalViews: number;
  @ApiProperty({ example: 2, description: 'Distinct contacts who viewed this page.' })
  uniqueViewers: number;
  @ApiProperty({ example: '2026-01-02T03:04:05.678Z' }) createdAt: string;
  @ApiProperty({ example: '2026-01-02T03:04:05.678Z' }) updatedAt: string;
}

export function toWorkspacePageResource(page: WorkspacePageEntity, urls: PublicUrls): WorkspacePageDoc {
  return {
    id: page.id,
    object: 'workspacePage',
    url: urls.of('workspace-pages', page.id),
    workspaceId: page.workspaceId,
    title: page.title,
    index: page.index,
    isHidden: page.isHidden,
    totalViews: page.totalViews,
    uniqueViewers: page.uniqueViewers,
    createdAt: page.createdAt,
    updatedAt: page.updatedAt,
  };
}
