import { ApiProperty } from '@nestjs/swagger';
import type { PublicUrls } from '../common/http/public-urls.js';
import { UserDoc, type UserFields, toUserResource } from '../users/user.resource.js';
import type { ConversationColumns } from './conversation-columns.js';
import { AUTHOR_KINDS, type AuthorKind } from './message-author.js';

const TIMESTAMP = '2026-01-02T03:04:05.678Z';

/** The selectable fields a message and a comment share (ConversationEntryDoc), after their workspace. */
export const CONVERSATION_FIELDS = [
  'parentId',
  'body',
  'author',
  'replyCount',
  'editedAt',
  'deletedAt',
  'createdAt',
  'updatedAt',
] as const;

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

/** The fields a message and a comment share (ConversationColumns on the wire). */
export class ConversationEntryDoc {
  @ApiProperty({ example: 'k9L8m7N6o5P4' }) workspaceId: string;
  @ApiProperty({
    example: null,
    nullable: true,
    type: String,
    description:
      'What this one replies to (a message, or a comment on the same subject); null when it replies to none.',
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

/** The shared fields of `row` on the wire; `author` undefined once the user is deleted. */
export function conversationFields(
  row: ConversationColumns,
  author: UserFields | undefined,
  urls: PublicUrls,
): ConversationEntryDoc {
  return {
    workspaceId: row.workspaceId,
    parentId: row.parentId,
    body: row.body,
    author: { kind: row.authorKind, user: author ? toUserResource(author, urls) : null },
    replyCount: row.replyCount,
    editedAt: row.editedAt,
    deletedAt: row.deletedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
