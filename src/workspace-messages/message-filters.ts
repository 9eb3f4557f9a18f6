import { ListFilters, type ParsedFilters, filterKinds as kind } from '../common/filters/list-filters.js';

/** The `filters` of the message list: one workspace (required), one message's replies, messages after an instant. */
export const MESSAGE_FILTERS = new ListFilters(
  { workspaceId: kind.id(), parentId: kind.id(), createdAfter: kind.instant() },
  {
    description:
      'workspaceId (required): one workspace of your organization; parentId: the replies to one message; ' +
      'createdAfter: messages created after an ISO 8601 instant (to catch up after the last one seen).',
  },
);

export type MessageFilters = ParsedFilters<typeof MESSAGE_FILTERS>;
