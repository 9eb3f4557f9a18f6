import type { EntityManager } from 'typeorm';
import { queueChatMessage } from '../chat-channel/chat-messages.js';
import type { AppConfig } from '../config/config.js';
import type { EventSubscriber } from '../events/event-subscribers.js';
import type { EventEntity } from '../events/event.entity.js';
import { workspaceUrl } from '../workspace-core/workspace-url.computed.js';
import { isFirstVisit } from '../workspace-viewers/workspace-viewer.repository.js';
import { type Told, excerpt, line, personName } from './notification-lines.js';
import { type Recipient, contactIn, contactsOf, teamOf, workspacePlace } from './notification-recipients.repository.js';
import { queueItems } from './queue-items.js';

type Json = Record<string, unknown>;
type Person = { id?: string; email?: string; firstName?: string | null; lastName?: string | null; name?: string };
interface Associated {
  workspace?: { id: string; name: string; url: string | null };
  user?: Person;
  workspacePlanTask?: { title: string };
  /** The file a contact uploaded to complete a file request. */
  file?: { name: string };
}

/** Who is told what, for one event; null when nobody is. */
interface Telling {
  workspaceId: string;
  recipients: Recipient[];
  told: Told;
  /** Who did it: never told of their own act. */
  actorId: string | null;
  /** Told to the team: also posted to the chat channel of a workspace with `chatChannelEnabled`. */
  toTeam: boolean;
}

const quoted = (text: string) => `“${text}”`;

/**
 * Turns what happens in workspaces into notifications, in the transaction of the event that tells it: a contact's
 * first visit, a completed task, a form response and a contact's message go to the workspace's team; the team's message to its
 * contacts, a task assigned to the contact it names. Every other event costs nothing (no statement).
 */
