import { type Api, newOrgApi } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';
import { type PublishedWorkspace, createPublishedWorkspace } from '../support/factories/published-workspace.js';
import { bootWithSmtp } from '../support/mail-app.js';
import type { SmtpCapture } from '../support/smtp.js';
import { SseClient, listening } from '../support/sse.js';
import { Visitor, pathOf, signInByLink } from '../support/visitor.js';

const LIVE_ENV = {
  LIVE_HEARTBEAT_MS: '200',
  LIVE_REPLAY_MAX: '3',
  LIVE_MAX_STREAMS_PER_CONTACT: '2',
};

const changes = (client: SseClient) => client.events.filter((message) => message.event === 'change');

describe('published workspace: the live stream (/live)', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let api: Api;
  let base: string;
  const streams: SseClient[] = [];

  beforeAll(async () => {
    ({ t, smtp } = await bootWithSmtp(LIVE_ENV));
    ({ api } = await newOrgApi(t));
    base = await listening(t);
  });
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });
  afterAll(() => t.close());

  async function signedIn(ws: PublishedWorkspace, email: string): Promise<Visitor> {
    const visitor = new Visitor(t);
    await signInByLink(t, smtp, visitor, ws.path, email);
    return visitor;
  }

  async function open(path: string, headers: Record<string, string> = {}): Promise<SseClient> {
    const stream = await SseClient.open(base, path, headers);
    streams.push(stream);
    return stream;
  }

  async function workspaceWithContact(name: string, email: string) {
    const ws = await createPublishedWorkspace(api, { name, members: [{ email, role: 'collaborator' }] });
    const visitor = await signedIn(ws, email);
    return { ws, visitor };
  }

  const complete = (taskId: string) => api.patch(`/v1/workspace-plan-tasks/${taskId}`, { completed: true }).expect(200);

  it("tells a contact's open page of a task completed through the API: the event's type only, with an id", async () => {
    const { ws, visitor } = await workspaceWithContact('Live Acme', 'ann@live-acme.example');
    const stream = await open(`${ws.path}/live`, visitor.cookieHeader());
    expect(stream.status).toBe(200);
    expect(stream.res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    await complete(ws.tasks.kickOff);
    await stream.until('a change', (c) => changes(c).some((m) => m.data === '{"type":"workspacePlanTask.completed"}'));
    for (const message of changes(stream)) {
      expect(message.id).toMatch(/^[0-9A-Za-z]{12}$/);
      expect(Object.keys(JSON.parse(message.data!) as object)).toEqual(['type']);
    }
    // Nothing of the task itself: no title, no task or workspace id.
    expect(stream.body).not.toContain('Kick-off');
    expect(stream.body).not.toContain(ws.tasks.kickOff);
    expect(stream.body).not.toContain(ws.id);
  });

  it("relays only its own workspace's changes, not another workspace's of the same organization", async () => {
    const { ws, visitor } = await workspaceWithContact('Live Own', 'bo@live-own.example');
    const other = await createPublishedWorkspace(api, { name: 'Live Other' });
    const stream = await open(`${ws.path}/live`, visitor.cookieHeader());
    await complete(other.tasks.kickOff);
    await api.patch(`/v1/workspace-plan-tasks/${ws.tasks.security}`, { title: 'Security review (v2)' }).expect(200);
    await stream.until('its own change', (c) => changes(c).length > 0);
    expect(changes(stream).map((m) => m.data)).toEqual(['{"type":"workspacePlanTask.updated"}']);
  });

  it('sends a heartbeat comment while idle (LIVE_HEARTBEAT_MS)', async () => {
    const { ws, visitor } = await workspaceWithContact('Live Beat', 'cy@live-beat.example');
    const stream = await open(`${ws.path}/live`, visitor.cookieHeader());
    await stream.until('a heartbeat', (c) => c.messages.some((m) => m.comment === 'heartbeat'));
    expect(stream.messages[0].retry).toMatch(/^\d+$/);
  });

  it('replays what was missed after Last-Event-ID, and past LIVE_REPLAY_MAX sends one change for it all', async () => {
    const { ws, visitor } = await workspaceWithContact('Live Replay', 'di@live-replay.example');
    const first = await open(`${ws.path}/live`, visitor.cookieHeader());
    await complete(ws.tasks.kickOff);
    await first.until('the first change', (c) => changes(c).length > 0);
    const lastId = changes(first).at(-1)!.id!;
    first.close();

    await api.patch(`/v1/workspace-plan-tasks/${ws.tasks.security}`, { title: 'Review 1' }).expect(200);
    await api.patch(`/v1/workspace-plan-tasks/${ws.tasks.security}`, { title: 'Review 2' }).expect(200);
    const resumed = await open(`${ws.path}/live`, { ...visitor.cookieHeader(), 'Last-Event-ID': lastId });
    await resumed.until('the two missed changes', (c) => changes(c).length === 2);
    expect(changes(resumed).map((m) => m.data)).toEqual(Array(2).fill('{"type":"workspacePlanTask.updated"}'));
    const resumedAt = changes(resumed).at(-1)!.id!;
    resumed.close();

    for (let i = 3; i <= 7; i++) {
      await api.patch(`/v1/workspace-plan-tasks/${ws.tasks.security}`, { title: `Review ${i}` }).expect(200);
    }
    const far = await open(`${ws.path}/live`, { ...visitor.cookieHeader(), 'Last-Event-ID': resumedAt });
    await far.until('one change for the five', (c) => changes(c).length === 1);
    await far.until('a heartbeat after it', (c) => c.messages.at(-1)?.comment === 'heartbeat');
    expect(changes(far)).toHaveLength(1);
  });

  it("ends a removed member's stream", async () => {
    const { ws, visitor } = await workspaceWithContact('Live Removed', 'ed@live-removed.example');
    const stream = await open(`${ws.path}/live`, visitor.cookieHeader());
    await stream.until('the stream is open', (c) => c.messages.length > 0);
    const members = (await api.get(`/v1/workspace-users?filters[workspaceId]=${ws.id}`).expect(200)).body.data
      .workspaceUsers as Array<{ id: string }>;
    await api.delete(`/v1/workspace-users/${members[0].id}`).expect(200);
    await stream.endedWithin();
    expect(changes(stream)).toEqual([]);
    // Reconnecting does not bring it back: the page would show the sign-in form.
    const again = await open(`${ws.path}/live`, visitor.cookieHeader());
    expect(again.status).toBe(403);
  });

  it('ends the stream of a public workspace once it is unpublished', async () => {
    const ws = await createPublishedWorkspace(api, { name: 'Live Public', shareSetting: 'public' });
    const stream = await open(`${ws.path}/live`);
    expect(stream.status).toBe(200);
    await api.patch(`/v1/workspaces/${ws.id}`, { published: false }).expect(200);
    await stream.endedWithin();
  });

  it('answers a HEAD at once, holding nothing open', async () => {
    const ws = await createPublishedWorkspace(api, { name: 'Live Head', shareSetting: 'public' });
    const res = await new Visitor(t).head(`${ws.path}/live`, 200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
  });

  it('refuses an anonymous reader of a workspace that is not public, before opening anything', async () => {
    const ws = await createPublishedWorkspace(api, { name: 'Live Private' });
    const stream = await open(`${ws.path}/live`);
    expect(stream.status).toBe(403);
    expect(stream.res.headers['content-type']).toContain('text/html');
    const unknown = await open(`/app/${pathOf(ws.workspaceUrl).split('/')[2]}/nothing-a1B2c3D4e5F6/live`);
    expect(unknown.status).toBe(404);
  });

  it('answers 429 with Retry-After past LIVE_MAX_STREAMS_PER_CONTACT, and takes one again once a stream closes', async () => {
    const { ws, visitor } = await workspaceWithContact('Live Bounded', 'fi@live-bounded.example');
    const [a] = [
      await open(`${ws.path}/live`, visitor.cookieHeader()),
      await open(`${ws.path}/live`, visitor.cookieHeader()),
    ];
    const third = await open(`${ws.path}/live`, visitor.cookieHeader());
    expect(third.status).toBe(429);
    expect(Number(third.res.headers['retry-after'])).toBeGreaterThan(0);
    a.close();
    let fourth: SseClient | undefined;
    // The slot is freed when the server sees the close: the next attempts find it free.
    for (let attempt = 0; attempt < 50 && fourth?.status !== 200; attempt++) {
      fourth = await open(`${ws.path}/live`, visitor.cookieHeader());
    }
    expect(fourth?.status).toBe(200);
  });

  it('counts neither the stream nor the live refresh as a page view', async () => {
    const { ws, visitor } = await workspaceWithContact('Live Views', 'gu@live-views.example');
    const viewsNow = async () =>
      (
        (await api.get(`/v1/workspace-activities?filters[workspaceId]=${ws.id}`).expect(200)).body.data
          .workspaceActivities as Array<{ type: string }>
      ).filter((a) => a.type === 'workspace.page.viewed').length;
    await visitor.get(ws.path, 200);
    const before = await viewsNow();
    const stream = await open(`${ws.path}/live`, visitor.cookieHeader());
    await stream.until('the stream is open', (c) => c.messages.length > 0);
    const refreshed = await visitor.get(ws.path, 200, { 'X-Live-Refresh': '1' });
    expect(refreshed.text).toContain('data-live-region');
    expect(await viewsNow()).toBe(before);
  });
});

describe('published workspace: the live stream, per instance', () => {
  it('answers 503 with Retry-After past LIVE_MAX_STREAMS, and ends open streams when the app closes', async () => {
    const t = await bootTestApp({ LIVE_MAX_STREAMS: '1', APP_BASE_URL: 'https://app.example.test/app' });
    const { api } = await newOrgApi(t);
    const base = await listening(t);
    const ws = await createPublishedWorkspace(api, { name: 'Live Instance', shareSetting: 'public' });
    const path = pathOf(ws.workspaceUrl);
    const first = await SseClient.open(base, `${path}/live`);
    const second = await SseClient.open(base, `${path}/live`);
    try {
      expect(first.status).toBe(200);
      expect(second.status).toBe(503);
      expect(second.res.headers['retry-after']).toBeDefined();
    } finally {
      await t.close();
    }
    await first.endedWithin();
  });
});
