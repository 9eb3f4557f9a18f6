import type { EntityManager, UpdateQueryBuilder } from 'typeorm';
import { AssetEntity } from '../tag-links/asset.entity.js';
import { WorkspacePageEntity } from '../workspace-core/workspace-page.entity.js';
import { WorkspaceEntity } from '../workspace-core/workspace.entity.js';
import { WorkspaceActivityEntity } from './workspace-activity.entity.js';

/**
 * The statements of a contact's activity: its row, and the engagement counters it moves on the workspace, the page
 * and the asset. Counters are incremented in SQL, so concurrent visits never lose a count. Final SQL in
 * workspace-activity.repository.sql/.
 */

export async function insertActivity(m: EntityManager, activity: WorkspaceActivityEntity): Promise<void> {
  await m.insert(WorkspaceActivityEntity, activity);
}

function workspaceCounters(m: EntityManager, workspaceId: string): UpdateQueryBuilder<WorkspaceEntity> {
  return m.createQueryBuilder().update(WorkspaceEntity).where('id = :workspaceId', { workspaceId });
}

/** A page view: the workspace's totalViews and lastContactView, its unique viewers when the contact is new to it. */
export function workspaceViewedQuery(
  m: EntityManager,
  { workspaceId, now, newViewer }: { workspaceId: string; now: string; newViewer: boolean },
): UpdateQueryBuilder<WorkspaceEntity> {
  const uniqueViewers = newViewer ? { uniqueViewers: () => 'unique_viewers + 1' } : {};
  return workspaceCounters(m, workspaceId).set({
    totalViews: () => 'total_views + 1',
    lastContactView: now,
    ...uniqueViewers,
  });
}

/** A view of one of the workspace's pages: its totalViews, its unique viewers when the contact is new to it. */
export function pageViewedQuery(
  m: EntityManager,
  { workspacePageId, newViewer }: { workspacePageId: string; newViewer: boolean },
): UpdateQueryBuilder<WorkspacePageEntity> {
  return m
    .createQueryBuilder()
    .update(WorkspacePageEntity)
    .set({
      totalViews: () => 'total_views + 1',
      ...(newViewer ? { uniqueViewers: () => 'unique_viewers + 1' } : {}),
    })
    .where('id = :workspacePageId', { workspacePageId });
}

/** An action (a completion, a link clicked, a download, a message or comment): the workspace's totalActions. */
export function workspaceActedQuery(m: EntityManager, workspaceId: string): UpdateQueryBuilder<WorkspaceEntity> {
  return workspaceCounters(m, workspaceId).set({ totalActions: () => 'total_actions + 1' });
}

/** An asset opened or shared: its views or shares. */
export function assetCountedQuery(
  m: EntityManager,
  { assetId, counter }: { assetId: string; counter: 'views' | 'shares' },
): UpdateQueryBuilder<AssetEntity> {
  return m
    .createQueryBuilder()
    .update(AssetEntity)
    .set({ [counter]: () => `${counter} + 1` })
    .where('id = :assetId', { assetId });
}

/** Seconds a contact spent on the workspace (already capped by the caller), added to its totalTimeSpent. */
export function timeSpentQuery(
  m: EntityManager,
  { workspaceId, seconds }: { workspaceId: string; seconds: number },
): UpdateQueryBuilder<WorkspaceEntity> {
  return m
    .createQueryBuilder()
    .update(WorkspaceEntity)
    .set({ totalTimeSpent: () => `total_time_spent + ${Math.floor(seconds)}` })
    .where('id = :workspaceId', { workspaceId });
}

export async function countWorkspaceView(
  m: EntityManager,
  view: { workspaceId: string; now: string; newViewer: boolean },
): Promise<void> {
  await workspaceViewedQuery(m, view).execute();
}

export async function countPageView(
  m: EntityManager,
  view: { workspacePageId: string; newViewer: boolean },
): Promise<void> {
  await pageViewedQuery(m, view).execute();
}

export async function countWorkspaceAction(m: EntityManager, workspaceId: string): Promise<void> {
  await workspaceActedQuery(m, workspaceId).execute();
}

export async function countAssetAct(
  m: EntityManager,
  act: { assetId: string; counter: 'views' | 'shares' },
): Promise<void> {
  await assetCountedQuery(m, act).execute();
}

export async function countTimeSpent(m: EntityManager, spent: { workspaceId: string; seconds: number }): Promise<void> {
  await timeSpentQuery(m, spent).execute();
}
