import type { PublicUrls } from '../common/http/public-urls.js';
import { readModel } from '../common/read-model/read-model.js';
import type { UserFields } from '../users/user.resource.js';
import { authorOf, conversationFields } from './conversation.resource.js';
import { WorkspaceMessageEntity } from './workspace-message.entity.js';

export { MessageAuthorDoc } from './conversation.resource.js';

/** A message of a workspace's thread. */
export const WORKSPACE_MESSAGE = readModel({
  entity: WorkspaceMessageEntity,
  object: 'workspaceMessage',
  collection: 'workspace-messages',
  docName: 'WorkspaceMessageDoc',
  fields: (f) => ({
    workspaceId: f.stored('workspaceId', { example: 'k9L8m7N6o5P4' }),
    ...conversationFields(f),
  }),
});

export const WORKSPACE_MESSAGE_SHAPE = WORKSPACE_MESSAGE.shape;
export const WorkspaceMessageDoc = WORKSPACE_MESSAGE.Doc;
export type WorkspaceMessageDoc = InstanceType<typeof WorkspaceMessageDoc>;

export function toWorkspaceMessageResource(
  message: WorkspaceMessageEntity,
  author: UserFields | undefined,
  urls: PublicUrls,
): WorkspaceMessageDoc {
  return WORKSPACE_MESSAGE.toWire(message, urls, undefined, { author: authorOf(message, author, urls) });
}
