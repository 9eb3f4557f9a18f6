import type { SectionKind } from '../templates/section-content.js';
import type { SectionContent } from './section-kind.rules.js';
import type { WorkspaceSectionEntity } from './workspace-section.entity.js';

/** What a PATCH may set besides the section's place: its title, visibility, kind and (whole) content. */
export type SectionPatch = SectionContent & { title?: string; isHidden?: boolean; kind?: SectionKind };

const SCALARS = ['title', 'isHidden', 'kind', 'text', 'workspacePlanId', 'linkUrl', 'fileId'] as const;

/**
 * The columns a PATCH changes: only values that differ from the stored ones, so a body repeating the section as it
 * is changes nothing. `content` is whole (sectionContent): the fields of other kinds are null, clearing them.
 */
export function sectionChanges(section: WorkspaceSectionEntity, patch: SectionPatch): Partial<WorkspaceSectionEntity> {
  const changes: Partial<WorkspaceSectionEntity> = {};
  for (const key of SCALARS) {
    const value = patch[key];
    if (value !== undefined && value !== section[key]) Object.assign(changes, { [key]: value });
  }
  if (JSON.stringify(patch.assetIds) !== JSON.stringify(section.assetIds)) changes.assetIds = patch.assetIds;
  if (JSON.stringify(patch.form) !== JSON.stringify(section.form)) changes.form = patch.form;
  return changes;
}
