import { type Api, newOrgApi } from '../support/api.js';
import { type FreshDatabase, type TestApp, bootTestApp, freshDatabase } from '../support/app.js';
import { describeOn } from '../support/dialect.js';
import { type ServerProcess, mintKey, startServer } from '../support/server-process.js';
import { SseClient, listening } from '../support/sse.js';

interface StreamedEvent {
  id: string;
  type: string;
  data: { object: { id: string } };
}

/** The events a stream carried, each checked to carry its own id as the SSE id. */
const events = (client: SseClient): StreamedEvent[] =>
  client.events.map((message) => {
    const event = JSON.parse(message.data!) as StreamedEvent;
    expect(message.id).toBe(event.id);
    return event;
  });

describe('GET /v1/events/stream', () => {
  let t: TestApp;
  let api: Api;
  let key: string;
  let base: string;
  const streams: SseClient[] = [];

  beforeAll(async () => {
    t = await bootTestApp({ LIVE_HEARTBEAT_MS: '200', LIVE_MAX_STREAMS_PER_ORG: '3' });
    ({ api, key } = await newOrgApi(t));
    base = await listening(t);
  });
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });
  afterAll(() => t.close());

  async function open(
    path = '/v1/events/stream',
    headers: Record<string, string> = { Authorization: `Bearer ${key}` },
  ) {
    const stream = await SseClient.open(base, path, headers);
    streams.push(stream);
    return stream;
  }

  it('streams each event as GET /v1/events/{id} answers it, with its id, as it commits', async () => {
    const stream = await open();
    expect(stream.status).toBe(200);
    expect(stream.res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    const board = (await api.post('/v1/boards', { title: 'Streamed' }).expect(201)).body.data.board;
    await stream.until('the board event', (c) => c.events.length > 0);
    const [received] = events(stream);
    expect(received.type).toBe('board.created');
    expect(stream.events[0].event).toBe('event');
    const listed = (await api.get(`/v1/events/${received.id}`).expect(200)).body.data.event;
    expect(JSON.parse(stream.events[0].data!)).toEqual(listed);
    expect(listed.data.object.id).toBe(board.id);
  });

  it('answers 401 without a key, or with a bad one, and streams nothing', async () => {
    for (const headers of [{}, { Authorization: 'Bearer nope' }] as Record<string, string>[]) {
      const stream = await open('/v1/events/stream', headers);
      await stream.endedWithin();
      expect(stream.status).toBe(401);
      expect(stream.res.headers['content-type']).toContain('application/json');
      expect(JSON.parse(stream.body).error.code).toBe('UNAUTHORIZED');
    }
  });

  it("never carries another organization's events", async () => {
    const other = await newOrgApi(t);
    const stream = await open();
    await other.api.post('/v1/boards', { title: 'Theirs' }).expect(201);
    await api.post('/v1/boards', { title: 'Ours' }).expect(201);
    await stream.until('our event', (c) => c.events.length > 0);
    expect(events(stream).map((e) => e.type)).toEqual(['board.created']);
    expect(stream.body).not.toContain('Theirs');
  });

  it('resumes after Last-Event-ID from the event log, oldest first, then goes on live', async () => {
    const first = await open();
    await api.post('/v1/boards', { title: 'Before the cut' }).expect(201);
    await first.until('one event', (c) => c.events.length > 0);
    const lastId = first.events[0].id!;
    first.close();
    const missed = [];
    for (const title of ['Missed 1', 'Missed 2', 'Missed 3']) {
      missed.push((await api.post('/v1/boards', { title }).expect(201)).body.data.board.id as string);
    }
    const resumed = await open('/v1/events/stream', { Authorization: `Bearer ${key}`, 'Last-Event-ID': lastId });
    await resumed.until('the three missed', (c) => c.events.length === 3);
    const ids = events(resumed).map((e) => e.data.object.id);
    expect(ids).toEqual(missed);
    await api.post('/v1/boards', { title: 'After' }).expect(201);
    await resumed.until('the live one', (c) => c.events.length === 4);
  });

  it('answers 400 naming Last-Event-ID for an id the log does not have, and for a bad type', async () => {
    const unknown = await open('/v1/events/stream', {
      Authorization: `Bearer ${key}`,
      'Last-Event-ID': 'a1B2c3D4e5F6',
    });
    await unknown.endedWithin();
    expect(unknown.status).toBe(400);
    expect(JSON.parse(unknown.body).error.details[0].field).toBe('Last-Event-ID');
    const badType = await open('/v1/events/stream?type=nope');
    await badType.endedWithin();
    expect(badType.status).toBe(400);
  });

  it('narrows to one type with `type`, and to some fields with `properties`', async () => {
    const stream = await open('/v1/events/stream?type=board.updated&properties=type');
    const board = (await api.post('/v1/boards', { title: 'Typed' }).expect(201)).body.data.board;
    await api.patch(`/v1/boards/${board.id}`, { title: 'Typed 2' }).expect(200);
    await stream.until('the update', (c) => c.events.length > 0);
    expect(events(stream).map((e) => e.type)).toEqual(['board.updated']);
    expect(Object.keys(events(stream)[0]).sort()).toEqual(['id', 'object', 'type']);
  });

  it('sends heartbeats, and answers 429 with Retry-After past LIVE_MAX_STREAMS_PER_ORG', async () => {
    const open3 = [await open(), await open(), await open()];
    expect(open3.map((s) => s.status)).toEqual([200, 200, 200]);
    await open3[0].until('a heartbeat', (c) => c.messages.some((m) => m.comment === 'heartbeat'));
    const fourth = await open();
    await fourth.endedWithin();
    expect(fourth.status).toBe(429);
    expect(Number(fourth.res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describeOn('postgres')('GET /v1/events/stream while the instance cannot hear notifications', () => {
  it('delivers an event written while its LISTEN connection was down, from the log, once it is back', async () => {
    const bootedAt = new Date();
    const t = await bootTestApp({ LIVE_HEARTBEAT_MS: '200' });
    try {
      const { api, key } = await newOrgApi(t);
      const stream = await SseClient.open(await listening(t), '/v1/events/stream', { Authorization: `Bearer ${key}` });
      await stream.until('the stream is open', (c) => c.messages.length > 0);
      // This app's listener (started after bootedAt): the connection drops, as in a database restart or a network cut.
      const ended: Array<{ ok: boolean }> = await t.dataSource.query(
        `SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity
          WHERE application_name = 'wsapi-live-events' AND backend_start >= $1 AND pid <> pg_backend_pid()`,
        [bootedAt],
      );
      expect(ended.length).toBeGreaterThan(0);
      await api.post('/v1/boards', { title: 'Written during the outage' }).expect(201);
      await stream.until('the event missed while down', (c) => c.events.length > 0);
      expect(events(stream).map((e) => e.type)).toEqual(['board.created']);
      expect(stream.body).toContain('Written during the outage');
      stream.close();
    } finally {
      await t.close();
    }
  });
});

describeOn('postgres')('GET /v1/events/stream across instances', () => {
  let db: FreshDatabase;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    db = await freshDatabase();
    servers.push(await startServer(db.env));
    servers.push(await startServer(db.env));
  }, 60_000);
  afterAll(async () => {
    for (const server of servers) await server.stop();
    await db?.drop();
  });

  it('a stream on instance A receives the event of a write through instance B', async () => {
    const key = await mintKey(db.env, 'Two Instances');
    const [a, b] = servers;
    const stream = await SseClient.open(a.base, '/v1/events/stream', { Authorization: `Bearer ${key}` });
    try {
      expect(stream.status).toBe(200);
      await stream.until('the stream is open', (c) => c.messages.length > 0);
      const res = await fetch(`${b.base}/v1/boards`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ title: 'Written on B' }),
      });
      expect(res.status).toBe(201);
      await stream.until('the event from B', (c) => c.events.length > 0);
      expect(events(stream).map((e) => e.type)).toEqual(['board.created']);
      expect(stream.body).toContain('Written on B');
    } finally {
      stream.close();
    }
  });

  it("ends an instance's open streams at once on SIGTERM, so they do not hold its shutdown", async () => {
    const key = await mintKey(db.env, 'Shutting Down');
    const [a] = servers;
    const stream = await SseClient.open(a.base, '/v1/events/stream', { Authorization: `Bearer ${key}` });
    await stream.until('the stream is open', (c) => c.messages.length > 0);
    a.child.kill('SIGTERM');
    // The stream's lifetime is 30 minutes: only ending it lets the process exit within the test's timeout.
    expect(await a.exited).toEqual({ code: 0, signal: null });
    await stream.endedWithin();
  });
});
