import { ApiProperty } from '@nestjs/swagger';
import type { PublicUrls } from '../common/http/public-urls.js';
import type { Shape } from '../common/properties/selection.js';
import type { UserFields } from '../users/user.resource.js';
import { CONVERSATION_FIELDS, ConversationEntryDoc, conversationFields } from './conversation.resource.js';
import type { WorkspaceMessageEntity } from './workspace-message.entity.js';

export { MessageAuthorDoc } from './conversation.resource.js';

export const WORKSPACE_MESSAGE_SHAPE: Shape = {
  name: 'workspaceMessage',
  always: ['id', 'object', 'url'],
  fields: ['workspaceId', ...CONVERSATION_FIELDS],
};

export class WorkspaceMessageDoc extends ConversationEntryDoc {
  @ApiProperty({ example: 'a1B2c3D4e5F6' }) id: string;
  @ApiProperty({ example: 'workspaceMessage', enum: ['workspaceMessage'] }) object: 'workspaceMessage';
  @ApiProperty({ example: 'http://localhost:3000/v1/workspace-messages/a1B2c3D4e5F6' }) url: string;
}

export function toWorkspaceMessageResource(
  message: WorkspaceMessageEntity,
  author: UserFields | undefined,
  urls: PublicUrls,
): WorkspaceMessageDoc {
  return {
    id: message.id,
    object: 'workspaceMessage',
    url: urls.of('workspace-messages', message.id),
    ...conversationFields(message, author, urls),
  };
}
