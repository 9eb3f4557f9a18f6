import type { EntityManager } from 'typeorm';
import { WorkspaceViewerEntity, WorkspaceViewerMarkEntity } from './workspace-viewer.entity.js';

/** The contact's first visit of the workspace: the viewer row the view just wrote counts one visit. */
export async function isFirstVisit(
  m: EntityManager,
  { workspaceId, userId }: { workspaceId: string; userId: string },
): Promise<boolean> {
  const viewer = await m.findOne(WorkspaceViewerEntity, { select: { visits: true }, where: { workspaceId, userId } });
  return viewer !== null && Number(viewer.visits) === 1;
}

/** When the person was last shown each target of these workspaces (`<workspaceId>\n<target>` → time). */
export async function lastShown(
  m: EntityManager,
  { userId, workspaceIds }: { userId: string; workspaceIds: readonly string[] },
): Promise<Map<string, string>> {
  const marks = await m
    .createQueryBuilder(WorkspaceViewerMarkEntity, 'k')
    .select('k.workspace_id', 'workspaceId')
    .addSelect('k.target', 'target')
    .addSelect('k.seen_at', 'seenAt')
    .where('k.user_id = :userId AND k.workspace_id IN (:...ids)', { userId, ids: [...workspaceIds] })
    .getRawMany<{ workspaceId: string; target: string; seenAt: string | null }>();
  return new Map(marks.flatMap((k) => (k.seenAt ? [[`${k.workspaceId}\n${k.target}`, k.seenAt] as const] : [])));
}
