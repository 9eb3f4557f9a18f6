import type { AccountEntity } from '../../src/accounts/account.entity.js';
import type { CustomFieldEntity } from '../../src/custom-fields/custom-field.entity.js';
import type { UserEntity } from '../../src/users/user.entity.js';
import { type Api, apiAs, expectError } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';
import { insertAccount } from '../support/factories/accounts.js';
import { insertCustomField, SIZE_OPTIONS } from '../support/factories/custom-fields.js';
import { insertUser } from '../support/factories/users.js';
import { ISO_MS } from '../support/wire.js';

describe('accounts', () => {
  let t: TestApp;
  let api: Api;
  let orgId: string;
  let otherOrgId: string;
  let owner: UserEntity;
  let account: AccountEntity;
  let fields: CustomFieldEntity[];

  beforeAll(async () => {
    t = await bootTestApp();
    const org = await t.newOrg();
    orgId = org.orgId;
    otherOrgId = (await t.newOrg()).orgId;
    api = apiAs(t, org.key);
    owner = await insertUser(t, orgId, { email: 'owner@example.com' });
    fields = [
      await insertCustomField(t, orgId, 'singleLineText', 'account', { name: 'Motto' }),
      await insertCustomField(t, orgId, 'dropdownSelect', 'account', { name: 'Size', options: SIZE_OPTIONS }),
    ];
    await insertCustomField(t, orgId, 'number', 'deal');
    account = await insertAccount(t, orgId, { name: 'Globex', crmAAccountId: 'A-1', crmBCompanyId: 'B-1' });
  });
  afterAll(() => t.close());

  const definition = (field: CustomFieldEntity, value: string | null, options: object[] = []) => ({
    id: field.id,
    object: 'customField',
    url: `http://localhost:3000/v1/custom-fields/${field.id}`,
    name: field.name,
    variableName: field.variableName,
    type: field.type,
    objectType: 'account',
    options,
    createdAt: field.createdAt,
    updatedAt: field.updatedAt,
    value,
  });
  const sizeOptions = SIZE_OPTIONS.map((option, index) => ({ index, ...option }));

  it('retrieves an account with every account custom field embedded, unset values null', async () => {
    const res = await api.get(`/v1/accounts/${account.id}`).expect(200);
    expect(res.body).toEqual({
      data: {
        account: {
          id: account.id,
          object: 'account',
          url: `http://localhost:3000/v1/accounts/${account.id}`,
          name: 'Globex',
          website: 'https://globex.example',
          ownerId: null,
          logo: null,
          crmAAccountId: 'A-1',
          crmBCompanyId: 'B-1',
          createdAt: account.createdAt,
          updatedAt: account.updatedAt,
          customFields: [definition(fields[0], null), definition(fields[1], null, sizeOptions)],
        },
      },
    });
  });

  it('updates every field and embeds the new custom field values', async () => {
    const target = await insertAccount(t, orgId);
    const res = await api
      .patch(`/v1/accounts/${target.id}`, {
        name: 'Initech',
        website: 'http://initech.example/home',
        ownerId: owner.id,
        logo: 'https://cdn.example/initech.png',
        customFields: [
          { id: fields[1].id, value: 'm' },
          { id: fields[0].id, value: 'Work smarter' },
        ],
      })
      .expect(200);
    const updated = res.body.data.account;
    expect(updated).toEqual({
      id: target.id,
      object: 'account',
      url: `http://localhost:3000/v1/accounts/${target.id}`,
      name: 'Initech',
      website: 'http://initech.example/home',
      ownerId: owner.id,
      logo: 'https://cdn.example/initech.png',
      crmAAccountId: null,
      crmBCompanyId: null,
      createdAt: target.createdAt,
      updatedAt: expect.stringMatching(ISO_MS),
      customFields: [definition(fields[0], 'Work smarter'), definition(fields[1], 'Medium', sizeOptions)],
    });
    expect(updated.updatedAt > target.updatedAt).toBe(true);
    expect((await api.get(`/v1/accounts/${target.id}`).expect(200)).body.data.account).toEqual(updated);
  });

  it('keeps fields that are not sent and clears website, ownerId and logo with null', async () => {
    const target = await insertAccount(t, orgId, { ownerId: owner.id, logo: 'https://cdn.example/x.png' });
    const res = await api.patch(`/v1/accounts/${target.id}`, { website: null, ownerId: null, logo: null }).expect(200);
    expect(res.body.data.account).toMatchObject({ name: 'Globex', website: null, ownerId: null, logo: null });
  });

  it('leaves the account untouched for an empty body', async () => {
    const target = await insertAccount(t, orgId);
    const res = await api.patch(`/v1/accounts/${target.id}`, {}).expect(200);
    expect(res.body.data.account.updatedAt).toBe(target.updatedAt);
  });

  it.each([
    ['name', '', 'must be at least 1 character'],
    ['name', null, 'must not be null'],
    ['name', 'x'.repeat(256), 'must be at most 255 characters'],
    ['website', 'ftp://globex.example', 'must be an absolute http or https URL'],
    ['website', 'globex.example', 'must be an absolute http or https URL'],
    ['logo', 'javascript:alert(1)', 'must be an absolute http or https URL'],
    ['ownerId', 42, 'must be an id string'],
    ['customFields', 'x', 'must be an array'],
    ['customFields', null, 'must not be null'],
    ['customFields', ['x'], '[0] must be an object with id and value'],
  ])('rejects %s = %j with 400', async (field, value, message) => {
    const res = await api.patch(`/v1/accounts/${account.id}`, { [field]: value }).expect(400);
    expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([{ field, message }]);
  });

  it('rejects an unknown body field', async () => {
    const res = await api.patch(`/v1/accounts/${account.id}`, { crmAAccountId: 'x' }).expect(400);
    expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([
      { field: 'crmAAccountId', message: 'is not allowed' },
    ]);
  });

  it('rejects malformed custom field items at their own path', async () => {
    const cases: [object, string, string][] = [
      [{ id: fields[0].id }, 'customFields[0].value', 'is required (null clears the value)'],
      [{ value: 'x' }, 'customFields[0].id', 'is required'],
      [{ id: 5, value: 'x' }, 'customFields[0].id', 'must be an id string'],
      [{ id: fields[0].id, value: 'x', extra: 1 }, 'customFields[0].extra', 'is not allowed'],
    ];
    for (const [item, field, message] of cases) {
      const res = await api.patch(`/v1/accounts/${account.id}`, { customFields: [item] }).expect(400);
      expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([{ field, message }]);
    }
  });

  it('rejects an ownerId of another organization or of no user with 400 on ownerId', async () => {
    const stranger = await insertUser(t, otherOrgId);
    for (const ownerId of [stranger.id, 'nobody123456']) {
      const res = await api.patch(`/v1/accounts/${account.id}`, { ownerId }).expect(400);
      expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([
        { field: 'ownerId', message: `user ${ownerId} does not exist` },
      ]);
    }
  });

  it('answers 404 for another organization’s account and an unknown id', async () => {
    const theirs = await insertAccount(t, otherOrgId);
    for (const id of [theirs.id, 'nope12345678']) {
      expectError((await api.get(`/v1/accounts/${id}`).expect(404)).body, 404, 'NOT_FOUND');
      expectError((await api.patch(`/v1/accounts/${id}`, { name: 'Mine' }).expect(404)).body, 404, 'NOT_FOUND');
    }
    expect((await api.get(`/v1/accounts/${account.id}`).expect(200)).body.data.account.name).toBe('Globex');
  });

  it('answers 401 without a key', async () => {
    expectError((await apiAs(t, 'nope').get(`/v1/accounts/${account.id}`).expect(401)).body, 401, 'UNAUTHORIZED');
  });

  it('selects custom field values with customFields.value, and drops the embed when not selected', async () => {
    const sel = await api.get(`/v1/accounts/${account.id}?properties=name,customFields.value`).expect(200);
    expect(sel.body.data.account).toEqual({
      id: account.id,
      object: 'account',
      url: `http://localhost:3000/v1/accounts/${account.id}`,
      name: 'Globex',
      customFields: fields.map((field) => ({
        id: field.id,
        object: 'customField',
        url: `http://localhost:3000/v1/custom-fields/${field.id}`,
        value: null,
      })),
    });
    const deep = await api.get(`/v1/accounts/${account.id}?properties[]=customFields.options.label`).expect(200);
    expect(deep.body.data.account.customFields[1].options).toEqual([
      { label: 'Small' },
      { label: 'Medium' },
      { label: 'Large' },
    ]);
    const bare = await api.get(`/v1/accounts/${account.id}?properties=website&properties=ownerId`).expect(200);
    expect(Object.keys(bare.body.data.account)).toEqual(['id', 'object', 'url', 'website', 'ownerId']);
    const unknown = await api.get(`/v1/accounts/${account.id}?properties=owner`).expect(400);
    expectError(unknown.body, 400, 'BAD_REQUEST');
  });

  it('does not read custom fields when they are not selected', async () => {
    const full = await t.countQueries(() => api.get(`/v1/accounts/${account.id}`).expect(200));
    const bare = await t.countQueries(() => api.get(`/v1/accounts/${account.id}?properties=name`).expect(200));
    expect(bare).toBe(full - 3);
  });
});
