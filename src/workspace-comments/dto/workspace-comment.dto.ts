import { IdField, NestedField } from '../../common/validation/fields.js';
import { PageQuery } from '../../common/pagination/page.query.js';
import { PropertiesField } from '../../common/properties/properties.field.js';
import { FiltersField } from '../../common/filters/filters.field.js';
import { MessageBodyField } from '../../workspace-messages/message-body.js';
import { COMMENT_FILTERS } from '../comment-filters.js';
import { CommentSubjectDoc } from '../comment-subject.js';
import { WORKSPACE_COMMENT_SHAPE } from '../workspace-comment.resource.js';

export class CreateWorkspaceCommentDto {
  @IdField({ description: 'A workspace of your organization with messagesEnabled on.' })
  workspaceId: string;

  @NestedField(CommentSubjectDoc, {
    description: 'What it is on: a task or section of the workspace, or a file one of its file sections shows.',
    example: { type: 'workspacePlanTask', id: 'a1B2c3D4e5F6' },
  })
  subject: CommentSubjectDoc;

  @IdField({
    description: 'The person of your organization the comment is written on behalf of (its author, kind `team`).',
  })
  userId: string;

  @MessageBodyField()
  body: string;

  @IdField({
    optional: true,
    description: 'Replies to this comment on the same subject (a reply to a reply replies to its parent).',
  })
  parentId?: string;
}

export class UpdateWorkspaceCommentDto {
  @IdField({
    optional: true,
    description:
      "Who edits, who must be the comment's author. Without it the team edits as itself, which it may do only to " +
      "the team's comments: a contact's words are never changed by the team.",
  })
  userId?: string;

  @MessageBodyField()
  body: string;
}

export class ListWorkspaceCommentsQuery extends PageQuery {
  @PropertiesField(WORKSPACE_COMMENT_SHAPE)
  properties?: string[];

  @FiltersField(COMMENT_FILTERS)
  filters?: string | Record<string, unknown>;
}

export class WorkspaceCommentPropertiesQuery {
  @PropertiesField(WORKSPACE_COMMENT_SHAPE)
  properties?: string[];
}
