import { CustomFieldEntity } from '../../src/custom-fields/custom-field.entity.js';
import { TagEntity } from '../../src/tag-links/tag.entity.js';
import { type Api, apiAs, bootWithOrg, expectError } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { insertDeal } from '../support/factories/deals.js';
import { insertTemplate } from '../support/factories/templates.js';
import { insertPlanTask } from '../support/factories/workspace-plan-tasks.js';
import { insertWorkspace } from '../support/factories/workspaces.js';

/**
 * Issue 14, findings 3 and 4: text that PostgreSQL refuses (NUL → 22021) or that outgrows its column once stored
 * (lower-casing, NFKD: 22001) was a 500 there and stored as is on SQLite; control, bidi and invisible characters in
 * e-mail addresses were stored, and nodemailer delivered `ctl\u0001x@…` to `ctlx@…`. Every such value is now a 400
 * naming the field, on both databases, and nothing is written.
 */
type Body = Record<string, unknown>;

const NUL = '\u0000';

describe('the text policy: NUL, controls and over-long stored values are a 400 naming the field', () => {
  let t: TestApp;
  let api: Api;
  let orgId: string;
  let reader: Api;
  let templateId: string;
  let workspaceId: string;

  beforeAll(async () => {
    ({ t, api, orgId } = await bootWithOrg());
    reader = apiAs(t, (await t.newOrg('Readers', 'read')).key);
    templateId = (await insertTemplate(t, orgId)).id;
    workspaceId = (await insertWorkspace(t, orgId, { templateId })).id;
  });
  afterAll(() => t.close());

  /** Row counts of every table the writes below touch: a refused request changes none. */
  const counts = async () => {
    const tables = ['app_user', 'account', 'asset', 'webhook_endpoint', 'template', 'workspace', 'workspace_user'];
    const out: Record<string, number> = {};
    for (const table of tables) {
      const [row] = await t.dataSource.query(`SELECT COUNT(*) AS n FROM ${table}`);
      out[table] = Number((row as { n: number | string }).n);
    }
    return out;
  };

  const writes: [string, string, () => Body, string][] = [
    ['users email', '/v1/users', () => ({ email: `ja${NUL}ne@example.com` }), 'email'],
    [
      'accounts website',
      '/v1/accounts',
      () => ({ name: 'Globex', website: `https://globex.example/${NUL}` }),
      'website',
    ],
    [
      'assets assetUrl',
      '/v1/assets',
      () => ({ name: 'Video', assetType: 'video', assetUrl: `https://cdn.example.com/a${NUL}.mp4` }),
      'assetUrl',
    ],
    ['webhook url', '/v1/webhook-endpoints', () => ({ url: `https://hooks.example.com/a${NUL}b` }), 'url'],
    [
      'template task actionLinkUrl',
      '/v1/templates',
      () => ({
        name: 'T',
        planTasks: [{ title: 'Call' }, { title: 'Kick-off', actionLinkUrl: `https://x.example/${NUL}` }],
      }),
      'planTasks[1].actionLinkUrl',
    ],
    [
      'workspace member email',
      '/v1/workspaces',
      () => ({
        name: 'W',
        templateId,
        workspaceUsers: [
          { email: 'ok@example.com', role: 'viewer' },
          { email: `b${NUL}@example.com`, role: 'viewer' },
        ],
      }),
      'workspaceUsers[1].email',
    ],
    [
      'workspace user email',
      '/v1/workspace-users',
      () => ({ email: `c${NUL}@example.com`, role: 'viewer', workspaceId }),
      'email',
    ],
    ['account name (no rule of its own for NUL)', '/v1/accounts', () => ({ name: `Glo${NUL}bex` }), 'name'],
  ];

  it.each(writes)('refuses NUL in %s with 400 naming the field, writing nothing', async (_case, path, body, field) => {
    const before = await counts();
    const res = await api.post(path, body()).expect(400);
    expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([
      { field, message: 'must not contain NUL characters' },
    ]);
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['filters[name]', `filters[name]=a%00b`, 'filters.name'],
    ['filters[userEmail]', `filters[userEmail]=a%00@example.com`, 'filters.userEmail'],
    ['filters as JSON with a \\u0000 escape', `filters=${encodeURIComponent('{"name":"a\\u0000b"}')}`, 'filters.name'],
    ['a control character in filters[name]', `filters[name]=a%07b`, 'filters.name'],
  ])('refuses %s on a read key with 400 naming the filter', async (_case, query, field) => {
    const res = await reader.get(`/v1/workspaces?${query}`).expect(400);
    expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([{ field, message: expect.any(String) }]);
    expect(res.body.error.details[0].message).toMatch(/^must not contain (NUL|control) characters/);
  });

  it('refuses NUL in any query parameter, naming it', async () => {
    const res = await reader.get('/v1/boards?properties=title%00').expect(400);
    expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([
      { field: 'properties[0]', message: 'must not contain NUL characters' },
    ]);
  });

  it('refuses NUL in a query parameter name, naming the query', async () => {
    const res = await reader.get('/v1/boards?a%00=1').expect(400);
    expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([
      { field: 'query', message: 'has a property name that must not contain NUL characters' },
    ]);
  });

  it('answers 400 naming id to a path id with NUL or a control character', async () => {
    for (const id of ['a%00b', 'a1B2c3D4e5F%01']) {
      const res = await api.get(`/v1/boards/${id}`).expect(400);
      expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([
        { field: 'id', message: expect.stringMatching(/^must not contain (NUL|control) characters/) },
      ]);
    }
  });

  it('refuses a tag title whose case-folded key outgrows its column (128 × İ) with 400, not 500', async () => {
    const res = await api.post('/v1/tags', { title: 'İ'.repeat(128) }).expect(400);
    expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([
      { field: 'title', message: 'must be at most 255 characters once case-folded and normalized (its unique key)' },
    ]);
    expect(await t.dataSource.manager.countBy(TagEntity, { organizationId: orgId })).toBe(0);
  });

  it('accepts a tag title whose key just fits (127 × İ) and stores exactly what it checked', async () => {
    const res = await api.post('/v1/tags', { title: ` ${'İ'.repeat(127)} ` }).expect(201);
    expect(res.body.data.tag.title).toBe('İ'.repeat(127));
    const row = await t.dataSource.manager.findOneByOrFail(TagEntity, { id: res.body.data.tag.id });
    expect([...row.titleKey]).toHaveLength(254);
  });

  it('refuses tagNames on a board the same way, naming the item', async () => {
    const res = await api.post('/v1/boards', { title: 'B', tagNames: ['ok', 'ß'.repeat(10), 'İ'.repeat(200)] });
    expect(res.status).toBe(400);
    expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([
      {
        field: 'tagNames',
        message: '[2] must be at most 255 characters once case-folded and normalized (its unique key)',
      },
    ]);
  });

  it('refuses a custom field name whose default variableName outgrows its column (255 × ﬃ) with 400 naming name', async () => {
    const res = await api
      .post('/v1/custom-fields', { name: 'ﬃ'.repeat(255), type: 'singleLineText', objectType: 'account' })
      .expect(400);
    expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([
      {
        field: 'name',
        message: 'gives a default variableName longer than 255 characters (773); send a shorter name or a variableName',
      },
    ]);
    expect(await t.dataSource.manager.countBy(CustomFieldEntity, { organizationId: orgId })).toBe(0);
  });

  it('accepts the same name with a variableName of its own', async () => {
    await api
      .post('/v1/custom-fields', {
        name: 'ﬃ'.repeat(255),
        type: 'singleLineText',
        objectType: 'account',
        variableName: 'account.ffi',
      })
      .expect(201);
  });

  it('refuses an e-mail address that outgrows the limit once lower-cased', async () => {
    // 60 × İ is 60 UTF-16 units sent and 120 stored: over the 64 of a local part.
    const res = await api.post('/v1/users', { email: `${'İ'.repeat(60)}@example.com` }).expect(400);
    expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([
      { field: 'email', message: 'must be a valid e-mail address' },
    ]);
  });
});

