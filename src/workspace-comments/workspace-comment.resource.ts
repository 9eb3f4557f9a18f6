import type { PublicUrls } from '../common/http/public-urls.js';
import { readModel } from '../common/read-model/read-model.js';
import type { UserFields } from '../users/user.resource.js';
import { authorOf, conversationFields } from '../workspace-messages/conversation.resource.js';
import { CommentSubjectDoc, subjectOf } from './comment-subject.js';
import { WorkspaceCommentEntity } from './workspace-comment.entity.js';

/** A comment on a plan task, a section or a file of a workspace. */
export const WORKSPACE_COMMENT = readModel({
  entity: WorkspaceCommentEntity,
  object: 'workspaceComment',
  collection: 'workspace-comments',
  docName: 'WorkspaceCommentDoc',
  fields: (f) => ({
    workspaceId: f.stored('workspaceId', { example: 'k9L8m7N6o5P4' }),
    subject: f.computed(
      {
        reads: ['subjectType', 'workspacePlanTaskId', 'workspaceSectionId', 'fileId'],
        js: subjectOf,
        // The subject's id is in the one column of its type, the others null (SubjectColumns).
        sql: ({ column, w }) =>
          w.object([
            ['type', w.value(column('subjectType'))],
            [
              'id',
              w.value(
                `COALESCE(${column('workspacePlanTaskId')}, ${column('workspaceSectionId')}, ${column('fileId')})`,
              ),
            ],
          ]),
      },
      { type: CommentSubjectDoc, description: 'The task, section or file it is on.' },
    ),
    ...conversationFields(f),
  }),
});

export const WORKSPACE_COMMENT_SHAPE = WORKSPACE_COMMENT.shape;
export const WorkspaceCommentDoc = WORKSPACE_COMMENT.Doc;
export type WorkspaceCommentDoc = InstanceType<typeof WorkspaceCommentDoc>;

export function toWorkspaceCommentResource(
  comment: WorkspaceCommentEntity,
  author: UserFields | undefined,
  urls: PublicUrls,
): WorkspaceCommentDoc {
  return WORKSPACE_COMMENT.toWire(comment, urls, undefined, { author: authorOf(comment, author, urls) });
}
