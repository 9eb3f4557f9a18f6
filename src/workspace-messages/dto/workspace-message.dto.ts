import { IdField } from '../../common/validation/fields.js';
import { PageQuery } from '../../common/pagination/page.query.js';
import { PropertiesField } from '../../common/properties/properties.field.js';
import { FiltersField } from '../../common/filters/filters.field.js';
import { MessageBodyField } from '../message-body.js';
import { MESSAGE_FILTERS } from '../message-filters.js';
import { WORKSPACE_MESSAGE_SHAPE } from '../workspace-message.resource.js';

const USER_DOC =
  'The person of your organization the message is written on behalf of (shown as its author, kind `team`).';

export class CreateWorkspaceMessageDto {
  @IdField({ description: 'A workspace of your organization with messagesEnabled on.' })
  workspaceId: string;

  @IdField({ description: USER_DOC })
  userId: string;

  @MessageBodyField()
  body: string;

  @IdField({
    optional: true,
    description: 'Replies to this message of the same workspace (a reply to a reply replies to its parent).',
  })
  parentId?: string;
}

export class UpdateWorkspaceMessageDto {
  @IdField({
    optional: true,
    description:
      "Who edits, who must be the message's author. Without it the team edits as itself, which it may do only to " +
      "the team's messages: a contact's words are never changed by the team.",
  })
  userId?: string;

  @MessageBodyField()
  body: string;
}

export class ListWorkspaceMessagesQuery extends PageQuery {
  @PropertiesField(WORKSPACE_MESSAGE_SHAPE)
  properties?: string[];

  @FiltersField(MESSAGE_FILTERS)
  filters?: string | Record<string, unknown>;
}

export class WorkspaceMessagePropertiesQuery {
  @PropertiesField(WORKSPACE_MESSAGE_SHAPE)
  properties?: string[];
}
