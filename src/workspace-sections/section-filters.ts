import { ListFilters, type ParsedFilters, filterKinds as kind } from '../common/filters/list-filters.js';

/** The `filters` of GET /workspace-sections. */
export const SECTION_FILTERS = new ListFilters(
  { workspaceId: kind.id(), workspacePageId: kind.id() },
  {
    description:
      'workspacePageId: one page of your organization (its sections in order, by index); workspaceId: one ' +
      'workspace (its sections by page order, then index). Combinable.',
  },
);

export type SectionFilters = ParsedFilters<typeof SECTION_FILTERS>;
