import { newId } from '../../src/common/ids.js';
import { FileEntity } from '../../src/files/file.entity.js';
import { type Api, bootWithOrg, expectError, newOrgApi } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { insertAsset } from '../support/factories/assets.js';
import { nextStamp } from '../support/factories/clock.js';
import { type Json, label } from '../support/wire.js';

async function insertFile(t: TestApp, orgId: string, state: 'ready' | 'uploading'): Promise<string> {
  const at = nextStamp();
  const id = newId();
  await t.dataSource.manager.insert(FileEntity, {
    id,
    organizationId: orgId,
    name: 'brief.pdf',
    size: 10,
    contentType: 'application/pdf',
    sha256: null,
    state,
    createdAt: at,
    updatedAt: at,
  });
  return id;
}

const text = (fields: Json) => ({ title: 'Page', sections: [{ title: 'S', kind: 'text', ...fields }] });
const section = (fields: Json) => ({ title: 'Page', sections: [{ title: 'S', ...fields }] });
const tasks = (n: number) => Array.from({ length: n }, (_, i) => ({ title: `t${i}` }));
const sections = (n: number) => Array.from({ length: n }, (_, i) => ({ title: `s${i}`, kind: 'text' }));

describe('templates: the rules of plans, pages and sections', () => {
  let t: TestApp;
  let api: Api;
  let orgId: string;
  let tpl: Json;
  let other: Json;
  const refs: Record<string, string> = {};

  const fields = (body: { error: { details: { field: string }[] } }) => body.error.details.map((d) => d.field);
  const first = (list: unknown) => (list as Json[])[0];

  beforeAll(async () => {
    ({ t, api, orgId } = await bootWithOrg());
    const structure = {
      plans: [{ title: 'P0', tasks: [{ title: 't0' }] }, { title: 'P1' }],
      pages: [
        {
          title: 'W',
          sections: [
            { title: 'Text', kind: 'text', text: 'Hi' },
            { title: 'Plan', kind: 'plan', planIndex: 1 },
          ],
        },
      ],
    };
    tpl = (await api.post('/v1/templates', { name: 'Guarded', ...structure }).expect(201)).body.data.template;
    other = (await api.post('/v1/templates', { name: 'Other', ...structure }).expect(201)).body.data.template;
    const stranger = await newOrgApi(t);
    refs.asset = (await insertAsset(t, orgId)).id;
    refs.foreignAsset = (await insertAsset(t, stranger.orgId)).id;
    refs.uploading = await insertFile(t, orgId, 'uploading');
    refs.foreignFile = await insertFile(t, stranger.orgId, 'ready');
  });
  afterAll(() => t.close());

  const cases: [string, () => Json, string][] = [
    ['a plan of another template', () => ({ plans: [{ id: first(other.plans).id, title: 'x' }] }), 'plans[0].id'],
    ['an unknown plan id', () => ({ plans: [{ title: 'x' }, { id: 'unknownId123', title: 'y' }] }), 'plans[1].id'],
    [
      'a repeated plan id',
      () => ({
        plans: [
          { id: first(tpl.plans).id, title: 'x' },
          { id: first(tpl.plans).id, title: 'y' },
        ],
      }),
      'plans[1].id',
    ],
    [
      'a task of another template',
      () => ({
        plans: [{ title: 'x', tasks: [{ id: first(first(other.plans).tasks).id, title: 't' }] }, { title: 'y' }],
      }),
      'plans[0].tasks[0].id',
    ],
    [
      'a task moved out of a kept plan sent without tasks',
      () => ({
        plans: [
          { id: first(tpl.plans).id, title: 'P0' },
          {
            id: (tpl.plans as Json[])[1].id,
            title: 'P1',
            tasks: [{ id: first(first(tpl.plans).tasks).id, title: 't' }],
          },
        ],
      }),
      'plans[1].tasks[0].id',
    ],
    [
      'an unknown view type',
      () => ({ plans: [{ title: 'x', viewType: 'grid' }, { title: 'y' }] }),
      'plans[0].viewType',
    ],
    ['an empty plan title', () => ({ plans: [{ title: '' }, { title: 'y' }] }), 'plans[0].title'],
    ['more than 50 plans', () => ({ plans: Array.from({ length: 51 }, () => ({ title: 'p' })) }), 'plans'],
    [
      'more than 500 tasks in all plans',
      () => ({
        plans: [
          { title: 'a', tasks: tasks(300) },
          { title: 'b', tasks: tasks(201) },
        ],
      }),
      'plans',
    ],
    ['a page of another template', () => ({ pages: [{ id: first(other.pages).id, title: 'x' }] }), 'pages[0].id'],
    [
      'a section of another template',
      () => ({ pages: [section({ id: first(first(other.pages).sections).id, kind: 'text' })] }),
      'pages[0].sections[0].id',
    ],
    [
      'a link on a text section',
      () => ({ pages: [text({ linkUrl: 'https://example.com' })] }),
      'pages[0].sections[0].linkUrl',
    ],
    [
      'assets on a plan section',
      () => ({ pages: [section({ kind: 'plan', assetIds: [refs.asset] })] }),
      'pages[0].sections[0].assetIds',
    ],
    [
      'an ftp link',
      () => ({ pages: [section({ kind: 'link', linkUrl: 'ftp://example.com/x' })] }),
      'pages[0].sections[0].linkUrl',
    ],
    [
      'a javascript link',
      () => ({ pages: [section({ kind: 'link', linkUrl: 'javascript:alert(1)' })] }),
      'pages[0].sections[0].linkUrl',
    ],
    [
      'text past 100,000 characters',
      () => ({ pages: [text({ text: 'x'.repeat(100_001) })] }),
      'pages[0].sections[0].text',
    ],
    ['a control character in text', () => ({ pages: [text({ text: 'a\u0007b' })] }), 'pages[0].sections[0].text'],
    [
      'a line break in a section title',
      () => ({ pages: [{ title: 'P', sections: [{ title: 'a\nb', kind: 'text' }] }] }),
      'pages[0].sections[0].title',
    ],
    ['an unknown kind', () => ({ pages: [section({ kind: 'video' })] }), 'pages[0].sections[0].kind'],
    [
      'a planIndex past the plans',
      () => ({ pages: [section({ kind: 'plan', planIndex: 2 })] }),
      'pages[0].sections[0].planIndex',
    ],
    [
      'a negative planIndex',
      () => ({ pages: [section({ kind: 'plan', planIndex: -1 })] }),
      'pages[0].sections[0].planIndex',
    ],
    [
      'an unknown asset',
      () => ({ pages: [section({ kind: 'assets', assetIds: ['unknownAss12'] })] }),
      'pages[0].sections[0].assetIds[0]',
    ],
    [
      'another organization’s asset',
      () => ({ pages: [section({ kind: 'assets', assetIds: [refs.foreignAsset] })] }),
      'pages[0].sections[0].assetIds[0]',
    ],
    [
      'a repeated asset',
      () => ({ pages: [section({ kind: 'assets', assetIds: [refs.asset, refs.asset] })] }),
      'pages[0].sections[0].assetIds[1]',
    ],
    [
      'an unknown file',
      () => ({ pages: [section({ kind: 'file', fileId: 'unknownFil12' })] }),
      'pages[0].sections[0].fileId',
    ],
    [
      'a file still uploading',
      () => ({ pages: [section({ kind: 'file', fileId: refs.uploading })] }),
      'pages[0].sections[0].fileId',
    ],
    [
      'another organization’s file',
      () => ({ pages: [section({ kind: 'file', fileId: refs.foreignFile })] }),
      'pages[0].sections[0].fileId',
    ],
    [
      'more than 100 sections on a page',
      () => ({ pages: [{ title: 'P', sections: sections(101) }] }),
      'pages[0].sections',
    ],
    [
      'more than 500 sections in all pages',
      () => ({ pages: Array.from({ length: 6 }, () => ({ title: 'P', sections: sections(100) })) }),
      'pages',
    ],
    ['removing a plan a kept section shows', () => ({ plans: [{ id: first(tpl.plans).id, title: 'P0' }] }), 'plans'],
    [
      'removing a plan a section of a page sent without sections shows',
      () => ({ plans: [{ id: first(tpl.plans).id, title: 'P0' }], pages: [{ id: first(tpl.pages).id, title: 'W' }] }),
      'pages[0].sections',
    ],
    [
      'keeping a plan section’s planIndex past the plans',
      () => ({
        plans: [{ id: first(tpl.plans).id, title: 'P0' }],
        pages: [
          { title: 'W', sections: [{ id: (first(tpl.pages).sections as Json[])[1].id, title: 'Plan', kind: 'plan' }] },
        ],
      }),
      'pages[0].sections[0].planIndex',
    ],
  ];

  it.each(cases)('refuses %s (400 naming the field), changing nothing', async (_name, body, field) => {
    const res = await api.patch(`/v1/templates/${tpl.id}`, body());
    expect({ status: res.status, fields: res.status === 400 ? fields(res.body) : res.body }).toEqual({
      status: 400,
      fields: expect.arrayContaining([field]),
    });
    expectError(res.body, 400, 'BAD_REQUEST');
    expect((await api.get(`/v1/templates/${tpl.id}`).expect(200)).body.data.template).toEqual(tpl);
  });

  it('counts plans after the write on create: planTasks make one, none make a planIndex 0 a 400', async () => {
    const page = [{ title: 'W', sections: [{ title: 'Plan', kind: 'plan', planIndex: 0 }] }];
    await api.post('/v1/templates', { name: 'One plan', planTasks: [{ title: 't' }], pages: page }).expect(201);
    const res = await api.post('/v1/templates', { name: 'No plan', pages: page }).expect(400);
    expect(fields(res.body)).toEqual(['pages[0].sections[0].planIndex']);
  });

  it('accepts a removal of plans when the same body points the sections elsewhere', async () => {
    const res = await api
      .patch(`/v1/templates/${other.id}`, {
        plans: [{ id: first(other.plans).id, title: 'P0' }],
        pages: [{ title: 'W', sections: [{ title: 'Plan', kind: 'plan', planIndex: 0 }] }],
      })
      .expect(200);
    expect(res.body.data.template.plans).toHaveLength(1);
    expect(first(first(res.body.data.template.pages).sections)).toMatchObject({ kind: 'plan', planIndex: 0 });
  });

  it.each([
    ['multi-line Markdown with tabs', { kind: 'text', text: '# Title\r\n\n\t- item' }],
    ['an empty link section', { kind: 'link' }],
    ['a null content field of another kind', { kind: 'text', text: 'x', linkUrl: null }],
  ])('accepts %s', async (_name, fields) => {
    const res = await api.post('/v1/templates', { name: label(fields), pages: [section(fields)] }).expect(201);
    expect(first(first(res.body.data.template.pages).sections)).toMatchObject({ kind: fields.kind });
  });
});
