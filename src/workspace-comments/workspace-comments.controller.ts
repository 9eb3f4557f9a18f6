import { Body, Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { EmptyQuery } from '../common/http/empty.query.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import type { OrgContext } from '../common/http/request.js';
import { listed, resourceRoutes } from '../common/http/routes.js';
import { type RowTarget, Target } from '../common/http/target.js';
import { etagged } from '../common/http/versioned.js';
import {
  CreateWorkspaceCommentDto,
  ListWorkspaceCommentsQuery,
  UpdateWorkspaceCommentDto,
  WorkspaceCommentPropertiesQuery,
} from './dto/workspace-comment.dto.js';
import { WorkspaceCommentDoc } from './workspace-comment.resource.js';
import { WorkspaceCommentsService } from './workspace-comments.service.js';

const routes = resourceRoutes({
  one: 'workspaceComment',
  many: 'workspaceComments',
  type: WorkspaceCommentDoc,
  location: 'workspace-comments',
});

@ApiTags('Workspace comments')
@ApiBearerAuth()
@Controller('v1/workspace-comments')
export class WorkspaceCommentsController {
  constructor(private readonly comments: WorkspaceCommentsService) {}

  @routes.list({
    summary: 'List workspace comments',
    description:
      "Oldest first. `filters[workspaceId]` is required: all of one workspace's comments, replies included; " +
      '`filters[subjectType]` with `filters[subjectId]` those on one task, section or file; `filters[parentId]` ' +
      "one comment's replies; `filters[createdAfter]` what came after an instant.",
  })
  async listWorkspaceComments(@CurrentOrg() org: OrgContext, @ParsedQuery() q: ListWorkspaceCommentsQuery) {
    return listed('workspaceComments', await this.comments.list(org, q));
  }

  @routes.get({
    summary: 'Retrieve a workspace comment',
    description: 'A comment on a task, section or file, or a reply to one; a deleted one is a tombstone without body.',
  })
  async getWorkspaceComment(@Target() t: RowTarget, @ParsedQuery() q: WorkspaceCommentPropertiesQuery) {
    return etagged('workspaceComment', await this.comments.get(t.org, t.id, q.properties));
  }

  @routes.create({
    summary: 'Create a workspace comment',
    description:
      'Comments on a task or section of the workspace, or on a file one of its file sections shows, on behalf of ' +
      '`userId` (author kind `team`), or replies with `parentId`. 409 when the workspace has messagesEnabled off ' +
      '(comments follow the conversations switch) or holds the most comments it may. Answers 200 (as Dock does) ' +
      'with a Location header.',
    status: 200,
    errors: [409],
  })
  async createWorkspaceComment(
    @CurrentOrg() org: OrgContext,
    @Body() dto: CreateWorkspaceCommentDto,
    @ParsedQuery() q: WorkspaceCommentPropertiesQuery,
  ) {
    return { workspaceComment: await this.comments.create(org, dto, q.properties) };
  }

  @routes.update({
    summary: "Edit a workspace comment's body",
    description:
      'Only its author edits a comment: `userId` names them (403 when it is someone else); without it the team ' +
      "edits its own comments, never a contact's (403). `editedAt` records when. 409 once deleted.",
    errors: [403, 409],
  })
  async updateWorkspaceComment(
    @Target() t: RowTarget,
    @Body() dto: UpdateWorkspaceCommentDto,
    @ParsedQuery() q: WorkspaceCommentPropertiesQuery,
  ) {
    return etagged(
      'workspaceComment',
      await this.comments.update(t.org, t.id, dto, q.properties, { ifMatch: t.ifMatch }),
    );
  }

  @routes.remove({
    summary: 'Delete a workspace comment',
    description:
      'Moderation: any comment, whoever wrote it. It stays as a tombstone (body null, deletedAt set) so its ' +
      'replies keep their place.',
  })
  async deleteWorkspaceComment(@Target() t: RowTarget, @ParsedQuery() _q: EmptyQuery) {
    return this.comments.remove(t.org, t.id, { ifMatch: t.ifMatch });
  }
}
