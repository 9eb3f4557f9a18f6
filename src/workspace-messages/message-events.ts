import type { EntityManager } from 'typeorm';
import type { Selection } from '../common/properties/selection.js';
import { emitEvent } from '../events/emit-event.js';
import type { EventType } from '../events/event-types.js';
import type { UserDoc } from '../users/user.resource.js';
import { workspaceUrl } from '../workspace-core/workspace-url.computed.js';
import type { WorkspaceEntity } from '../workspace-core/workspace.entity.js';
import type { WorkspaceMessageDoc } from './workspace-message.resource.js';
import { accountName } from './conversation.repository.js';

/** Where a conversation event happens: the workspace row, its organization's slug and the page's base address. */
export interface ConversationPlace {
  organizationId: string;
  orgSlug: string;
  appBaseUrl: string;
  workspace: WorkspaceEntity;
}

/** A message or comment as GET returns it, as far as its event needs. */
interface Written {
  object: string;
  author: { user: UserDoc | null };
}

/**
 * Emits a conversation event whose object is the message or comment as GET returns it plus the `associatedObjects` a
 * Dock receiver expects (the row itself under its object name, workspace, account, author, and `more`: a comment's
 * subject), drawn now as the contacts' activity events draw theirs, so a receiver learns who wrote where without a
 * lookup. Answers the caller's selection of the row.
 */
export async function emitConversationEvent<D extends Written>(
  m: EntityManager,
  {
    place,
    type,
    sel,
    doc,
    more = {},
  }: { place: ConversationPlace; type: EventType; sel: Selection; doc: D; more?: Record<string, unknown> },
): Promise<Partial<D>> {
  const { workspace } = place;
  const account = workspace.accountId ? await accountName(m, workspace.accountId) : null;
  const user = doc.author.user;
  const associatedObjects = {
    [doc.object]: doc,
    workspace: {
      id: workspace.id,
      name: workspace.name,
      url: workspaceUrl(place.appBaseUrl, place.orgSlug, workspace),
    },
    account: account ? { id: account.id, name: account.name } : null,
    user: user ? { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName } : null,
    ...more,
  };
  await emitEvent(m, { organizationId: place.organizationId, type, object: { ...doc, associatedObjects } });
  return sel.project(doc) as Partial<D>;
}

/** A message event (see emitConversationEvent). */
export const emitMessageEvent = (
  m: EntityManager,
  args: { place: ConversationPlace; type: EventType; sel: Selection; doc: WorkspaceMessageDoc },
): Promise<Partial<WorkspaceMessageDoc>> => emitConversationEvent(m, args);
