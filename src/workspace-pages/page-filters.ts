import { ListFilters, filterKinds as kind } from '../common/filters/list-filters.js';

/** The `filters` of GET /workspace-pages. */
export const PAGE_FILTERS = new ListFilters(
  { workspaceId: kind.id() },
  { description: 'workspaceId: one workspace of your organization (its pages in order, by index).' },
);
