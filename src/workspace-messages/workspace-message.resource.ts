import { ApiProperty } from '@nestjs/swagger';
import type { PublicUrls } from '../common/http/public-urls.js';
import type { Shape } from '../common/properties/selection.js';
import { UserDoc, type UserFields, toUserResource } from '../users/user.resource.js';
import { AUTHOR_KINDS, type AuthorKind } from './message-author.js';
import type { WorkspaceMessageEntity } from './workspace-message.entity.js';

export const WORKSPACE_MESSAGE_SHAPE: Shape = {
  name: 'workspaceMessage',
  always: ['id', 'object', 'url'],
  fields: [
    'workspaceId',
    'parentId',
    'body',
    'author',
    'replyCount',
    'editedAt',
    'deletedAt',
    'createdAt',
    'updatedAt',
  ],
};

const TIMESTAMP = '2026-01-02T03:04:05.678Z';

export class MessageAuthorDoc {
  @ApiProperty({
    enum: AUTHOR_KINDS,
    example: 'team',
    description: 'team: written through the API; contact: on the page.',
  })
  kind: AuthorKind;
  @ApiProperty({ type: UserDoc, nullable: true, description: 'Null once the user is deleted.' })
  user: UserDoc | null;
}

export class WorkspaceMessageDoc {
  @ApiProperty({ example: 'a1B2c3D4e5F6' }) id: string;
  @ApiProperty({ example: 'workspaceMessage', enum: ['workspaceMessage'] }) object: 'workspaceMessage';
  @ApiProperty({ example: 'http://localhost:3000/v1/workspace-messages/a1B2c3D4e5F6' }) url: string;
  @ApiProperty({ example: 'k9L8m7N6o5P4' }) workspaceId: string;
  @ApiProperty({
    example: null,
    nullable: true,
    type: String,
    description: 'The message this one replies to; null for a message of the thread itself.',
  })
  parentId: string | null;
  @ApiProperty({
    example: 'Could you share the **security questionnaire** before Friday?',
    nullable: true,
    type: String,
    description: 'Markdown; null once deleted.',
  })
  body: string | null;
  @ApiProperty({ type: MessageAuthorDoc }) author: MessageAuthorDoc;
  @ApiProperty({ example: 0, description: 'Replies not deleted (always 0 for a reply).' }) replyCount: number;
  @ApiProperty({ example: null, nullable: true, type: String, description: 'When the body last changed.' })
  editedAt: string | null;
  @ApiProperty({ example: null, nullable: true, type: String, description: 'When it was deleted (a tombstone).' })
  deletedAt: string | null;
  @ApiProperty({ example: TIMESTAMP }) createdAt: string;
  @ApiProperty({ example: TIMESTAMP }) updatedAt: string;
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
    workspaceId: message.workspaceId,
    parentId: message.parentId,
    body: message.body,
    author: { kind: message.authorKind, user: author ? toUserResource(author, urls) : null },
    replyCount: message.replyCount,
    editedAt: message.editedAt,
    deletedAt: message.deletedAt,
    createdAt: message.createdAt,
    updatedAt: message.updatedAt,
  };
}
