import { type Api, apiAs, expectError } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';
import { insertAccount } from '../support/factories/accounts.js';
import { insertDeal } from '../support/factories/deals.js';
import { insertTemplate } from '../support/factories/templates.js';
import { insertUser } from '../support/factories/users.js';
import { insertWorkspaceDomain } from '../support/factories/workspace-domains.js';
import { insertWorkspaceUser } from '../support/factories/workspace-users.js';
import { insertWorkspace } from '../support/factories/workspaces.js';

/**
 * Four workspaces with distinct values for every filter key; each case names the workspaces it must return,
 * newest first, in both syntaxes (filters[key]=value and filters=<JSON>).
 */
describe('workspace filters', () => {
  let t: TestApp;
  let api: Api;
  const ids: Record<string, string> = {};
  const refs: Record<string, string> = {};

  beforeAll(async () => {
    t = await bootTestApp();
    const org = await t.newOrg();
    api = apiAs(t, org.key);
    const other = await t.newOrg();
    const [t1, t2] = [await insertTemplate(t, org.orgId), await insertTemplate(t, org.orgId)];
    const [a1, a2] = [await insertAccount(t, org.orgId), await insertAccount(t, org.orgId)];
    const [d1, d2] = [await insertDeal(t, org.orgId), await insertDeal(t, org.orgId)];
    Object.assign(refs, { t1: t1.id, a1: a1.id, d2: d2.id });
    const w1 = await insertWorkspace(t, org.orgId, {
      name: 'Alpha 50% launch',
      templateId: t1.id,
      accountId: a1.id,
      dealId: d1.id,
      published: true,
      createdAt: '2026-02-01T00:00:00.000Z',
      updatedAt: '2026-02-10T00:00:00.000Z',
    });
    const w2 = await insertWorkspace(t, org.orgId, {
      name: 'Beta_rollout',
      templateId: t2.id,
      accountId: a2.id,
      createdAt: '2026-02-02T00:00:00.000Z',
    });
    const w3 = await insertWorkspace(t, org.orgId, {
      name: 'alpha 50x LAUNCH',
      templateId: t1.id,
      dealId: d2.id,
      published: true,
      createdAt: '2026-02-03T12:00:00.000Z',
    });
    const w4 = await insertWorkspace(t, org.orgId, { name: 'BetaXrollout', createdAt: '2026-02-04T00:00:00.000Z' });
    Object.assign(ids, { w1: w1.id, w2: w2.id, w3: w3.id, w4: w4.id });
    await insertWorkspaceUser(t, w1, await insertUser(t, org.orgId, { email: 'jane@example.com' }));
    await insertWorkspaceUser(t, w2, await insertUser(t, org.orgId, { email: 'bob@example.com' }));
    await insertWorkspaceDomain(t, w1, { domain: 'alpha.example' });
    await insertWorkspaceDomain(t, w2, { domain: 'beta.example' });
    await insertWorkspaceDomain(t, w2, { domain: 'xn--mnche-kva.de' });
    // Another organization's workspace matching everything must never show up.
    await insertWorkspace(t, other.orgId, { name: 'Alpha 50% launch', published: true });
  });
  afterAll(() => t.close());

  const names = async (qs: string): Promise<string[]> => {
    const res = await api.get(`/v1/workspaces?properties=name&${qs}`).expect(200);
    const found = Object.entries(ids);
    const list = res.body.data.workspaces.map((w: { id: string }) => found.find(([, id]) => id === w.id)?.[0]);
    expect(res.body.data.pageInfo.total).toBe(list.length);
    return list;
  };

  const cases: [string, (r: Record<string, string>) => Record<string, string | boolean>, string[]][] = [
    ['name, case-insensitively', () => ({ name: 'ALPHA' }), ['w3', 'w1']],
    ['name with a literal %', () => ({ name: '50%' }), ['w1']],
    ['name with a literal _', () => ({ name: 'a_r' }), ['w2']],
    ['accountId', (r) => ({ accountId: r.a1 }), ['w1']],
    ['dealId', (r) => ({ dealId: r.d2 }), ['w3']],
    ['templateId', (r) => ({ templateId: r.t1 }), ['w3', 'w1']],
    ['published=true', () => ({ published: 'true' }), ['w3', 'w1']],
    ['published=false', () => ({ published: 'false' }), ['w4', 'w2']],
    ['userEmail, lower-casing the value', () => ({ userEmail: 'JANE@Example.com' }), ['w1']],
    ['domain, lower-casing the value', () => ({ domain: 'BETA.example' }), ['w2']],
    ['an internationalized domain', () => ({ domain: 'münche.de' }), ['w2']],
    ['createdAfter, strictly', () => ({ createdAfter: '2026-02-02T00:00:00.000Z' }), ['w4', 'w3']],
    ['createdBefore, strictly', () => ({ createdBefore: '2026-02-02T00:00:00Z' }), ['w1']],
    ['createdAfter as a date (00:00Z)', () => ({ createdAfter: '2026-02-03' }), ['w4', 'w3']],
    ['createdBefore as a date (00:00Z)', () => ({ createdBefore: '2026-02-03' }), ['w2', 'w1']],
    ['createdBefore with an offset', () => ({ createdBefore: '2026-02-03T13:00:00+01:00' }), ['w2', 'w1']],
    ['updatedAfter, strictly', () => ({ updatedAfter: '2026-02-03T12:00:00.000Z' }), ['w4', 'w1']],
    ['updatedBefore, strictly', () => ({ updatedBefore: '2026-02-03T12:00:00.000Z' }), ['w2']],
    ['several keys together', () => ({ published: 'true', name: 'alpha', createdAfter: '2026-02-02' }), ['w3']],
    ['a value matching nothing', () => ({ name: 'zzz' }), []],
  ];

  it.each(cases)('filters by %s with filters[key]=value', async (_case, filters, expected) => {
    const qs = Object.entries(filters(refs))
      .map(([key, value]) => `filters[${key}]=${encodeURIComponent(String(value))}`)
      .join('&');
    expect(await names(qs)).toEqual(expected);
  });

  it.each(cases)('filters by %s with filters=<JSON>', async (_case, filters, expected) => {
    expect(await names(`filters=${encodeURIComponent(JSON.stringify(filters(refs)))}`)).toEqual(expected);
  });

  it('accepts a JSON boolean for published', async () => {
    expect(await names(`filters=${encodeURIComponent('{"published":false}')}`)).toEqual(['w4', 'w2']);
  });

  it('pages a filtered list with pageInfo counting only the matches', async () => {
    const res = await api.get('/v1/workspaces?properties=name&filters[published]=true&limit=1&page=2').expect(200);
    expect(res.body.data.workspaces.map((w: { id: string }) => w.id)).toEqual([ids.w1]);
    expect(res.body.data.pageInfo).toEqual({
      page: 2,
      pages: 2,
      total: 2,
      pageTotal: 1,
      hasNextPage: false,
      hasPrevPage: true,
    });
  });

  it.each([
    ['an unknown key', 'filters[owner]=x', 'filters.owner'],
    ['a repeated key', 'filters[name]=a&filters[name]=b', 'filters.name'],
    ['an empty value', 'filters[name]=', 'filters.name'],
    ['published other than true/false', 'filters[published]=yes', 'filters.published'],
    ['published as 1', 'filters[published]=1', 'filters.published'],
    ['a bad timestamp', 'filters[createdAfter]=yesterday', 'filters.createdAfter'],
    ['an impossible date', 'filters[updatedBefore]=2026-02-30', 'filters.updatedBefore'],
    ['a malformed id', 'filters[accountId]=a-b', 'filters.accountId'],
    ['a malformed e-mail', 'filters[userEmail]=jane', 'filters.userEmail'],
    ['a malformed domain', 'filters[domain]=localhost', 'filters.domain'],
    ['bad JSON', 'filters=%7B%22name%22', 'filters'],
    ['a JSON array', 'filters=%5B%22name%22%5D', 'filters'],
    ['a non-string JSON value', `filters=${encodeURIComponent('{"name":1}')}`, 'filters.name'],
    ['a repeated JSON key', `filters=${encodeURIComponent('{"name":"a","name":"b"}')}`, 'filters.name'],
    ['an unknown JSON key', `filters=${encodeURIComponent('{"nope":"a"}')}`, 'filters.nope'],
    ['filters given twice', 'filters=%7B%7D&filters=%7B%7D', 'filters'],
    ['both syntaxes', 'filters[name]=a&filters=%7B%7D', 'filters'],
    ['filters[]', 'filters[]=a', 'filters'],
  ])('rejects %s with 400 naming the field', async (_case, qs, field) => {
    const res = await api.get(`/v1/workspaces?${qs}`).expect(400);
    expect(expectError(res.body, 400, 'BAD_REQUEST').details[0]).toEqual({ field, message: expect.any(String) });
  });
});
