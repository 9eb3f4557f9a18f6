import type { EntityManager } from 'typeorm';
import { newId } from '../common/ids.js';
import { emitEvent } from '../events/emit-event.js';
import { CONVERSATION_ACTIVITY_TYPES, FORM_ACTIVITY_TYPES, hasOwnEvent } from '../events/event-types.js';
import type { ActivityType, WorkspaceActivityEntity } from './workspace-activity.entity.js';
import {
  countAssetAct,
  countPageView,
  countTimeSpent,
  countWorkspaceAction,
  countWorkspaceView,
  insertActivity,
} from './workspace-activity.repository.js';
import { type WorkspaceActivityDoc, toWorkspaceActivityResource } from './workspace-activity.resource.js';

/** What an activity is about, besides its workspace and contact (ids of the same workspace). */
export interface ActivitySubject {
  workspacePageId?: string;
  workspacePlanTaskId?: string;
  fileId?: string;
  assetId?: string;
  url?: string;
}

/**
 * The objects an activity event carries for its receivers (Dock's `associatedObjects`), drawn when it happens: a
 * receiver learns who did what where without a lookup, and later renames or deletions do not rewrite history.
 */
export interface AssociatedObjects {
  workspace: { id: string; name: string; url: string | null };
  account: { id: string; name: string } | null;
  user: { id: string; email: string; firstName: string | null; lastName: string | null };
  workspacePage?: { id: string; title: string };
  workspacePlanTask?: { id: string; title: string; status: string };
  file?: { id: string; name: string };
  asset?: { id: string; name: string };
  workspaceForm?: { id: string; title: string };
}

export interface ActivityToRecord {
  organizationId: string;
  type: ActivityType;
  subject: ActivitySubject;
  associated: AssociatedObjects;
  now: string;
  /** A page view by a contact who had never viewed the workspace, or that page, before: its unique viewers + 1. */
  newViewer?: { workspace: boolean; page: boolean };
}

/** Acts that count in a workspace's totalActions (Dock: completions, link clicks, downloads; and what contacts write). */
const ACTIONS: ReadonlySet<ActivityType> = new Set<ActivityType>([
  'workspace.plan.task.completed',
  'workspace.plan.task.reopened',
  'workspace.file.downloaded',
  'workspace.link.clicked',
  ...CONVERSATION_ACTIVITY_TYPES,
  ...FORM_ACTIVITY_TYPES,
]);

/**
 * Records what a signed-in contact did, in the caller's transaction: the activity row, the counters it moves (a page
 * view: totalViews and lastContactView, the page's totalViews, unique viewers when new; an action: totalActions; an asset opened or shared: its views or shares) and
 * the event of the same name (but for a message or comment, told by its own event). Counters are incremented in SQL, so concurrent visits never lose a count; they are
 * engagement, not edits, so the workspace's updatedAt stays (its version, hence its ETag, moves with the counters).
 * Answers the activity as GET /v1/workspace-activities/{id} shows it.
 */
export async function recordActivity(
  m: EntityManager,
  { organizationId, type, subject, associated, now, newViewer }: ActivityToRecord,
): Promise<WorkspaceActivityDoc> {
  const activity: WorkspaceActivityEntity = {
    id: newId(),
    organizationId,
    workspaceId: associated.workspace.id,
    userId: associated.user.id,
    type,
    workspacePageId: subject.workspacePageId ?? null,
    workspacePlanTaskId: subject.workspacePlanTaskId ?? null,
    fileId: subject.fileId ?? null,
    assetId: subject.assetId ?? null,
    url: subject.url ?? null,
    createdAt: now,
    updatedAt: now,
  };
  await insertActivity(m, activity);
  await moveCounters(m, { activity, now, newViewer });
  const resource = toWorkspaceActivityResource(activity);
  if (!hasOwnEvent(type)) return resource;
  await emitEvent(m, { organizationId, type, object: { ...resource, associatedObjects: associated } });
  return resource;
}

async function moveCounters(
  m: EntityManager,
  {
    activity: { type, workspaceId, workspacePageId, assetId },
    now,
    newViewer,
  }: { activity: WorkspaceActivityEntity; now: string; newViewer?: { workspace: boolean; page: boolean } },
): Promise<void> {
  if (type === 'workspace.page.viewed') {
    await countWorkspaceView(m, { workspaceId, now, newViewer: newViewer?.workspace ?? false });
    if (workspacePageId === null) return;
    await countPageView(m, { workspacePageId, newViewer: newViewer?.page ?? false });
  } else if (ACTIONS.has(type)) {
    await countWorkspaceAction(m, workspaceId);
  } else if (assetId !== null && (type === 'workspace.asset.viewed' || type === 'workspace.asset.shared')) {
    await countAssetAct(m, { assetId, counter: type === 'workspace.asset.viewed' ? 'views' : 'shares' });
  }
}

/**
 * Adds time a contact spent on the workspace (seconds, already capped by the caller) to its totalTimeSpent.
 */
export async function addTimeSpent(
  m: EntityManager,
  { workspaceId, seconds }: { workspaceId: string; seconds: number },
): Promise<void> {
  if (seconds <= 0) return;
  await countTimeSpent(m, { workspaceId, seconds });
}
