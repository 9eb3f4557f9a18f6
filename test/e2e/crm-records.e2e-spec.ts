import { type Api, apiAs, expectError, bootWithOrg } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { insertCustomField } from '../support/factories/custom-fields.js';
import { insertUser } from '../support/factories/users.js';
import { ID, ISO_MS, ISO_S, type Json } from '../support/wire.js';

/** Accounts (create, list), deals and users (create, list, retrieve, update). */
describe('accounts, deals and users', () => {
  let t: TestApp;
  let api: Api;
  let orgId: string;

  beforeAll(async () => ({ t, api, orgId } = await bootWithOrg()));
  afterAll(() => t.close());

  const fieldsOf = (details: { field: string }[]) => details.map((d) => d.field);
  const expect400 = async (method: 'post' | 'patch', path: string, body: Json, field: string) => {
    const res = await api[method](path, body);
    expect({ body, status: res.status, fields: res.status === 400 ? fieldsOf(res.body.error.details) : [] }).toEqual({
      body,
      status: 400,
      fields: expect.arrayContaining([field]),
    });
  };

  describe('accounts', () => {
    it('creates an account with 201, Location, its custom fields, and lists it newest first', async () => {
      const owner = await insertUser(t, orgId);
      const tier = await insertCustomField(t, orgId, 'singleLineText', 'account', { name: 'Tier' });
      const res = await api
        .post('/v1/accounts', {
          name: 'Globex',
          website: 'https://globex.example',
          ownerId: owner.id,
          logo: 'https://globex.example/logo.png',
          crmAAccountId: 'A-1',
          crmBCompanyId: 'B-1',
          customFields: [{ id: tier.id, value: 'Gold' }],
        })
        .expect(201);
      const account = res.body.data.account;
      expect(res.headers.location).toBe(`http://localhost:3000/v1/accounts/${account.id}`);
      expect(account).toMatchObject({
        id: expect.stringMatching(ID),
        object: 'account',
        name: 'Globex',
        website: 'https://globex.example',
        ownerId: owner.id,
        crmAAccountId: 'A-1',
        crmBCompanyId: 'B-1',
        customFields: [expect.objectContaining({ id: tier.id, value: 'Gold' })],
      });
      expect((await api.get(`/v1/accounts/${account.id}`).expect(200)).body.data.account).toEqual(account);
      await api.post('/v1/accounts', { name: 'Newer' }).expect(201);
      const list = (await api.get('/v1/accounts?limit=2&properties=name').expect(200)).body.data;
      expect(list.accounts.map((a: Json) => a.name)).toEqual(['Newer', 'Globex']);
      expect(list.pageInfo).toMatchObject({ total: 2, pages: 1 });
    });

    it('validates the body and writes nothing on a 400', async () => {
      const before = (await api.get('/v1/accounts?limit=1').expect(200)).body.data.pageInfo.total;
      const foreignUser = await insertUser(t, (await t.newOrg()).orgId);
      await expect400('post', '/v1/accounts', {}, 'name');
      await expect400('post', '/v1/accounts', { name: '' }, 'name');
      await expect400('post', '/v1/accounts', { name: 'x', website: 'globex.example' }, 'website');
      await expect400('post', '/v1/accounts', { name: 'x', ownerId: foreignUser.id }, 'ownerId');
      await expect400(
        'post',
        '/v1/accounts',
        { name: 'x', customFields: [{ id: 'a1B2c3D4e5F6', value: 1 }] },
        'customFields[0].id',
      );
      await expect400('post', '/v1/accounts', { name: 'x', industry: 'retail' }, 'industry');
      expect((await api.get('/v1/accounts?limit=1').expect(200)).body.data.pageInfo.total).toBe(before);
    });

    it('lists accounts at a constant number of SQL statements', async () => {
      for (let i = 0; i < 3; i++) await api.post('/v1/accounts', { name: `Bulk ${i}` }).expect(201);
      const one = await t.countQueries(() => api.get('/v1/accounts?limit=1').expect(200));
      const hundred = await t.countQueries(() => api.get('/v1/accounts?limit=100').expect(200));
      expect(hundred).toBe(one);
    });
  });

  describe('deals', () => {
    it('creates, retrieves, updates and lists deals with exact amounts and custom fields', async () => {
      const size = await insertCustomField(t, orgId, 'number', 'deal', { name: 'Seats' });
      const res = await api
        .post('/v1/deals', {
          name: 'Globex renewal',
          amount: '12500.50',
          stage: 'negotiation',
          type: 'renewal',
          closeDate: '2026-03-31',
          crmBDealId: 'D-1',
          crmAOpportunityId: 'O-1',
          customFields: [{ id: size.id, value: 40 }],
        })
        .expect(201);
      const deal = res.body.data.deal;
      expect(res.headers.location).toBe(`http://localhost:3000/v1/deals/${deal.id}`);
      expect(deal).toEqual({
        id: expect.stringMatching(ID),
        object: 'deal',
        url: `http://localhost:3000/v1/deals/${deal.id}`,
        name: 'Globex renewal',
        amount: '12500.5',
        stage: 'negotiation',
        type: 'renewal',
        createdDate: expect.stringMatching(ISO_S),
        closeDate: '2026-03-31T00:00:00Z',
        crmBDealId: 'D-1',
        crmAOpportunityId: 'O-1',
        customFields: [expect.objectContaining({ id: size.id, value: '40' })],
        createdAt: expect.stringMatching(ISO_MS),
        updatedAt: expect.stringMatching(ISO_MS),
      });
      const updated = await api
        .patch(`/v1/deals/${deal.id}?properties=amount,stage,closeDate,customFields.value`, {
          amount: 99,
          stage: 'closed won',
          closeDate: null,
          customFields: [{ id: size.id, value: null }],
        })
        .expect(200);
      expect(updated.body.data.deal).toEqual({
        id: deal.id,
        object: 'deal',
        url: deal.url,
        amount: '99',
        stage: 'closed won',
        closeDate: null,
        customFields: [{ id: size.id, object: 'customField', url: expect.any(String), value: null }],
      });
      expect((await api.get(`/v1/deals/${deal.id}?properties=name`).expect(200)).body.data.deal.name).toBe(
        'Globex renewal',
      );
      const list = (await api.get('/v1/deals').expect(200)).body.data;
      expect(list.deals.map((d: Json) => d.id)).toContain(deal.id);
    });

    it('validates amounts, dates and fields; another organization’s deal is 404', async () => {
      await expect400('post', '/v1/deals', { name: 'x', amount: 'lots' }, 'amount');
      await expect400('post', '/v1/deals', { name: 'x', amount: true }, 'amount');
      await expect400('post', '/v1/deals', { name: 'x', closeDate: '31/03/2026' }, 'closeDate');
      await expect400('post', '/v1/deals', { amount: 1 }, 'name');
      const foreign = (
        await apiAs(t, (await t.newOrg()).key)
          .post('/v1/deals', { name: 'Theirs' })
          .expect(201)
      ).body.data.deal;
      await api.get(`/v1/deals/${foreign.id}`).expect(404);
      await api.patch(`/v1/deals/${foreign.id}`, { name: 'Mine' }).expect(404);
    });
  });

  describe('users', () => {
    it('creates a user with a lower-cased e-mail and a derived name, and 409s on a duplicate in any case', async () => {
      const res = await api
        .post('/v1/users', { email: 'Jane.Doe@Example.com', firstName: 'Jane', lastName: 'Doe' })
        .expect(201);
      const user = res.body.data.user;
      expect(user).toEqual({
        id: expect.stringMatching(ID),
        object: 'user',
        url: `http://localhost:3000/v1/users/${user.id}`,
        email: 'jane.doe@example.com',
        firstName: 'Jane',
        lastName: 'Doe',
        name: 'Jane Doe',
        avatar: null,
        createdAt: expect.stringMatching(ISO_MS),
        updatedAt: expect.stringMatching(ISO_MS),
      });
      const dup = await api.post('/v1/users', { email: 'JANE.DOE@example.com' }).expect(409);
      expect(expectError(dup.body, 409, 'CONFLICT').details[0].field).toBe('email');
    });

    it('creates exactly one user when the same e-mail is posted ten times at once', async () => {
      const statuses = await Promise.all(
        Array.from({ length: 10 }, async () => (await api.post('/v1/users', { email: 'race@example.com' })).status),
      );
      expect(statuses.sort()).toEqual([201, ...Array(9).fill(409)]);
    });

    it('updates fields, clears with null, refuses a taken e-mail, and lists users', async () => {
      const user = (await api.post('/v1/users', { email: 'sam@example.com', firstName: 'Sam' }).expect(201)).body.data
        .user;
      await api.post('/v1/users', { email: 'taken@example.com' }).expect(201);
      const res = await api
        .patch(`/v1/users/${user.id}`, { firstName: null, avatar: 'https://example.com/sam.png' })
        .expect(200);
      expect(res.body.data.user).toMatchObject({ firstName: null, name: 'sam', avatar: 'https://example.com/sam.png' });
      await api.patch(`/v1/users/${user.id}`, { email: 'Taken@example.com' }).expect(409);
      await api.patch(`/v1/users/${user.id}`, { email: 'SAM@example.com' }).expect(200);
      await expect400('patch', `/v1/users/${user.id}`, { email: 'nope' }, 'email');
      await expect400('post', '/v1/users', { email: 'x@example.com', role: 'admin' }, 'role');
      const list = (await api.get('/v1/users?limit=100&properties=email').expect(200)).body.data.users;
      expect(list.map((u: Json) => u.email)).toEqual(expect.arrayContaining(['sam@example.com', 'taken@example.com']));
    });
  });
});
