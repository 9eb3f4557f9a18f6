import { newId } from '../../src/common/ids.js';
import { ACTIVITY_TYPES, type ActivityType } from '../../src/workspace-activities/workspace-activity.entity.js';
import type { UserEntity } from '../../src/users/user.entity.js';
import type { WorkspaceEntity } from '../../src/workspace-core/workspace.entity.js';
import { type Api, bootWithOrg } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { insertAsset } from '../support/factories/assets.js';
import { insertUser } from '../support/factories/users.js';
import { recordTestActivity } from '../support/factories/workspace-activities.js';
import { insertWorkspace } from '../support/factories/workspaces.js';
import { ISO_MS, type Json } from '../support/wire.js';

/** What recordActivity (the published workspace's one way to record a contact's act) moves, read through the API. */
describe('recording a workspace activity', () => {
  let t: TestApp;
  let api: Api;
  let orgId: string;

  beforeAll(async () => ({ t, api, orgId } = await bootWithOrg()));
  afterAll(() => t.close());

  const COUNTERS = 'totalViews,totalActions,totalTimeSpent,lastContactView,updatedAt';
  /** A workspace's counters (and updatedAt) with its ETag. */
  const workspaceState = async (id: string): Promise<Json & { etag: string }> => {
    const res = await api.get(`/v1/workspaces/${id}?properties=${COUNTERS}`).expect(200);
    return { ...(res.body.data.workspace as Json), etag: res.headers.etag as string };
  };
  const assetCounters = async (id: string) =>
    (await api.get(`/v1/assets/${id}?properties=views,shares`).expect(200)).body.data.asset as Json;

  /** A published workspace that has been seen before (non-zero counters) and one of its contacts. */
  async function visited(): Promise<{ workspace: WorkspaceEntity; user: UserEntity }> {
    const workspace = await insertWorkspace(t, orgId, {
      published: true,
      publishedAt: '2026-01-01T00:00:00.000Z',
      totalViews: 4,
      totalActions: 2,
      totalTimeSpent: 90,
      lastContactView: '2026-01-02T03:04:05.678Z',
    });
    const user = await insertUser(t, orgId, { firstName: 'Ann', lastName: 'Lee' });
    return { workspace, user };
  }

  /** What each kind of act moves: a Record, so a new activity type fails to compile until it is said here. */
  const MOVES: Record<ActivityType, { workspace?: 'totalViews' | 'totalActions'; asset?: 'views' | 'shares' }> = {
    'workspace.viewed': {},
    'workspace.page.viewed': { workspace: 'totalViews' },
    'workspace.plan.task.completed': { workspace: 'totalActions' },
    'workspace.plan.task.reopened': { workspace: 'totalActions' },
    'workspace.file.downloaded': { workspace: 'totalActions' },
    'workspace.link.clicked': { workspace: 'totalActions' },
    'workspace.asset.viewed': { asset: 'views' },
    'workspace.asset.shared': { asset: 'shares' },
    'workspace.message.created': { workspace: 'totalActions' },
    'workspace.message.commented': { workspace: 'totalActions' },
    'workspace.comment.created': { workspace: 'totalActions' },
    'workspace.plan.task.comment.created': { workspace: 'totalActions' },
    'workspace.form.submitted': { workspace: 'totalActions' },
  };

  it.each(ACTIVITY_TYPES)('%s moves exactly what it counts, by one, and never updatedAt', async (type) => {
    const { workspace, user } = await visited();
    const asset = await insertAsset(t, orgId, { views: 12, shares: 3 });
    const other = await insertAsset(t, orgId, { views: 7, shares: 1 });
    const before = await workspaceState(workspace.id);
    const assetBefore = await assetCounters(asset.id);
    const at = new Date().toISOString();
    // Every act names the asset, so only the asset acts may move its counters.
    await recordTestActivity(t, { workspace, user, type, subject: { assetId: asset.id }, at });
    const moved = MOVES[type];
    const after = await workspaceState(workspace.id);
    expect(after).toEqual({
      ...before,
      ...(moved.workspace && { [moved.workspace]: (before[moved.workspace] as number) + 1 }),
      ...(type === 'workspace.page.viewed' && { lastContactView: `${at.slice(0, 19)}Z` }),
      // The workspace's version, hence its ETag, moves with its counters.
      etag: moved.workspace ? expect.not.stringMatching(`^${before.etag}$`) : before.etag,
    });
    expect(await assetCounters(asset.id)).toEqual({
      ...assetBefore,
      ...(moved.asset && { [moved.asset]: (assetBefore[moved.asset] as number) + 1 }),
    });
    expect(await assetCounters(other.id)).toMatchObject({ views: 7, shares: 1 });
  });

  it('loses no count when contacts visit at the same time', async () => {
    const { workspace, user } = await visited();
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        recordTestActivity(t, {
          workspace,
          user,
          type: i % 3 === 0 ? 'workspace.link.clicked' : 'workspace.page.viewed',
          subject: i % 3 === 0 ? { url: 'https://client.example/' } : {},
        }),
      ),
    );
    expect(await workspaceState(workspace.id)).toMatchObject({ totalViews: 4 + 8, totalActions: 2 + 4 });
    const listed = await api.get(`/v1/workspace-activities?filters[workspaceId]=${workspace.id}`).expect(200);
    expect(listed.body.data.pageInfo.total).toBe(12);
  });

  it('emits the event of its type with the activity and its associatedObjects, in GET /v1/events', async () => {
    const { workspace, user } = await visited();
    const task = { id: newId(), title: 'Sign the order form', status: 'complete' };
    const activity = await recordTestActivity(t, {
      workspace,
      user,
      type: 'workspace.plan.task.completed',
      subject: { workspacePlanTaskId: task.id },
      associated: { account: { id: newId(), name: 'Acme' }, workspacePlanTask: task },
    });
    const res = await api.get('/v1/events?type=workspace.plan.task.completed').expect(200);
    const [event] = (res.body.data.events as Json[]).filter(
      (e) => (e.data as { object: Json }).object.id === activity.id,
    );
    expect(event).toEqual({
      id: expect.any(String),
      object: 'event',
      type: 'workspace.plan.task.completed',
      createdAt: expect.stringMatching(ISO_MS),
      data: {
        object: {
          ...activity,
          associatedObjects: {
            workspace: { id: workspace.id, name: workspace.name, url: null },
            account: { id: expect.any(String), name: 'Acme' },
            user: { id: user.id, email: user.email, firstName: 'Ann', lastName: 'Lee' },
            workspacePlanTask: task,
          },
        },
      },
    });
    expect((await api.get(`/v1/events/${event.id as string}`).expect(200)).body.data.event).toEqual(event);
  });
});
