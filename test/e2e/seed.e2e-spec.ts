import { CustomFieldOptionEntity } from '../../src/custom-fields/custom-field-option.entity.js';
import { CustomFieldValueEntity } from '../../src/custom-fields/custom-field-value.entity.js';
import {
  CUSTOM_FIELD_OBJECTS,
  CUSTOM_FIELD_TYPES,
  CustomFieldEntity,
} from '../../src/custom-fields/custom-field.entity.js';
import { demoBanner } from '../../src/database/seed/demo-banner.js';
import { DEMO_ORG_NAME } from '../../src/database/seed/demo-seed.js';
import { ApiKeyEntity } from '../../src/organizations/api-key.entity.js';
import { OrganizationEntity } from '../../src/organizations/organization.entity.js';
import { apiAs } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';
import { type SeedRun, runSeed, tableCounts } from '../support/seed.js';
import { ISO_MS, onePage } from '../support/wire.js';

describe('demo seed', () => {
  let t: TestApp;
  let run: SeedRun;

  beforeAll(async () => {
    t = await bootTestApp();
    run = await runSeed(t);
  });
  afterAll(() => t.close());

  it('creates exactly one organization, "Demo Company", with one write key', async () => {
    const orgs = await t.dataSource.manager.find(OrganizationEntity);
    expect(orgs.map((org) => [org.id, org.name, org.slug])).toEqual([
      [run.result?.orgId, 'Demo Company', 'demo-company'],
    ]);
    const keys = await t.dataSource.manager.find(ApiKeyEntity);
    expect(keys.map((key) => [key.organizationId, key.name, key.scope, key.revokedAt, key.expiresAt])).toEqual([
      [orgs[0].id, 'demo', 'write', null, null],
    ]);
  });

  it('returns the key, and its banner frames it in 80 columns with the base URL and a ready curl command', () => {
    const key = run.result?.key as string;
    expect(key).toMatch(/^wsk_[0-9A-Za-z]{32}$/);
    const banner = demoBanner(DEMO_ORG_NAME, key, t.config.publicBaseUrl);
    expect(banner.split(key)).toHaveLength(3); // once on its own line, once in the curl line
    expect(banner).toContain('┌');
    expect(banner).toContain('└');
    expect(banner).toContain(`│   ${key} `);
    expect(banner).toContain('Base URL: http://localhost:3000/v1 ');
    // The curl command in two lines, so the box fits an 80-column terminal without wrapping out of shape.
    expect(banner).toContain(
      `│   curl -H "Authorization: Bearer ${key}" \\ │\n│     http://localhost:3000/v1/workspaces `,
    );
    const frame = banner.trim().split('\n');
    expect(new Set(frame.map((line) => line.length)).size).toBe(1);
    expect(frame[0].length).toBeLessThanOrEqual(80);
  });

  it('logs a summary through the logger without the key', () => {
    expect(run.logs).toEqual([
      'Seeded the demo organization "Demo Company": 12 users, 6 accounts, 7 deals, 4 templates, 7 workspaces, ' +
        '24 custom fields, 7 boards, 8 tags, 13 assets',
    ]);
    expect(run.logs.join('\n')).not.toContain('wsk_');
  });

  it('gives a key that authenticates: GET /v1/boards lists the seeded boards in board order', async () => {
    const res = await apiAs(t, run.result?.key as string)
      .get('/v1/boards')
      .expect(200);
    const boards = res.body.data.boards as { title: string; icon: string; appearance: string }[];
    expect(boards.map((board) => [board.title, board.icon, board.appearance])).toEqual([
      ['Sales Playbook', '📈', 'royalBlue'],
      ['Onboarding Resources', '🚀', 'pastelGreen'],
      ['Product Demos', '🎬', 'mediumPurple'],
      ['Security & Compliance', '🔒', 'greyExtraLight'],
      ['Case Studies', '🏆', 'saffron'],
      ['Renewal Toolkit', '🔄', 'downy'],
      ['Partner Enablement', '🤝', 'malibu'],
    ]);
    expect(res.body.data.boards[0]).toEqual({
      id: expect.stringMatching(/^[0-9A-Za-z]{12}$/),
      object: 'board',
      url: `http://localhost:3000/v1/boards/${res.body.data.boards[0].id}`,
      title: 'Sales Playbook',
      appearance: 'royalBlue',
      icon: '📈',
      description: 'Everything a prospect needs from first call to signature.',
      createdAt: expect.stringMatching(ISO_MS),
      updatedAt: expect.stringMatching(ISO_MS),
      tags: expect.any(Array),
    });
    expect(res.body.data.pageInfo).toEqual(onePage(7));
  });

  it('defines custom fields of all 8 types for each object type, with options for the option types', async () => {
    const m = t.dataSource.manager;
    const fields = await m.find(CustomFieldEntity, { order: { createdAt: 'ASC' } });
    for (const objectType of CUSTOM_FIELD_OBJECTS) {
      const types = fields.filter((field) => field.objectType === objectType).map((field) => field.type);
      expect([...types].sort()).toEqual([...CUSTOM_FIELD_TYPES].sort());
    }
    const options = await m.find(CustomFieldOptionEntity, { order: { index: 'ASC' } });
    for (const field of fields) {
      const own = options.filter((option) => option.customFieldId === field.id);
      const hasOptions = ['multiCheckboxes', 'dropdownSelect', 'radioSelect'].includes(field.type);
      expect([field.name, own.length > 0]).toEqual([field.name, hasOptions]);
      expect(own.map((option) => option.index)).toEqual(own.map((_, i) => i));
      expect(field.variableName).toMatch(new RegExp(`^${field.objectType}\\.[a-z][A-Za-z]+$`));
    }
    expect(new Set(fields.map((field) => field.createdAt)).size).toBe(fields.length);
  });

  it('stores custom field values in the canonical form of their type on several objects of each type', async () => {
    const m = t.dataSource.manager;
    const fields = new Map((await m.find(CustomFieldEntity)).map((field) => [field.id, field]));
    const options = await m.find(CustomFieldOptionEntity, { order: { index: 'ASC' } });
    const optionValues = (fieldId: string) => options.filter((o) => o.customFieldId === fieldId).map((o) => o.value);
    const values = await m.find(CustomFieldValueEntity);
    const typesWithValues = new Set<string>();
    for (const value of values) {
      const field = fields.get(value.customFieldId) as CustomFieldEntity;
      expect(value.objectType).toBe(field.objectType);
      typesWithValues.add(`${field.objectType}:${field.type}`);
      const v = value.value;
      if (field.type === 'number') expect(String(Number(v))).toBe(v);
      if (field.type === 'date') expect(v).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (field.type === 'singleCheckbox') expect(['true', 'false']).toContain(v);
      if (field.type === 'singleLineText') expect(v).not.toContain('\n');
      if (field.type === 'dropdownSelect' || field.type === 'radioSelect') expect(optionValues(field.id)).toContain(v);
      if (field.type === 'multiCheckboxes') {
        const chosen = JSON.parse(v) as string[];
        expect(chosen).toEqual(optionValues(field.id).filter((option) => chosen.includes(option)));
      }
    }
    expect(
      values.find((value) => fields.get(value.customFieldId)?.name === 'Discount Percent' && value.value === '12.5'),
    ).toBeDefined();
    expect(typesWithValues.size).toBe(24);
    for (const objectType of CUSTOM_FIELD_OBJECTS) {
      const objects = new Set(values.filter((value) => value.objectType === objectType).map((value) => value.objectId));
      expect(objects.size).toBeGreaterThanOrEqual(3);
    }
  });

  it('a second run seeds nothing, returns no key and logs nothing', async () => {
    const before = await tableCounts(t);
    const again = await runSeed(t);
    expect(again).toEqual({ result: null, logs: [] });
    expect(await tableCounts(t)).toEqual(before);
  });
});

describe('demo seed on a database that already has an organization', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await bootTestApp();
  });
  afterAll(() => t.close());

  it('seeds nothing when an organization exists (e.g. made by the key CLI before the first start)', async () => {
    await t.newOrg('Acme');
    const run = await runSeed(t);
    expect(run).toEqual({ result: null, logs: [] });
    expect(await t.dataSource.manager.count(OrganizationEntity)).toBe(1);
  });
});
