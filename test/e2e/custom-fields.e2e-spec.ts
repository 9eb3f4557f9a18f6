import type { CustomFieldEntity } from '../../src/custom-fields/custom-field.entity.js';
import { type Api, apiAs, expectError } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';
import { insertCustomField, SIZE_OPTIONS } from '../support/factories/custom-fields.js';
import { onePage } from '../support/wire.js';

describe('custom fields', () => {
  let t: TestApp;
  let api: Api;
  let other: Api;
  let dropdown: CustomFieldEntity;
  let text: CustomFieldEntity;
  let dealField: CustomFieldEntity;
  let workspaceField: CustomFieldEntity;
  let foreign: CustomFieldEntity;

  beforeAll(async () => {
    t = await bootTestApp();
    const org = await t.newOrg();
    const otherOrg = await t.newOrg();
    api = apiAs(t, org.key);
    other = apiAs(t, otherOrg.key);
    // Options inserted out of index order: the API must order them by index.
    dropdown = await insertCustomField(t, org.orgId, 'dropdownSelect', 'account', {
      name: 'Size',
      variableName: 'account.size',
      options: [
        { ...SIZE_OPTIONS[2], index: 2 },
        { ...SIZE_OPTIONS[0], index: 0 },
        { ...SIZE_OPTIONS[1], index: 1 },
      ],
    });
    text = await insertCustomField(t, org.orgId, 'singleLineText', 'account', { name: 'Motto' });
    dealField = await insertCustomField(t, org.orgId, 'number', 'deal', { name: 'Seats' });
    workspaceField = await insertCustomField(t, org.orgId, 'singleCheckbox', 'workspace', { name: 'VIP' });
    foreign = await insertCustomField(t, otherOrg.orgId, 'date', 'account');
  });
  afterAll(() => t.close());

  it('retrieves a custom field with its options ordered by index', async () => {
    const res = await api.get(`/v1/custom-fields/${dropdown.id}`).expect(200);
    expect(res.body).toEqual({
      data: {
        customField: {
          id: dropdown.id,
          object: 'customField',
          url: `http://localhost:3000/v1/custom-fields/${dropdown.id}`,
          name: 'Size',
          variableName: 'account.size',
          type: 'dropdownSelect',
          objectType: 'account',
          options: [
            { index: 0, label: 'Small', value: 's' },
            { index: 1, label: 'Medium', value: 'm' },
            { index: 2, label: 'Large', value: 'l' },
          ],
          createdAt: dropdown.createdAt,
          updatedAt: dropdown.updatedAt,
        },
      },
    });
  });

  it('returns an empty options array for a type without options', async () => {
    const res = await api.get(`/v1/custom-fields/${text.id}`).expect(200);
    expect(res.body.data.customField.options).toEqual([]);
    expect(res.body.data.customField.type).toBe('singleLineText');
  });

  it('answers 404 for another organization’s custom field and for an unknown id', async () => {
    expectError((await api.get(`/v1/custom-fields/${foreign.id}`).expect(404)).body, 404, 'NOT_FOUND');
    expectError((await other.get(`/v1/custom-fields/${dropdown.id}`).expect(404)).body, 404, 'NOT_FOUND');
    expectError((await api.get('/v1/custom-fields/nope12345678').expect(404)).body, 404, 'NOT_FOUND');
  });

  it('answers 401 without a key', async () => {
    const res = await apiAs(t, 'wrong').get('/v1/custom-fields').expect(401);
    expectError(res.body, 401, 'UNAUTHORIZED');
  });

  it('lists the organization’s custom fields newest first with pageInfo', async () => {
    const res = await api.get('/v1/custom-fields').expect(200);
    expect(res.body.data.customFields.map((f: { id: string }) => f.id)).toEqual([
      workspaceField.id,
      dealField.id,
      text.id,
      dropdown.id,
    ]);
    expect(res.body.data.customFields[3].options).toHaveLength(3);
    expect(res.body.data.pageInfo).toEqual(onePage(4));
  });

  it('pages through the list and answers an empty page past the end', async () => {
    const second = await api.get('/v1/custom-fields?limit=3&page=2').expect(200);
    expect(second.body.data.customFields.map((f: { id: string }) => f.id)).toEqual([dropdown.id]);
    expect(second.body.data.pageInfo).toEqual({
      page: 2,
      pages: 2,
      total: 4,
      pageTotal: 1,
      hasNextPage: false,
      hasPrevPage: true,
    });
    const past = await api.get('/v1/custom-fields?limit=3&page=5').expect(200);
    expect(past.body.data).toEqual({
      customFields: [],
      pageInfo: { page: 5, pages: 2, total: 4, pageTotal: 0, hasNextPage: false, hasPrevPage: true },
    });
  });

  it.each([
    ['account', () => [text.id, dropdown.id]],
    ['deal', () => [dealField.id]],
    ['workspace', () => [workspaceField.id]],
  ])('restricts the list to object=%s', async (object, expected) => {
    const res = await api.get(`/v1/custom-fields?object=${object}`).expect(200);
    expect(res.body.data.customFields.map((f: { id: string }) => f.id)).toEqual(expected());
    expect(res.body.data.pageInfo.total).toBe(expected().length);
  });

  it.each(['user', 'Account', '', 'account&object=deal'])('rejects object=%s with 400', async (object) => {
    const res = await api.get(`/v1/custom-fields?object=${object}`).expect(400);
    expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([
      { field: 'object', message: expect.any(String) },
    ]);
  });

  it('rejects unknown query parameters and bad paging values', async () => {
    for (const query of ['objectType=account', 'limit=0', 'limit=101', 'page=abc']) {
      expectError((await api.get(`/v1/custom-fields?${query}`).expect(400)).body, 400, 'BAD_REQUEST');
    }
  });

  it('selects properties given as repeated keys, comma lists and properties[]', async () => {
    const forms = ['properties=name&properties=type', 'properties=name,type', 'properties[]=name&properties[]=type'];
    for (const form of forms) {
      const res = await api.get(`/v1/custom-fields/${text.id}?${form}`).expect(200);
      expect(res.body.data.customField).toEqual({
        id: text.id,
        object: 'customField',
        url: `http://localhost:3000/v1/custom-fields/${text.id}`,
        name: 'Motto',
        type: 'singleLineText',
      });
    }
  });

  it('selects inside options with a dot path and whole options by the bare name', async () => {
    const labels = await api.get(`/v1/custom-fields/${dropdown.id}?properties=options.label`).expect(200);
    expect(labels.body.data.customField).toEqual({
      id: dropdown.id,
      object: 'customField',
      url: `http://localhost:3000/v1/custom-fields/${dropdown.id}`,
      options: [{ label: 'Small' }, { label: 'Medium' }, { label: 'Large' }],
    });
    const whole = await api.get(`/v1/custom-fields?object=account&properties=options`).expect(200);
    expect(whole.body.data.customFields[1].options[0]).toEqual({ index: 0, label: 'Small', value: 's' });
    expect(Object.keys(whole.body.data.customFields[1])).toEqual(['id', 'object', 'url', 'options']);
  });

  it('rejects an unknown property with the allowed names', async () => {
    const res = await api.get('/v1/custom-fields?properties=value').expect(400);
    const error = expectError(res.body, 400, 'BAD_REQUEST');
    expect(error.details).toEqual([{ field: 'properties', message: expect.stringContaining('allowed: name,') }]);
  });

  it('lists with a constant number of statements for limit=1 and limit=100', async () => {
    const one = await t.countQueries(() => api.get('/v1/custom-fields?limit=1').expect(200));
    const many = await t.countQueries(() => api.get('/v1/custom-fields?limit=100').expect(200));
    expect(many).toBe(one);
  });

  it('does not read options when they are not selected', async () => {
    const full = await t.countQueries(() => api.get('/v1/custom-fields').expect(200));
    const bare = await t.countQueries(() => api.get('/v1/custom-fields?properties=name').expect(200));
    expect(bare).toBe(full - 1);
  });
});
