import { ListFilters, type ParsedFilters, filterKinds as kind } from '../common/filters/list-filters.js';

/** The `filters` of GET /workspace-forms. */
export const FORM_FILTERS = new ListFilters(
  { workspaceId: kind.id(), workspacePageId: kind.id() },
  {
    description:
      "workspaceId: one workspace's forms, by page order then their place in the page; workspacePageId: one " +
      "page's forms in their order. Combinable. An id of another organization matches nothing.",
  },
);

export type FormFilters = ParsedFilters<typeof FORM_FILTERS>;
