import { newId } from '../../src/common/ids.js';
import { DAY_MS } from '../../src/common/time.js';
import { ConfigError, loadConfig } from '../../src/config/config.js';
import { Db } from '../../src/database/db.service.js';
import { WorkspaceActivityRetentionSweeper } from '../../src/workspace-activities/activity-retention.js';
import { WorkspaceActivityEntity } from '../../src/workspace-activities/workspace-activity.entity.js';
import type { WorkspaceEntity } from '../../src/workspace-core/workspace.entity.js';
import { type Api, bootWithOrg } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { insertUser } from '../support/factories/users.js';
import { recordTestActivity } from '../support/factories/workspace-activities.js';
import { insertWorkspace } from '../support/factories/workspaces.js';

const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

describe('workspace activities are purged after WORKSPACE_ACTIVITY_RETENTION_DAYS', () => {
  let t: TestApp;
  let api: Api;
  let orgId: string;

  beforeAll(async () => ({ t, api, orgId } = await bootWithOrg({ WORKSPACE_ACTIVITY_RETENTION_DAYS: '1' })));
  afterAll(() => t.close());

  const sweeper = () => t.app.get(WorkspaceActivityRetentionSweeper);
  const listedIds = async (workspaceId: string): Promise<string[]> => {
    const res = await api.get(`/v1/workspace-activities?filters[workspaceId]=${workspaceId}&limit=100`).expect(200);
    return (res.body.data.workspaceActivities as { id: string }[]).map((activity) => activity.id);
  };
  /** `n` page views at `createdAt`, inserted as rows (without their counters and events): the bulk of a sweep. */
  const insertViews = async (workspace: WorkspaceEntity, n: number, createdAt: string): Promise<string[]> => {
    const rows = Array.from({ length: n }, () => ({
      id: newId(),
      organizationId: workspace.organizationId,
      workspaceId: workspace.id,
      userId: 'contact00001',
      type: 'workspace.page.viewed' as const,
      workspacePageId: null,
      workspacePlanTaskId: null,
      fileId: null,
      assetId: null,
      url: null,
      createdAt,
      updatedAt: createdAt,
    }));
    for (let i = 0; i < n; i += 200) await t.dataSource.manager.insert(WorkspaceActivityEntity, rows.slice(i, i + 200));
    return rows.map((row) => row.id);
  };

  it('defaults to 365 days and refuses values outside 1 to 3650', () => {
    expect(loadConfig({}).workspaceActivityRetentionDays).toBe(365);
    expect(loadConfig({ WORKSPACE_ACTIVITY_RETENTION_DAYS: '3650' }).workspaceActivityRetentionDays).toBe(3650);
    for (const value of ['0', '3651', '-1', '1.5', 'a year']) {
      expect(() => loadConfig({ WORKSPACE_ACTIVITY_RETENTION_DAYS: value })).toThrow(ConfigError);
    }
  });

  it("purges older activities and keeps newer ones, leaving the workspace's totals", async () => {
    const workspace = await insertWorkspace(t, orgId, { published: true });
    const user = await insertUser(t, orgId);
    for (const at of [daysAgo(3), daysAgo(2)]) await recordTestActivity(t, { workspace, user, at });
    const kept = [];
    for (const at of [daysAgo(0.9), daysAgo(0.1)]) kept.push((await recordTestActivity(t, { workspace, user, at })).id);
    await sweeper().drain();
    expect(await listedIds(workspace.id)).toEqual(kept.reverse());
    const totals = await api.get(`/v1/workspaces/${workspace.id}?properties=totalViews`).expect(200);
    expect(totals.body.data.workspace.totalViews).toBe(4);
  });

  it('purges in batches of 500, concurrent sweepers taking disjoint batches', async () => {
    const workspace = await insertWorkspace(t, orgId);
    await insertViews(workspace, 1_100, daysAgo(2));
    const kept = await insertViews(workspace, 3, daysAgo(0.5));
    const db = t.app.get(Db);
    const batch = () => db.write((m) => sweeper().purgeBatch(m, daysAgo(1)));
    expect(await Promise.all([batch(), batch()])).toEqual([500, 500]);
    expect(await t.dataSource.manager.countBy(WorkspaceActivityEntity, { workspaceId: workspace.id })).toBe(103);
    await sweeper().drain();
    expect((await listedIds(workspace.id)).sort()).toEqual(kept.sort());
  });
});
