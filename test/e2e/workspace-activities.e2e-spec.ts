import { newId } from '../../src/common/ids.js';
import { ACTIVITY_TYPES } from '../../src/workspace-activities/workspace-activity.entity.js';
import type { WorkspaceActivityDoc } from '../../src/workspace-activities/workspace-activity.resource.js';
import { type Api, expectError, newOrgApi } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';
import { insertUser } from '../support/factories/users.js';
import { type ActivityOf, recordTestActivity } from '../support/factories/workspace-activities.js';
import { insertWorkspace } from '../support/factories/workspaces.js';
import { ID, type Json, onePage } from '../support/wire.js';

/** `GET /v1/workspace-activities` and `/{id}`; what recording moves is in workspace-activities-record. */
describe('workspace activities: list and retrieve', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await bootTestApp();
  });
  afterAll(() => t.close());

  /** An organization of its own (its lists hold only what the test records): two workspaces, two contacts. */
  async function scene() {
    const { orgId, api } = await newOrgApi(t);
    const workspace = await insertWorkspace(t, orgId, { name: 'Acme rollout', published: true });
    const other = await insertWorkspace(t, orgId, { name: 'Globex pilot', published: true });
    const ann = await insertUser(t, orgId, { email: `ann-${newId()}@client.example`, firstName: 'Ann' });
    const bob = await insertUser(t, orgId, { email: `bob-${newId()}@client.example`, firstName: 'Bob' });
    const record = (overrides: Partial<ActivityOf> = {}) =>
      recordTestActivity(t, { workspace, user: ann, ...overrides });
    return { orgId, api, workspace, other, ann, bob, record };
  }
  const listed = async (api: Api, query = ''): Promise<Json[]> =>
    (await api.get(`/v1/workspace-activities${query}`).expect(200)).body.data.workspaceActivities;
  const ids = (items: { id?: unknown }[]) => items.map((item) => item.id);
  const at = (minute: number) => new Date(Date.now() - (60 - minute) * 60_000).toISOString();

  it('lists activities newest first, each in full, with pageInfo', async () => {
    const s = await scene();
    const pageId = newId();
    const stamps = [at(1), at(2), at(3)];
    const viewed = await s.record({
      type: 'workspace.page.viewed',
      subject: { workspacePageId: pageId },
      at: stamps[1],
    });
    const clicked = await s.record({
      type: 'workspace.link.clicked',
      subject: { url: 'https://client.example/kickoff' },
      user: s.bob,
      at: stamps[2],
    });
    // Recorded out of order: the list orders by createdAt, not by insertion.
    const first = await s.record({ type: 'workspace.viewed', at: stamps[0] });
    const res = await s.api.get('/v1/workspace-activities').expect(200);
    expect(res.body.data.workspaceActivities).toEqual([clicked, viewed, first]);
    expect(res.body.data.pageInfo).toEqual(onePage(3));
    expect(viewed).toEqual({
      id: expect.stringMatching(ID),
      object: 'workspaceActivity',
      type: 'workspace.page.viewed',
      workspaceId: s.workspace.id,
      userId: s.ann.id,
      workspacePageId: pageId,
      workspacePlanTaskId: null,
      fileId: null,
      assetId: null,
      url: null,
      createdAt: stamps[1],
    });
    expect(clicked).toMatchObject({ userId: s.bob.id, url: 'https://client.example/kickoff' });
  });

  it('orders activities of the same instant by id, descending', async () => {
    const s = await scene();
    const instant = at(5);
    const recorded: WorkspaceActivityDoc[] = [];
    for (let i = 0; i < 4; i++) recorded.push(await s.record({ at: instant }));
    const expected = recorded.map((a) => a.id).sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
    expect(ids(await listed(s.api))).toEqual(expected);
  });

  it('filters by workspace, contact and type, alone or together, in both filter syntaxes', async () => {
    const s = await scene();
    const annViews = await s.record({ type: 'workspace.page.viewed' });
    const annDownload = await s.record({ type: 'workspace.file.downloaded', subject: { fileId: newId() } });
    const bobViews = await s.record({ type: 'workspace.page.viewed', user: s.bob });
    const elsewhere = await s.record({ type: 'workspace.page.viewed', workspace: s.other });
    const bracket = (filters: Record<string, string>) =>
      listed(
        s.api,
        `?${Object.entries(filters)
          .map(([key, value]) => `filters[${key}]=${value}`)
          .join('&')}`,
      );
    const json = (filters: Record<string, string>) =>
      listed(s.api, `?filters=${encodeURIComponent(JSON.stringify(filters))}`);
    const cases: [Record<string, string>, WorkspaceActivityDoc[]][] = [
      [{ workspaceId: s.workspace.id }, [bobViews, annDownload, annViews]],
      [{ workspaceId: s.other.id }, [elsewhere]],
      [{ userId: s.ann.id }, [elsewhere, annDownload, annViews]],
      [{ type: 'workspace.page.viewed' }, [elsewhere, bobViews, annViews]],
      [{ workspaceId: s.workspace.id, userId: s.ann.id, type: 'workspace.page.viewed' }, [annViews]],
      [{ type: 'workspace.plan.task.completed' }, []],
    ];
    for (const [filters, expected] of cases) {
      expect({ filters, listed: ids(await bracket(filters)) }).toEqual({ filters, listed: ids(expected) });
      expect({ filters, listed: ids(await json(filters)) }).toEqual({ filters, listed: ids(expected) });
    }
  });

  it('pages newest first; a page past the end is empty', async () => {
    const s = await scene();
    const recorded: WorkspaceActivityDoc[] = [];
    for (let minute = 10; minute < 15; minute++) recorded.push(await s.record({ at: at(minute) }));
    const newest = ids(recorded).reverse();
    const page = async (n: number) =>
      (await s.api.get(`/v1/workspace-activities?limit=2&page=${n}`).expect(200)).body.data;
    const pages = [await page(1), await page(2), await page(3), await page(4)];
    expect(pages.map((p) => ids(p.workspaceActivities))).toEqual([
      newest.slice(0, 2),
      newest.slice(2, 4),
      [newest[4]],
      [],
    ]);
    expect(pages.map((p) => p.pageInfo)).toEqual(
      [1, 2, 3, 4].map((n) => ({
        page: n,
        pages: 3,
        total: 5,
        pageTotal: n < 3 ? 2 : n === 3 ? 1 : 0,
        hasNextPage: n < 3,
        hasPrevPage: n > 1,
      })),
    );
  });

  it('returns id, object and the selected properties, in the list and by id', async () => {
    const s = await scene();
    const activity = await s.record({ type: 'workspace.asset.viewed', subject: { assetId: newId() } });
    const selected = { id: activity.id, object: 'workspaceActivity', type: activity.type, assetId: activity.assetId };
    expect(await listed(s.api, '?properties=type,assetId')).toEqual([selected]);
    expect(await listed(s.api, '?properties=type&properties=assetId')).toEqual([selected]);
    const one = await s.api.get(`/v1/workspace-activities/${activity.id}?properties[]=type,assetId`).expect(200);
    expect(one.body).toEqual({ data: { workspaceActivity: selected } });
    const bad = await s.api.get('/v1/workspace-activities?properties=type,title').expect(400);
    expect(expectError(bad.body, 400, 'BAD_REQUEST').details).toEqual([
      { field: 'properties', message: expect.stringMatching(/^contains unknown workspaceActivity properties: title;/) },
    ]);
  });

  it('retrieves an activity with its ETag, and answers 304 to a matching If-None-Match', async () => {
    const s = await scene();
    const activity = await s.record({
      type: 'workspace.plan.task.completed',
      subject: { workspacePlanTaskId: newId() },
    });
    const res = await s.api.get(`/v1/workspace-activities/${activity.id}`).expect(200);
    expect(res.body).toEqual({ data: { workspaceActivity: activity } });
    expect(res.headers.etag).toBe('"1"');
    await s.api.get(`/v1/workspace-activities/${activity.id}`).set('If-None-Match', '"1"').expect(304);
  });

  it("answers 404 for another organization's activity and never lists it, even filtered by its workspace", async () => {
    const s = await scene();
    const stranger = await scene();
    const foreign = await stranger.record();
    const res = await s.api.get(`/v1/workspace-activities/${foreign.id}`).expect(404);
    expect(expectError(res.body, 404, 'NOT_FOUND').message).toBe(`workspaceActivity ${foreign.id} not found`);
    expect(await listed(s.api, `?filters[workspaceId]=${stranger.workspace.id}`)).toEqual([]);
    expect(await listed(s.api, `?filters[userId]=${stranger.ann.id}`)).toEqual([]);
    expect(await listed(s.api)).toEqual([]);
  });

  it('answers 400 naming the filter for unknown keys, bad ids, unknown types and malformed filters', async () => {
    const { api } = await scene();
    const cases: [string, { field: string; message: string }[]][] = [
      [
        'filters[color]=red',
        [{ field: 'filters.color', message: 'is not a known filter; allowed: workspaceId, userId, type' }],
      ],
      ['filters[workspaceId]=not an id', [{ field: 'filters.workspaceId', message: 'must be an id string' }]],
      ['filters[userId]=', [{ field: 'filters.userId', message: 'must not be empty' }]],
      [
        'filters[type]=workspace.created',
        [{ field: 'filters.type', message: `must be one of: ${ACTIVITY_TYPES.join(', ')}` }],
      ],
      [
        'filters[userId]=x-y&filters[type]=viewed',
        [
          { field: 'filters.userId', message: 'must be an id string' },
          { field: 'filters.type', message: `must be one of: ${ACTIVITY_TYPES.join(', ')}` },
        ],
      ],
      ['filters={"type":', [{ field: 'filters', message: 'must be a JSON object or given as filters[key]=value' }]],
      [
        'filters[type]=workspace.viewed&filters[type]=workspace.viewed',
        [{ field: 'filters.type', message: 'must be given once' }],
      ],
    ];
    for (const [query, details] of cases) {
      const res = await api.get(`/v1/workspace-activities?${query}`);
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
      expect({ query, details: expectError(res.body, 400, 'BAD_REQUEST').details }).toEqual({ query, details });
    }
  });

  it('is read-only: no route creates, changes or deletes an activity', async () => {
    const s = await scene();
    const activity = await s.record();
    const writes = [
      s.api.post('/v1/workspace-activities', { workspaceId: s.workspace.id, type: 'workspace.viewed' }),
      s.api.patch(`/v1/workspace-activities/${activity.id}`, { type: 'workspace.viewed' }),
      s.api.delete(`/v1/workspace-activities/${activity.id}`),
    ];
    for (const res of await Promise.all(writes)) {
      expect(res.status).toBe(405);
      expectError(res.body, 405, 'METHOD_NOT_ALLOWED');
    }
    expect(await listed(s.api)).toEqual([activity]);
  });

  it('lists in two statements (the count and the page) whatever the page size and filters', async () => {
    const s = await scene();
    for (let i = 0; i < 6; i++) await s.record({ user: i % 2 ? s.ann : s.bob });
    const statementsOf = async (query: string): Promise<string[]> =>
      (await t.statementsOf(() => s.api.get(`/v1/workspace-activities?${query}`).expect(200))).filter(
        (sql) => !/"api_key"/.test(sql),
      );
    const filtered = `filters[workspaceId]=${s.workspace.id}&filters[userId]=${s.ann.id}`;
    for (const query of ['limit=1', 'limit=100', `${filtered}&limit=1`, `${filtered}&limit=100`]) {
      const statements = await statementsOf(query);
      expect({ query, statements: statements.length }).toEqual({ query, statements: 2 });
      expect(statements[0]).toMatch(/COUNT/i);
      expect(statements[1]).toMatch(/ORDER BY .*"created_at" DESC, .*"id" DESC/i);
    }
  });
});
