import { ListFilters, type ParsedFilters, filterKinds as kind } from '../common/filters/list-filters.js';
import { ACTIVITY_TYPES } from './workspace-activity.entity.js';

/** The `filters` of the activity list: one workspace, one contact, one kind of act. */
export const ACTIVITY_FILTERS = new ListFilters(
  { workspaceId: kind.id(), userId: kind.id(), type: kind.oneOf(ACTIVITY_TYPES) },
  {
    description:
      'workspaceId: one workspace of your organization; userId: one contact (a user of your organization); ' +
      `type: one of ${ACTIVITY_TYPES.join(', ')}.`,
  },
);

export type ActivityFilters = ParsedFilters<typeof ACTIVITY_FILTERS>;
