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
  CreateWorkspaceMessageDto,
  ListWorkspaceMessagesQuery,
  UpdateWorkspaceMessageDto,
  WorkspaceMessagePropertiesQuery,
} from './dto/workspace-message.dto.js';
import { WorkspaceMessageDoc } from './workspace-message.resource.js';
import { WorkspaceMessagesService } from './workspace-messages.service.js';

const routes = resourceRoutes({
  one: 'workspaceMessage',
  many: 'workspaceMessages',
  type: WorkspaceMessageDoc,
  location: 'workspace-messages',
});

@ApiTags('Workspace messages')
@ApiBearerAuth()
@Controller('v1/workspace-messages')
export class WorkspaceMessagesController {
  constructor(private readonly messages: WorkspaceMessagesService) {}

  @routes.list({
    summary: 'List workspace messages',
    description:
      "Oldest first. `filters[workspaceId]` is required: one workspace's thread, replies included; " +
      "`filters[parentId]` one message's replies; `filters[createdAfter]` what came after an instant.",
  })
  async listWorkspaceMessages(@CurrentOrg() org: OrgContext, @ParsedQuery() q: ListWorkspaceMessagesQuery) {
    return listed('workspaceMessages', await this.messages.list(org, q));
  }

  @routes.get({
    summary: 'Retrieve a workspace message',
    description: 'A message of a workspace thread, or a reply to one; a deleted one is a tombstone without body.',
  })
  async getWorkspaceMessage(@Target() t: RowTarget, @ParsedQuery() q: WorkspaceMessagePropertiesQuery) {
    return etagged('workspaceMessage', await this.messages.get(t.org, t.id, q.properties));
  }

  @routes.create({
    summary: 'Create a workspace message',
    description:
      'Writes in the workspace thread on behalf of `userId` (author kind `team`), or replies with `parentId`. ' +
      '409 when the workspace has messagesEnabled off or holds the most messages it may. Answers 200 (as Dock ' +
      'does) with a Location header.',
    status: 200,
    errors: [409],
  })
  async createWorkspaceMessage(
    @CurrentOrg() org: OrgContext,
    @Body() dto: CreateWorkspaceMessageDto,
    @ParsedQuery() q: WorkspaceMessagePropertiesQuery,
  ) {
    return { workspaceMessage: await this.messages.create(org, dto, q.properties) };
  }

  @routes.update({
    summary: "Edit a workspace message's body",
    description:
      'Only its author edits a message: `userId` names them (403 when it is someone else); without it the team ' +
      "edits its own messages, never a contact's (403). `editedAt` records when. 409 once deleted.",
    errors: [403, 409],
  })
  async updateWorkspaceMessage(
    @Target() t: RowTarget,
    @Body() dto: UpdateWorkspaceMessageDto,
    @ParsedQuery() q: WorkspaceMessagePropertiesQuery,
  ) {
    return etagged(
      'workspaceMessage',
      await this.messages.update(t.org, t.id, dto, q.properties, { ifMatch: t.ifMatch }),
    );
  }

  @routes.remove({
    summary: 'Delete a workspace message',
    description:
      'Moderation: any message, whoever wrote it. It stays in the thread as a tombstone (body null, deletedAt ' +
      'set) so its replies keep their place.',
  })
  async deleteWorkspaceMessage(@Target() t: RowTarget, @ParsedQuery() _q: EmptyQuery) {
    return this.messages.remove(t.org, t.id, { ifMatch: t.ifMatch });
  }
}
