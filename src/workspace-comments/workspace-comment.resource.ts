import { ApiProperty } from '@nestjs/swagger';
import type { PublicUrls } from '../common/http/public-urls.js';
import type { Shape } from '../common/properties/selection.js';
import type { UserFields } from '../users/user.resource.js';
import {
  CONVERSATION_FIELDS,
  ConversationEntryDoc,
  conversationFields,
} from '../workspace-messages/conversation.resource.js';
import { CommentSubjectDoc, subjectOf } from './comment-subject.js';
import type { WorkspaceCommentEntity } from './workspace-comment.entity.js';

export const WORKSPACE_COMMENT_SHAPE: Shape = {
  name: 'workspaceComment',
  always: ['id', 'object', 'url'],
  fields: ['workspaceId', 'subject', ...CONVERSATION_FIELDS],
};

export class WorkspaceCommentDoc extends ConversationEntryDoc {
  @ApiProperty({ example: 'a1B2c3D4e5F6' }) id: string;
  @ApiProperty({ example: 'workspaceComment', enum: ['workspaceComment'] }) object: 'workspaceComment';
  @ApiProperty({ example: 'http://localhost:3000/v1/workspace-comments/a1B2c3D4e5F6' }) url: string;
  @ApiProperty({ type: CommentSubjectDoc, description: 'The task, section or file it is on.' })
  subject: CommentSubjectDoc;
}

export function toWorkspaceCommentResource(
  comment: WorkspaceCommentEntity,
  author: UserFields | undefined,
  urls: PublicUrls,
): WorkspaceCommentDoc {
  const { workspaceId, ...rest } = conversationFields(comment, author, urls);
  return {
    id: comment.id,
    object: 'workspaceComment',
    url: urls.of('workspace-comments', comment.id),
    workspaceId,
    subject: subjectOf(comment),
    ...rest,
  };
}
