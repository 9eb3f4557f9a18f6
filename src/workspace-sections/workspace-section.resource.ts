import { ApiProperty } from '@nestjs/swagger';
import type { PublicUrls } from '../common/http/public-urls.js';
import type { Shape } from '../common/properties/selection.js';
import { SECTION_KINDS, type SectionKind } from '../templates/section-content.js';
import type { WorkspaceSectionEntity } from './workspace-section.entity.js';

export const WORKSPACE_SECTION_SHAPE: Shape = {
  name: 'workspaceSection',
  always: ['id', 'object', 'url'],
  fields: [
    'workspaceId',
    'workspacePageId',
    'title',
    'index',
    'isHidden',
    'kind',
    'text',
    'workspacePlanId',
    'assetIds',
    'linkUrl',
    'fileId',
    'createdAt',
    'updatedAt',
  ],
};

const ofKind = (kind: SectionKind, more = ''): string => `For kind \`${kind}\`; null for every other kind.${more}`;

export class WorkspaceSectionDoc {
  @ApiProperty({ example: 's5T6u7V8w9X0' }) id: string;
  @ApiProperty({ example: 'workspaceSection', enum: ['workspaceSection'] }) object: 'workspaceSection';
  @ApiProperty({ example: 'http://localhost:3000/v1/workspace-sections/s5T6u7V8w9X0' }) url: string;
  @ApiProperty({ example: 'k9L8m7N6o5P4', description: 'The workspace of its page.' }) workspaceId: string;
  @ApiProperty({ example: 'g7H8i9J0k1L2' }) workspacePageId: string;
  @ApiProperty({ example: 'Our plan together' }) title: string;
  @ApiProperty({ example: 0, description: '0-based place among its page’s sections (compact: 0 to n - 1).' })
  index: number;
  @ApiProperty({ example: false, description: 'Hidden from visitors.' }) isHidden: boolean;
  @ApiProperty({ enum: SECTION_KINDS, example: 'plan', description: 'Which one content field the section shows.' })
  kind: SectionKind;
  @ApiProperty({ example: null, nullable: true, type: String, description: ofKind('text', ' Markdown.') })
  text: string | null;
  @ApiProperty({
    example: 'p1Q2r3S4t5U6',
    nullable: true,
    type: String,
    description: ofKind('plan', ' A plan of the same workspace; null too once that plan is deleted.'),
  })
  workspacePlanId: string | null;
  @ApiProperty({
    example: null,
    nullable: true,
    type: [String],
    description: ofKind('assets', ' In display order; an asset deleted since drops out.'),
  })
  assetIds: string[] | null;
  @ApiProperty({ example: null, nullable: true, type: String, description: ofKind('link', ' http or https.') })
  linkUrl: string | null;
  @ApiProperty({
    example: null,
    nullable: true,
    type: String,
    description: ofKind('file', ' null too once that file is deleted.'),
  })
  fileId: string | null;
  @ApiProperty({ example: '2026-01-02T03:04:05.678Z' }) createdAt: string;
  @ApiProperty({ example: '2026-01-02T03:04:05.678Z' }) updatedAt: string;
}

/** `existingAssets`: the ids of assetIds that still exist (loaded when assetIds is selected); others drop out. */
export function toWorkspaceSectionResource(
  section: WorkspaceSectionEntity,
  { urls, existingAssets }: { urls: PublicUrls; existingAssets: ReadonlySet<string> | null },
): WorkspaceSectionDoc {
  return {
    id: section.id,
    object: 'workspaceSection',
    url: urls.of('workspace-sections', section.id),
    workspaceId: section.workspaceId,
    workspacePageId: section.workspacePageId,
    title: section.title,
    index: section.index,
    isHidden: section.isHidden,
    kind: section.kind,
    text: section.text,
    workspacePlanId: section.workspacePlanId,
    assetIds: section.assetIds && section.assetIds.filter((id) => existingAssets?.has(id) ?? true),
    linkUrl: section.linkUrl,
    fileId: section.fileId,
    createdAt: section.createdAt,
    updatedAt: section.updatedAt,
  };
}
