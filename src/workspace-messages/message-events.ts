import type { EntityManager } from 'typeorm';
import { AccountEntity } from '../accounts/account.entity.js';
import type { Selection } from '../common/properties/selection.js';
import { emitEvent } from '../events/emit-event.js';
import type { EventType } from '../events/event-types.js';
import { workspaceUrl } from '../workspace-core/workspace-url.js';
import type { WorkspaceEntity } from '../workspace-core/workspace.entity.js';
import type { WorkspaceMessageDoc } from './workspace-message.resource.js';

/** Where a conversation event happens: the workspace row, its organization's slug and the page's base address. */
export interface ConversationPlace {
  organizationId: string;
  orgSlug: string;
  appBaseUrl: string;
  workspace: WorkspaceEntity;
}

/**
 * Emits a message event whose object is the message as GET returns it plus the `associatedObjects` a Dock receiver
 * expects (workspace, account, author, the message), drawn now as the contacts' activity events draw theirs, so a
 * receiver learns who wrote where without a lookup. Answers the caller's selection of the message.
 */
export async function emitMessageEvent(
  m: EntityManager,
  { place, type, sel, doc }: { place: ConversationPlace; type: EventType; sel: Selection; doc: WorkspaceMessageDoc },
): Promise<Partial<WorkspaceMessageDoc>> {
  const { workspace } = place;
  const account = workspace.accountId
    ? await m.findOne(AccountEntity, { select: { id: true, name: true }, where: { id: workspace.accountId } })
    : null;
  const user = doc.author.user;
  const associatedObjects = {
    workspaceMessage: doc,
    workspace: {
      id: workspace.id,
      name: workspace.name,
      url: workspaceUrl(place.appBaseUrl, place.orgSlug, workspace),
    },
    account: account ? { id: account.id, name: account.name } : null,
    user: user ? { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName } : null,
  };
  await emitEvent(m, { organizationId: place.organizationId, type, object: { ...doc, associatedObjects } });
  return sel.project(doc);
}
