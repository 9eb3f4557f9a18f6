import type { EntityManager } from 'typeorm';
import type { PublicUrls } from '../common/http/public-urls.js';
import type { Selection } from '../common/properties/selection.js';
import type { EventType } from '../events/event-types.js';
import type { WorkspaceEntity } from '../workspace-core/workspace.entity.js';
import type { AuthorKind } from './message-author.js';
import { type ConversationPlace, emitMessageEvent } from './message-events.js';
import { changeBody, insertEntry, leaveTombstone } from './conversation-rules.js';
import { MESSAGES, renderMessages, requireThreadOpen, requireThreadRoom, resolveParent } from './thread-rules.js';
import { type WorkspaceMessageEntity } from './workspace-message.entity.js';
import type { WorkspaceMessageDoc } from './workspace-message.resource.js';

/**
 * The writes of a thread, the same whoever makes them (the team through the API, a contact on the page): each in the
 * caller's transaction, with its event. The callers check who may write; these keep the thread's own rules.
 */
export interface ThreadWrite {
  place: ConversationPlace;
  urls: PublicUrls;
  /** What the caller answers of the message (the event always carries it whole). */
  sel: Selection;
}

async function emitted(
  m: EntityManager,
  { place, urls, sel }: ThreadWrite,
  { type, message }: { type: EventType; message: WorkspaceMessageEntity },
): Promise<Partial<WorkspaceMessageDoc>> {
  const [doc] = await renderMessages(m, { orgId: place.organizationId, messages: [message], urls });
  return emitMessageEvent(m, { place, type, sel, doc });
}

/** A message of the thread, or a reply (`parentId`, filed under its parent's own parent), by `author`. */
export async function addMessage(
  m: EntityManager,
  write: ThreadWrite,
  {
    author,
    body,
    parentId,
  }: { author: { kind: AuthorKind; userId: string }; body: string; parentId: string | null | undefined },
): Promise<{ message: WorkspaceMessageEntity; answer: Partial<WorkspaceMessageDoc> }> {
  const workspace: WorkspaceEntity = write.place.workspace;
  requireThreadOpen(workspace);
  await requireThreadRoom(m, workspace.id);
  const parent = parentId ? await resolveParent(m, { workspaceId: workspace.id, parentId }) : null;
  const entry = { organizationId: write.place.organizationId, workspaceId: workspace.id, parent, body, author };
  const message = await insertEntry(m, MESSAGES, { entry });
  return { message, answer: await emitted(m, write, { type: 'workspaceMessage.created', message }) };
}

/** A new body; `editedAt` records when. The same body again changes nothing and tells no one. */
export async function editMessage(
  m: EntityManager,
  write: ThreadWrite,
  { message, body }: { message: WorkspaceMessageEntity; body: string },
): Promise<Partial<WorkspaceMessageDoc>> {
  if (!(await changeBody(m, MESSAGES, { row: message, body }))) {
    const [doc] = await renderMessages(m, { orgId: write.place.organizationId, messages: [message], urls: write.urls });
    return write.sel.project(doc);
  }
  return emitted(m, write, { type: 'workspaceMessage.updated', message });
}

/** A tombstone: the text goes, the place in the thread stays; deleting it again changes nothing. */
export async function tombstoneMessage(
  m: EntityManager,
  write: ThreadWrite,
  message: WorkspaceMessageEntity,
): Promise<void> {
  if (!(await leaveTombstone(m, MESSAGES, message))) return;
  await emitted(m, write, { type: 'workspaceMessage.deleted', message });
}
