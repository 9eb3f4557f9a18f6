import { WorkspacePlanEntity } from '../../src/workspace-core/workspace-plan.entity.js';
import type { WorkspaceEntity } from '../../src/workspace-core/workspace.entity.js';
import { FileEntity } from '../../src/files/file.entity.js';
import { type Api, bootWithOrg, expectError } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { insertAsset } from '../support/factories/assets.js';
import { insertFile } from '../support/factories/files.js';
import { insertWorkspacePlan } from '../support/factories/workspace-plan-tasks.js';
import { insertWorkspace } from '../support/factories/workspaces.js';
import { createPage, createSection } from '../support/factories/workspace-structure.js';
import type { Json } from '../support/wire.js';

/** The content fields, null unless given: what every section shows besides its kind's field. */
const content = (own: Json): Json => ({
  text: null,
  workspacePlanId: null,
  assetIds: null,
  linkUrl: null,
  fileId: null,
  ...own,
});

describe('workspace section kinds', () => {
  let t: TestApp;
  let api: Api;
  let orgId: string;
  let workspace: WorkspaceEntity;
  let pageId: string;
  let planId: string;
  let fileId: string;
  let assetIds: string[];

  beforeAll(async () => {
    ({ t, api, orgId } = await bootWithOrg());
    workspace = await insertWorkspace(t, orgId);
    pageId = (await createPage(api, workspace.id)).id;
    planId = (await insertWorkspacePlan(t, workspace, { title: 'Mutual action plan' })).id;
    fileId = (await insertFile(t, orgId)).id;
    assetIds = [(await insertAsset(t, orgId)).id, (await insertAsset(t, orgId)).id];
  });
  afterAll(() => t.close());

  const post = (body: Json) => api.post('/v1/workspace-sections', { workspacePageId: pageId, ...body });
  const detailsOf = (res: { body: unknown }, status = 400) =>
    expectError(res.body, status, status === 400 ? 'BAD_REQUEST' : 'NOT_FOUND').details;

  it.each([
    ['text', () => ({ text: '**Bold** move' })],
    ['plan', () => ({ workspacePlanId: planId })],
    ['assets', () => ({ assetIds: [assetIds[1], assetIds[0]] })],
    ['assets', () => ({ assetIds: [] })],
    ['link', () => ({ linkUrl: 'https://example.com/roadmap?q=1#top' })],
    ['file', () => ({ fileId })],
  ])('creates a %s section with its content, every other content field null', async (kind, own) => {
    const res = await post({ kind, ...own() }).expect(201);
    expect(res.body.data.workspaceSection).toMatchObject({ kind, ...content(own()) });
  });

  it.each([
    ['text', 'text'],
    ['plan', 'workspacePlanId'],
    ['assets', 'assetIds'],
    ['link', 'linkUrl'],
    ['file', 'fileId'],
  ])('refuses a %s section without %s, or with it null', async (kind, field) => {
    expect(detailsOf(await post({ kind }))).toEqual([{ field, message: `is required for kind ${kind}` }]);
    expect(detailsOf(await post({ kind, [field]: null }))).toEqual([
      { field, message: `must not be null for kind ${kind}` },
    ]);
  });

  it.each([
    ['link', { linkUrl: 'https://example.com', text: 'Intro' }, 'text'],
    ['text', { text: 'x', workspacePlanId: 'p1Q2r3S4t5U6' }, 'workspacePlanId'],
    ['plan', { workspacePlanId: 'p1Q2r3S4t5U6', assetIds: [] }, 'assetIds'],
    ['file', { fileId: 'f1Q2r3S4t5U6', linkUrl: 'https://example.com' }, 'linkUrl'],
    ['assets', { assetIds: [], fileId: 'f1Q2r3S4t5U6' }, 'fileId'],
  ])('refuses content of another kind on a %s section, naming it', async (kind, body, field) => {
    expect(detailsOf(await post({ kind, ...body }))).toEqual([{ field, message: `not allowed for kind ${kind}` }]);
  });

  it('accepts null for the content fields of other kinds', async () => {
    const res = await post({ kind: 'link', linkUrl: 'https://example.com', text: null, fileId: null }).expect(201);
    expect(res.body.data.workspaceSection).toMatchObject(content({ linkUrl: 'https://example.com' }));
  });

  it('names every misplaced field of one body', async () => {
    const details = detailsOf(await post({ kind: 'text', text: 'x', linkUrl: 'https://a.example', fileId: fileId }));
    expect(details).toEqual([
      { field: 'linkUrl', message: 'not allowed for kind text' },
      { field: 'fileId', message: 'not allowed for kind text' },
    ]);
  });

  describe('plan', () => {
    it('refuses a plan of another workspace of the organization, naming workspacePlanId', async () => {
      const elsewhere = await insertWorkspacePlan(t, await insertWorkspace(t, orgId));
      expect(detailsOf(await post({ kind: 'plan', workspacePlanId: elsewhere.id }))).toEqual([
        { field: 'workspacePlanId', message: `workspacePlan ${elsewhere.id} belongs to another workspace` },
      ]);
    });

    it('refuses an unknown plan and another organization’s, as not existing', async () => {
      const other = await t.newOrg();
      const theirs = await insertWorkspacePlan(t, await insertWorkspace(t, other.orgId));
      for (const id of [theirs.id, 'zzzzzzzzzzzz']) {
        expect(detailsOf(await post({ kind: 'plan', workspacePlanId: id }))).toEqual([
          { field: 'workspacePlanId', message: `workspacePlan ${id} does not exist` },
        ]);
      }
    });

    it('clears workspacePlanId when the plan is deleted; the section still reads, and takes a new plan', async () => {
      const doomed = await insertWorkspacePlan(t, workspace, { title: 'Doomed' });
      const section = await createSection(api, pageId, { kind: 'plan', workspacePlanId: doomed.id });
      await t.dataSource.manager.delete(WorkspacePlanEntity, { id: doomed.id });
      const got = await api.get(`/v1/workspace-sections/${section.id}`).expect(200);
      expect(got.body.data.workspaceSection).toMatchObject({ kind: 'plan', ...content({ workspacePlanId: null }) });
      const renamed = await api.patch(`/v1/workspace-sections/${section.id}`, { title: 'Still a plan' }).expect(200);
      expect(renamed.body.data.workspaceSection).toMatchObject({ title: 'Still a plan', workspacePlanId: null });
      const repointed = await api
        .patch(`/v1/workspace-sections/${section.id}`, { workspacePlanId: planId })
        .expect(200);
      expect(repointed.body.data.workspaceSection.workspacePlanId).toBe(planId);
    });
  });

  describe('assets', () => {
    it('keeps the order given and collapses repeats, as every id list', async () => {
      const [a, b] = assetIds;
      const section = await createSection(api, pageId, { kind: 'assets', assetIds: [b, a, b] });
      expect(section.assetIds).toEqual([b, a]);
    });

    it('refuses unknown assets and another organization’s, naming each by its index', async () => {
      const other = await t.newOrg();
      const theirs = await insertAsset(t, other.orgId);
      const details = detailsOf(await post({ kind: 'assets', assetIds: [assetIds[0], theirs.id, 'zzzzzzzzzzzz'] }));
      expect(details).toEqual([
        { field: 'assetIds[1]', message: `asset ${theirs.id} does not exist` },
        { field: 'assetIds[2]', message: 'asset zzzzzzzzzzzz does not exist' },
      ]);
    });

    it('refuses more than 100 assets', async () => {
      const many = Array.from({ length: 101 }, () => assetIds[0]);
      expect(detailsOf(await post({ kind: 'assets', assetIds: many }))).toEqual([
        { field: 'assetIds', message: 'must have at most 100 items' },
      ]);
    });

    it('leaves a deleted asset out of assetIds, in the list and on GET', async () => {
      const doomed = await insertAsset(t, orgId, { name: 'Old deck' });
      const section = await createSection(api, pageId, { kind: 'assets', assetIds: [assetIds[0], doomed.id] });
      await api.delete(`/v1/assets/${doomed.id}`).expect(200);
      const got = await api.get(`/v1/workspace-sections/${section.id}?properties=assetIds`).expect(200);
      expect(got.body.data.workspaceSection.assetIds).toEqual([assetIds[0]]);
      const listed = await api.get(`/v1/workspace-sections?filters[workspacePageId]=${pageId}&limit=100`).expect(200);
      const row = listed.body.data.workspaceSections.find((s: { id: string }) => s.id === section.id);
      expect(row.assetIds).toEqual([assetIds[0]]);
    });
  });

  describe('link', () => {
    it.each([
      'ftp://example.com/file',
      'javascript:alert(1)',
      'example.com',
      'https://exa mple.com',
      'https://a.example/\n',
    ])('refuses %j as linkUrl', async (linkUrl) => {
      const details = detailsOf(await post({ kind: 'link', linkUrl }));
      expect(details).toHaveLength(1);
      expect(details[0].field).toBe('linkUrl');
    });

    it('refuses a linkUrl over 2048 characters', async () => {
      const linkUrl = `https://example.com/${'a'.repeat(2030)}`;
      expect(detailsOf(await post({ kind: 'link', linkUrl }))[0]).toEqual({
        field: 'linkUrl',
        message: 'must be an absolute http or https URL',
      });
    });
  });

  describe('file', () => {
    it('refuses a file still uploading, an unknown file and another organization’s', async () => {
      const uploading = await insertFile(t, orgId, { state: 'uploading' });
      expect(detailsOf(await post({ kind: 'file', fileId: uploading.id }))).toEqual([
        { field: 'fileId', message: `file ${uploading.id} is still uploading` },
      ]);
      const theirs = await insertFile(t, (await t.newOrg()).orgId);
      for (const id of [theirs.id, 'zzzzzzzzzzzz']) {
        expect(detailsOf(await post({ kind: 'file', fileId: id }))).toEqual([
          { field: 'fileId', message: `file ${id} does not exist` },
        ]);
      }
    });

    it('clears fileId when the file is deleted; the section still reads', async () => {
      const doomed = await insertFile(t, orgId, { name: 'Old.pdf' });
      const section = await createSection(api, pageId, { kind: 'file', fileId: doomed.id });
      await t.dataSource.manager.delete(FileEntity, { id: doomed.id });
      const got = await api.get(`/v1/workspace-sections/${section.id}`).expect(200);
      expect(got.body.data.workspaceSection).toMatchObject({ kind: 'file', ...content({ fileId: null }) });
    });
  });

  describe('changing kind', () => {
    it('turns a text section into a link: the new content is required and the text is cleared', async () => {
      const section = await createSection(api, pageId, { kind: 'text', text: 'Read me' });
      expect(detailsOf(await api.patch(`/v1/workspace-sections/${section.id}`, { kind: 'link' }))).toEqual([
        { field: 'linkUrl', message: 'is required for kind link' },
      ]);
      const res = await api
        .patch(`/v1/workspace-sections/${section.id}`, { kind: 'link', linkUrl: 'https://example.com/guide' })
        .expect(200);
      expect(res.body.data.workspaceSection).toMatchObject({
        kind: 'link',
        ...content({ linkUrl: 'https://example.com/guide' }),
      });
    });

    it.each([
      ['plan', () => ({ workspacePlanId: planId })],
      ['assets', () => ({ assetIds: [assetIds[0]] })],
      ['file', () => ({ fileId })],
      ['text', () => ({ text: 'Back to text' })],
    ])('turns a link section into a %s section', async (kind, own) => {
      const section = await createSection(api, pageId, { kind: 'link', linkUrl: 'https://example.com' });
      const res = await api.patch(`/v1/workspace-sections/${section.id}`, { kind, ...own() }).expect(200);
      expect(res.body.data.workspaceSection).toMatchObject({ kind, ...content(own()) });
    });

    it('refuses the old kind’s content with a value in the body that changes the kind', async () => {
      const section = await createSection(api, pageId, { kind: 'text', text: 'Read me' });
      const res = await api.patch(`/v1/workspace-sections/${section.id}`, {
        kind: 'file',
        fileId,
        text: 'Read me',
      });
      expect(detailsOf(res)).toEqual([{ field: 'text', message: 'not allowed for kind file' }]);
      expect((await api.get(`/v1/workspace-sections/${section.id}`)).body.data.workspaceSection.kind).toBe('text');
    });

    it('refuses content of another kind without a change of kind', async () => {
      const section = await createSection(api, pageId, { kind: 'plan', workspacePlanId: planId });
      const res = await api.patch(`/v1/workspace-sections/${section.id}`, { text: 'Notes' });
      expect(detailsOf(res)).toEqual([{ field: 'text', message: 'not allowed for kind plan' }]);
    });

    it('checks a new reference like a create: a plan of another workspace is refused', async () => {
      const section = await createSection(api, pageId, { kind: 'text' });
      const elsewhere = await insertWorkspacePlan(t, await insertWorkspace(t, orgId));
      const res = await api.patch(`/v1/workspace-sections/${section.id}`, {
        kind: 'plan',
        workspacePlanId: elsewhere.id,
      });
      expect(detailsOf(res)).toEqual([
        { field: 'workspacePlanId', message: `workspacePlan ${elsewhere.id} belongs to another workspace` },
      ]);
    });
  });

  it('answers 400 naming the field, not 404, for another organization’s references on PATCH', async () => {
    const section = await createSection(api, pageId, { kind: 'file', fileId });
    const theirs = await insertFile(t, (await t.newOrg()).orgId);
    expect(detailsOf(await api.patch(`/v1/workspace-sections/${section.id}`, { fileId: theirs.id }))).toEqual([
      { field: 'fileId', message: `file ${theirs.id} does not exist` },
    ]);
  });
});