export function notificationSubscriber(config: AppConfig): EventSubscriber {
  const tellings: Record<string, (m: EntityManager, object: Json) => Promise<Telling | null>> = {
    'workspace.viewed': async (m, object) => {
      const { workspace, user } = object.associatedObjects as Associated;
      if (!workspace?.url || !user?.id || !(await isFirstVisit(m, { workspaceId: workspace.id, userId: user.id })))
        return null;
      const told: Told = {
        kind: 'visits',
        line: line(`${personName(user)} opened ${quoted(workspace.name)} for the first time.`),
        link: workspace.url,
        seenOn: null,
      };
      return toTeam(m, { workspaceId: workspace.id, told, actorId: user.id });
    },
    'workspace.plan.task.completed': async (m, object) => {
      const { workspace, user, workspacePlanTask, file } = object.associatedObjects as Associated;
      if (!workspace?.url || !user?.id || !workspacePlanTask) return null;
      const done = `${personName(user)} completed ${quoted(workspacePlanTask.title)} in ${quoted(workspace.name)}`;
      const what = file ? `${done}, uploading ${quoted(excerpt(file.name))}.` : `${done}.`;
      const told: Told = { kind: 'tasks', line: line(what), link: workspace.url, seenOn: null };
      return toTeam(m, { workspaceId: workspace.id, told, actorId: user.id });
    },
    'workspaceMessage.created': async (m, object) => {
      const { workspace, user } = object.associatedObjects as Associated;
      const author = object.author as { kind: string } | undefined;
      if (!workspace?.url || typeof object.body !== 'string' || !author) return null;
      const thread = typeof object.parentId === 'string' ? object.parentId : (object.id as string);
      const told: Told = {
        kind: 'messages',
        line: line(`${personName(user ?? null)} wrote in ${quoted(workspace.name)}: ${quoted(excerpt(object.body))}`),
        link: `${workspace.url}/messages/${thread}#m-${String(object.id)}`,
        seenOn: author.kind === 'team' ? 'messages' : null,
        threadId: thread,
      };
      const actorId = user?.id ?? null;
      if (author.kind !== 'team') return toTeam(m, { workspaceId: workspace.id, told, actorId });
      return { workspaceId: workspace.id, recipients: await contactsOf(m, workspace.id), told, actorId, toTeam: false };
    },
    'workspaceComment.created': async (m, object) => {
      const { workspace, user } = object.associatedObjects as Associated;
      const author = object.author as { kind: string } | undefined;
      if (!workspace?.url || typeof object.body !== 'string' || !author) return null;
      const told: Told = {
        kind: 'comments',
        line: line(
          `${personName(user ?? null)} commented in ${quoted(workspace.name)}: ${quoted(excerpt(object.body))}`,
        ),
        link: workspace.url,
        seenOn: null,
      };
      // The team may comment on internal tasks and hidden sections and files; what contacts may see is the page's to
      // say, so the team's comments are told to the team alone (its other members), never e-mailed to contacts.
      return toTeam(m, { workspaceId: workspace.id, told, actorId: user?.id ?? null });
    },
    // A contact's new response to a form: told under `tasks`, as what contacts hand back (an edit of their one
    // response, workspaceForm.updated, is not told again).
    'workspaceForm.submitted': async (m, object) => {
      const { workspace, user, workspaceForm } = object.associatedObjects as Associated & {
        workspaceForm?: { title: string };
      };
      if (!workspace?.url || !user?.id || !workspaceForm) return null;
      const what = `${personName(user)} answered ${quoted(workspaceForm.title)} in ${quoted(workspace.name)}.`;
      const told: Told = { kind: 'tasks', line: line(what), link: workspace.url, seenOn: null };
      return toTeam(m, { workspaceId: workspace.id, told, actorId: user.id });
    },
    'workspacePlanTask.assigneeAdded': async (m, object) => {
      const assignee = object.assignee as Person | undefined;
      const workspaceId = object.workspaceId as string | undefined;
      if (!assignee?.id || !workspaceId || object.isInternal === true || object.status === 'Completed') return null;
      const contact = await contactIn(m, { workspaceId, userId: assignee.id });
      const place = contact && (await publishedPlace(m, config, workspaceId));
      if (!contact || !place) return null;
      const told: Told = {
        kind: 'assignments',
        line: line(`You were asked to take on ${quoted(String(object.title))} in ${quoted(place.name)}.`),
        link: place.url,
        seenOn: null,
      };
      return { workspaceId, recipients: [contact], told, actorId: null, toTeam: false };
    },
  };

  return {
    async emitted(m, event: EventEntity) {
      const telling = tellings[event.type];
      if (!telling) return;
      const object = (JSON.parse(event.data) as { object: Json }).object;
      if (object.truncated === true) return;
      const told = await telling(m, object);
      if (!told) return;
      const recipients = told.recipients.filter((r) => r.userId !== told.actorId);
      await queueItems(m, config.notifications, {
        organizationId: event.organizationId,
        workspaceId: told.workspaceId,
        recipients,
        told: told.told,
        now: event.createdAt,
      });
      if (told.toTeam) {
        await queueChatMessage(m, { event, workspaceId: told.workspaceId, line: told.told.line, link: told.told.link });
      }
    },
    purging: () => Promise.resolve(),
  };
}

/** A telling for the workspace's team (its e-mails, and its chat channel). */
async function toTeam(
  m: EntityManager,
  { workspaceId, told, actorId }: { workspaceId: string; told: Told; actorId: string | null },
): Promise<Telling> {
  return { workspaceId, recipients: await teamOf(m, workspaceId), told, actorId, toTeam: true };
}

async function publishedPlace(
  m: EntityManager,
  config: AppConfig,
  workspaceId: string,
): Promise<{ name: string; url: string } | null> {
  const row = await workspacePlace(m, workspaceId);
  if (!row || !(row.published === true || row.published === 1)) return null;
  const url = workspaceUrl(config.appBaseUrl, row.orgSlug, { id: workspaceId, name: row.name, published: true })!;
  return { name: row.name, url };
}
