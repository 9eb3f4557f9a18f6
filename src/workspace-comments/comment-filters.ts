import { ListFilters, type ParsedFilters, filterKinds as kind } from '../common/filters/list-filters.js';
import { SUBJECT_TYPES } from './comment-subject.js';

/** The `filters` of the comment list: one workspace (required), one subject, one comment's replies, an instant. */
export const COMMENT_FILTERS = new ListFilters(
  {
    workspaceId: kind.id(),
    subjectType: kind.oneOf(SUBJECT_TYPES),
    subjectId: kind.id(),
    parentId: kind.id(),
    createdAfter: kind.instant(),
  },
  {
    description:
      'workspaceId (required): one workspace of your organization; subjectType and subjectId (together): the ' +
      'comments on one task, section or file; parentId: the replies to one comment; createdAfter: comments created ' +
      'after an ISO 8601 instant (to catch up after the last one seen).',
  },
);

export type CommentFilters = ParsedFilters<typeof COMMENT_FILTERS>;
