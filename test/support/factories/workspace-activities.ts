import { Db } from '../../../src/database/db.service.js';
import { UserEntity } from '../../../src/users/user.entity.js';
import {
  type ActivitySubject,
  type AssociatedObjects,
  recordActivity,
} from '../../../src/workspace-activities/record-activity.js';
import type { ActivityType } from '../../../src/workspace-activities/workspace-activity.entity.js';
import type { WorkspaceActivityDoc } from '../../../src/workspace-activities/workspace-activity.resource.js';
import { WorkspaceEntity } from '../../../src/workspace-core/workspace.entity.js';
import { WorkspaceUserEntity } from '../../../src/workspace-users/workspace-user.entity.js';
import type { TestApp } from '../app.js';

export interface ActivityOf {
  workspace: Pick<WorkspaceEntity, 'id' | 'organizationId' | 'name'>;
  user: Pick<UserEntity, 'id' | 'email' | 'firstName' | 'lastName'>;
  type?: ActivityType;
  subject?: ActivitySubject;
  /** Objects the event carries besides the workspace and the contact (the page viewed, the task completed…). */
  associated?: Partial<AssociatedObjects>;
  /** The activity's createdAt; by default now, or a millisecond after the previous call's, so later calls are newer. */
  at?: string;
}

let last = 0;
/**
 * Not the factories' clock (2026-01-01 onwards): activities past WORKSPACE_ACTIVITY_RETENTION_DAYS are purged by a
 * sweeper running in every test app, so a default stamp must stay recent whenever the suite runs.
 */
function recentStamp(): string {
  last = Math.max(Date.now(), last + 1);
  return new Date(last).toISOString();
}

/**
 * An activity recorded as a contact's visit records it: recordActivity in one write transaction of the app, so the
 * row, the counters it moves and its event are all there (no route writes activities).
 */
export function recordTestActivity(
  t: TestApp,
  { workspace, user, type = 'workspace.page.viewed', subject = {}, associated = {}, at = recentStamp() }: ActivityOf,
): Promise<WorkspaceActivityDoc> {
  return t.app.get(Db).write((m) =>
    recordActivity(m, {
      organizationId: workspace.organizationId,
      type,
      subject,
      associated: {
        workspace: { id: workspace.id, name: workspace.name, url: null },
        account: null,
        user: { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName },
        ...associated,
      },
      now: at,
    }),
  );
}

/** A page view by a member of one of the organization's workspaces (the demo organization has members, no visits). */
export async function recordMemberActivity(t: TestApp, orgId: string): Promise<WorkspaceActivityDoc> {
  const manager = t.dataSource.manager;
  const [member] = await manager.find(WorkspaceUserEntity, {
    where: { organizationId: orgId },
    order: { id: 'ASC' },
    take: 1,
  });
  if (!member) throw new Error(`organization ${orgId} has no workspace user`);
  const workspace = await manager.findOneByOrFail(WorkspaceEntity, { id: member.workspaceId });
  const user = await manager.findOneByOrFail(UserEntity, { id: member.userId });
  return recordTestActivity(t, { workspace, user });
}