describe('names and titles are single-line everywhere, as workspace and user names are', () => {
  let t: TestApp;
  let api: Api;
  let orgId: string;
  let ids: Record<'deal' | 'task' | 'customField', string>;

  beforeAll(async () => {
    ({ t, api, orgId } = await bootWithOrg());
    const workspace = await insertWorkspace(t, orgId, { templateId: (await insertTemplate(t, orgId)).id });
    const customField = await api.post('/v1/custom-fields', { name: 'Tier', type: 'number', objectType: 'account' });
    ids = {
      deal: (await insertDeal(t, orgId)).id,
      task: (await insertPlanTask(t, workspace)).id,
      customField: customField.body.data.customField.id,
    };
  });
  afterAll(() => t.close());

  const cases: [string, 'post' | 'patch', () => string, Body, string, string][] = [
    ['account name (LF)', 'post', () => '/v1/accounts', { name: 'Glo\nbex' }, 'name', 'single line'],
    ['deal name (CR)', 'post', () => '/v1/deals', { name: 'Globex\rrenewal' }, 'name', 'single line'],
    ['deal stage (tab)', 'patch', () => `/v1/deals/${ids.deal}`, { stage: 'closed\twon' }, 'stage', 'U+0009'],
    ['deal type (U+2028)', 'patch', () => `/v1/deals/${ids.deal}`, { type: 're\u2028new' }, 'type', 'single line'],
    ['template name (LF)', 'post', () => '/v1/templates', { name: 'On\nboarding' }, 'name', 'single line'],
    ['template title (CR)', 'post', () => '/v1/templates', { name: 'T', title: 'Wel\rcome' }, 'title', 'single line'],
    [
      'template plan task title (LF)',
      'post',
      () => '/v1/templates',
      { name: 'T', planTasks: [{ title: 'Kick\noff' }] },
      'planTasks[0].title',
      'single line',
    ],
    ['board title (tab)', 'post', () => '/v1/boards', { title: 'Q3\tlaunch' }, 'title', 'U+0009'],
    [
      'asset name (U+2029)',
      'post',
      () => '/v1/assets',
      { name: 'Wel\u2029come', assetType: 'video', assetUrl: 'https://cdn.example.com/a.mp4' },
      'name',
      'single line',
    ],
    [
      'workspace plan task title (LF)',
      'patch',
      () => `/v1/workspace-plan-tasks/${ids.task}`,
      { title: 'Kick\noff' },
      'title',
      'single line',
    ],
    [
      'custom field name (tab)',
      'post',
      () => '/v1/custom-fields',
      { name: 'Customer\ttier', type: 'number', objectType: 'account', variableName: 'account.tier2' },
      'name',
      'U+0009',
    ],
    [
      'custom field rename (LF)',
      'patch',
      () => `/v1/custom-fields/${ids.customField}`,
      { name: 'A\nB' },
      'name',
      'single line',
    ],
  ];

  it.each(cases)('refuses a line break or tab in the %s with 400 naming the field', async (...test) => {
    const [, method, path, body, field, message] = test;
    const res = await api[method](path(), body).expect(400);
    expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([
      { field, message: expect.stringContaining(message) },
    ]);
  });

  it('keeps line breaks in descriptions (multi-line fields)', async () => {
    await api.post('/v1/boards', { title: 'Q3', description: 'line one\r\nline two\tend' }).expect(201);
  });
});
