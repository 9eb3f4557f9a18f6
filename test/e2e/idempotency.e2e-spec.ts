import { registeredRoutes } from '../../src/common/http/registered-routes.js';
import { IdempotencyKeyEntity } from '../../src/common/idempotency/idempotency-key.entity.js';
import { IdempotencyStore } from '../../src/common/idempotency/idempotency.repository.js';
import { requestFingerprint } from '../../src/common/idempotency/request-fingerprint.js';
import { OutboxEmailEntity } from '../../src/mail/outbox-email.entity.js';
import { type Api, apiAs, expectError, bootWithOrg } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { insertWorkspace } from '../support/factories/workspaces.js';

/** Idempotency-Key on POST: a retry replays the stored response and never creates a second resource. */
describe('Idempotency-Key', () => {
  let t: TestApp;
  let api: Api;
  let orgId: string;
  let keyCounter = 0;
  const freshKey = () => `retry-${++keyCounter}-${Date.now()}`;
  const boardCount = async (client: Api = api) =>
    (await client.get('/v1/boards?limit=1').expect(200)).body.data.pageInfo.total as number;

  beforeAll(async () => ({ t, api, orgId } = await bootWithOrg()));
  afterAll(() => t.close());

  it('replays the first response (status, body, Location) for a retry with the same key and body', async () => {
    const key = freshKey();
    const body = { title: 'Renewals', tagNames: ['Finance'] };
    const first = await api.post('/v1/boards', body).set('Idempotency-Key', key).expect(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const retry = await api.post('/v1/boards', body).set('Idempotency-Key', key).expect(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.headers.location).toBe(first.headers.location);
    expect(retry.body).toEqual(first.body);
    expect(await boardCount()).toBe(1);
  });

  it('treats the same JSON with other key order and spacing as the same request', async () => {
    const key = freshKey();
    const first = await api
      .post('/v1/tags')
      .set('Idempotency-Key', key)
      .set('Content-Type', 'application/json')
      .send('{"title":"Spaced"}')
      .expect(201);
    const retry = await api
      .post('/v1/tags')
      .set('Idempotency-Key', key)
      .set('Content-Type', 'application/json')
      .send('{ "title" :  "Spaced" }')
      .expect(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body.data.tag.id).toBe(first.body.data.tag.id);
  });

  /** What POST /v1/workspace-users writes: the membership, a user, an event, the invitation, the workspace's count. */
  const membershipWrites = async (workspaceId: string) => {
    const total = async (path: string) => (await api.get(path).expect(200)).body.data.pageInfo.total as number;
    const workspace = (await api.get(`/v1/workspaces/${workspaceId}`).expect(200)).body.data.workspace;
    return {
      members: await total(`/v1/workspace-users?limit=1&filters[workspaceId]=${workspaceId}`),
      users: await total('/v1/users?limit=1'),
      events: await total('/v1/events?limit=1'),
      emails: await t.dataSource.manager.countBy(OutboxEmailEntity, { organizationId: orgId }),
      workspace: { contactsCount: workspace.contactsCount, updatedAt: workspace.updatedAt },
    };
  };

  it('replays a 200 answer as 200 with the same body and Location, and writes nothing again (POST /v1/workspace-users answers 200 as Dock does)', async () => {
    const { id: workspaceId } = await insertWorkspace(t, orgId, { published: true });
    const body = { email: `idem-${freshKey()}@example.com`, role: 'viewer', workspaceId };
    const key = freshKey();
    const before = await membershipWrites(workspaceId);
    const first = await api.post('/v1/workspace-users', body).set('Idempotency-Key', key).expect(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const afterFirst = await membershipWrites(workspaceId);
    expect(afterFirst).toEqual({
      members: before.members + 1,
      users: before.users + 1,
      events: before.events + 1,
      emails: before.emails + 1,
      workspace: { contactsCount: 1, updatedAt: expect.any(String) },
    });
    // Run again, the same body would be a 409 (already a member): only a replay answers 200.
    const retry = await api.post('/v1/workspace-users', body).set('Idempotency-Key', key).expect(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.headers.location).toEqual(expect.stringContaining(first.body.data.workspaceUser.id));
    expect(retry.headers.location).toBe(first.headers.location);
    expect(retry.body).toEqual(first.body);
    expect(await membershipWrites(workspaceId)).toEqual(afterFirst);
  });

  it('answers 422 when the key was used with another body or another path, and runs neither', async () => {
    const key = freshKey();
    await api.post('/v1/boards', { title: 'Original' }).set('Idempotency-Key', key).expect(201);
    const before = await boardCount();
    const otherBody = await api.post('/v1/boards', { title: 'Changed' }).set('Idempotency-Key', key).expect(422);
    const error = expectError(otherBody.body, 422, 'UNPROCESSABLE_ENTITY');
    expect(error.details).toEqual([{ field: 'Idempotency-Key', message: expect.any(String) }]);
    await api.post('/v1/tags', { title: 'Original' }).set('Idempotency-Key', key).expect(422);
    expect(await boardCount()).toBe(before);
  });

  it('answers 409 with Retry-After while the first request with the key is still running', async () => {
    const key = freshKey();
    const body = { title: 'Slow one' };
    const claim = await t.app
      .get(IdempotencyStore)
      .claim({ organizationId: orgId, key, fingerprint: requestFingerprint('POST', '/v1/boards', body) });
    expect(claim.kind).toBe('claimed');
    const res = await api.post('/v1/boards', body).set('Idempotency-Key', key).expect(409);
    expectError(res.body, 409, 'CONFLICT');
    expect(res.headers['retry-after']).toBe('1');
  });

  it('frees the key when the request fails, so a corrected retry with the same key runs', async () => {
    const key = freshKey();
    const bad = await api.post('/v1/boards', { title: '' }).set('Idempotency-Key', key).expect(400);
    expectError(bad.body, 400, 'BAD_REQUEST');
    const fixed = await api.post('/v1/boards', { title: 'Fixed' }).set('Idempotency-Key', key).expect(201);
    expect(fixed.headers['idempotent-replayed']).toBeUndefined();
  });

  it('keeps keys per organization: another organization with the same key gets its own resource', async () => {
    const key = freshKey();
    const mine = await api.post('/v1/boards', { title: 'Shared key' }).set('Idempotency-Key', key).expect(201);
    const other = apiAs(t, (await t.newOrg()).key);
    const theirs = await other.post('/v1/boards', { title: 'Shared key' }).set('Idempotency-Key', key).expect(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.body.data.board.id).not.toBe(mine.body.data.board.id);
  });

  it('runs the request again once the key is older than 24 hours', async () => {
    const key = freshKey();
    const body = { title: 'Yesterday' };
    const first = await api.post('/v1/boards', body).set('Idempotency-Key', key).expect(201);
    await t.dataSource.manager.update(
      IdempotencyKeyEntity,
      { organizationId: orgId, key },
      { expiresAt: '2000-01-01T00:00:00.000Z' },
    );
    const again = await api.post('/v1/boards', body).set('Idempotency-Key', key).expect(201);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(again.body.data.board.id).not.toBe(first.body.data.board.id);
  });

  it('gives up a claim whose request never finished (its process died) after the lease', async () => {
    const key = freshKey();
    const body = { title: 'Crashed' };
    await t.app
      .get(IdempotencyStore)
      .claim({ organizationId: orgId, key, fingerprint: requestFingerprint('POST', '/v1/boards', body) });
    await t.dataSource.manager.update(
      IdempotencyKeyEntity,
      { organizationId: orgId, key },
      { lockedUntil: '2000-01-01T00:00:00.000Z' },
    );
    await api.post('/v1/boards', body).set('Idempotency-Key', key).expect(201);
  });

  it('creates exactly one resource when ten requests with one key race', async () => {
    const racer = apiAs(t, (await t.newOrg()).key);
    const key = freshKey();
    const body = { title: 'Raced', tagNames: ['Race'] };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => racer.post('/v1/boards', body).set('Idempotency-Key', key)),
    );
    const created = answers.filter((r) => r.status === 201);
    expect(answers.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    expect(new Set(created.map((r) => r.body.data.board.id as string)).size).toBe(1);
    expect(await boardCount(racer)).toBe(1);
    // Once the winner is done every retry gets its answer.
    const late = await racer.post('/v1/boards', body).set('Idempotency-Key', key).expect(201);
    expect(late.body.data.board.id).toBe(created[0].body.data.board.id);
  });

  it('rejects a malformed key with 400 naming the header', async () => {
    for (const key of ['has space', 'x'.repeat(256)]) {
      const res = await api.post('/v1/boards', { title: 'Never' }).set('Idempotency-Key', key).expect(400);
      expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([
        { field: 'Idempotency-Key', message: expect.any(String) },
      ]);
    }
  });

  it('checks the header on every POST route the app serves', async () => {
    const posts = registeredRoutes(t.app.getHttpAdapter().getInstance())
      .filter((route) => route.methods.includes('POST'))
      .map((route) => route.path.replace(/:id\b/g, 'abcdefghijkl'))
      // The API's routes; the published workspace's forms (/app) are pages, not API operations.
      .filter((path) => path.startsWith('/v1/'));
    expect(posts.length).toBeGreaterThanOrEqual(15);
    for (const path of posts) {
      const res = await api.post(path, {}).set('Idempotency-Key', 'has space');
      expect({ path, status: res.status, details: res.body.error?.details }).toEqual({
        path,
        status: 400,
        details: [{ field: 'Idempotency-Key', message: expect.any(String) }],
      });
    }
  });

  it('ignores the header on other methods', async () => {
    const key = freshKey();
    await api.get('/v1/boards').set('Idempotency-Key', key).expect(200);
    await api.get('/v1/boards').set('Idempotency-Key', key).expect(200);
    const rows = await t.dataSource.manager.countBy(IdempotencyKeyEntity, { organizationId: orgId, key });
    expect(rows).toBe(0);
  });
});
