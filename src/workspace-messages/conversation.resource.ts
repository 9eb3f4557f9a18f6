import { ApiProperty } from '@nestjs/swagger';
import type { PublicUrls } from '../common/http/public-urls.js';
import type { FieldFactory } from '../common/read-model/read-field.js';
import { UserDoc, type UserFields, toUserResource } from '../users/user.resource.js';
import type { ConversationColumns } from './conversation-columns.js';
import { AUTHOR_KINDS, type AuthorKind } from './message-author.js';

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

/** The author on the wire: its kind from the row, its user loaded beside it (undefined once the user is deleted). */
export function authorOf(row: ConversationColumns, author: UserFields | undefined, urls: PublicUrls): MessageAuthorDoc {
  return { kind: row.authorKind, user: author ? toUserResource(author, urls) : null };
}

/**
 * The fields a message and a comment share, after their workspace (and a comment's subject), in wire order: one
 * part of both tables. `author` is given by the service, which loads the authors of a page at once.
 */
export function conversationFields<E extends ConversationColumns, C>(f: FieldFactory<E, C>) {
  return {
    parentId: f.stored('parentId', {
      example: null,
      nullable: true,
      type: String,
      description:
        'What this one replies to (a message, or a comment on the same subject); null when it replies to none.',
    }),
    body: f.stored('body', {
      example: 'Could you share the **security questionnaire** before Friday?',
      nullable: true,
      type: String,
      description: 'Markdown; null once deleted.',
    }),
    author: f.given<MessageAuthorDoc>({ type: MessageAuthorDoc }),
    replyCount: f.stored('replyCount', { example: 0, description: 'Replies not deleted (always 0 for a reply).' }),
    editedAt: f.stored('editedAt', {
      example: null,
      nullable: true,
      type: String,
      description: 'When the body last changed.',
    }),
    deletedAt: f.stored('deletedAt', {
      example: null,
      nullable: true,
      type: String,
      description: 'When it was deleted (a tombstone).',
    }),
    createdAt: f.stored('createdAt', { example: TIMESTAMP }),
    updatedAt: f.stored('updatedAt', { example: TIMESTAMP }),
  };
}
