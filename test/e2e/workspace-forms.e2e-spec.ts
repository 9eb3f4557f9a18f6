import type { WorkspaceEntity } from '../../src/workspace-core/workspace.entity.js';
import { type Api, expectError, newOrgApi } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';
import { createPage, createSection } from '../support/factories/workspace-structure.js';
import { insertWorkspace } from '../support/factories/workspaces.js';
import { type FormRef, createForm, newRespondent, submitAnswers } from '../support/form-responses.js';
import type { Json } from '../support/wire.js';

const QUESTIONS: Json[] = [
  { type: 'shortText', title: 'Your name', required: true },
  { type: 'yesNo', title: 'Security review needed?' },
];

/** Forms as the team reads them: a workspace's form sections, listed, retrieved with questions, locked. */
describe('workspace forms', () => {
  let t: TestApp;
  let api: Api;
  let orgId: string;
  let slug: string;
  let workspace: WorkspaceEntity;
  let pageId: string;
  let other: { api: Api; workspace: WorkspaceEntity; form: FormRef };

  beforeAll(async () => {
    t = await bootTestApp();
    ({ api, orgId, slug } = await newOrgApi(t));
    workspace = await insertWorkspace(t, orgId);
    pageId = (await createPage(api, workspace.id)).id;
    const elsewhere = await newOrgApi(t);
    const otherWorkspace = await insertWorkspace(t, elsewhere.orgId);
    const otherPage = (await createPage(elsewhere.api, otherWorkspace.id)).id;
    other = {
      api: elsewhere.api,
      workspace: otherWorkspace,
      form: await createForm(elsewhere.api, otherPage, { questions: QUESTIONS }),
    };
  });
  afterAll(() => t.close());

  const list = async (query: string) => (await api.get(`/v1/workspace-forms?${query}`).expect(200)).body.data;

  it("lists a workspace's forms in page order with their response counts, and only form sections", async () => {
    const ws = await insertWorkspace(t, orgId);
    const [first, second] = [(await createPage(api, ws.id)).id, (await createPage(api, ws.id)).id];
    const b = await createForm(api, second, { title: 'B', questions: QUESTIONS });
    await createSection(api, first, { title: 'Not a form' });
    const a = await createForm(api, first, { title: 'A', questions: QUESTIONS });
    const who = await newRespondent(t, { orgId, slug, workspace: ws });
    await submitAnswers(t, who, b.id, { [b.questionIds[0]]: 'Ana' });

    const data = await list(`filters[workspaceId]=${ws.id}&properties=title,responseCount,workspacePageId`);
    expect(data.workspaceForms).toEqual([
      {
        id: a.id,
        object: 'workspaceForm',
        url: `http://localhost:3000/v1/workspace-forms/${a.id}`,
        title: 'A',
        responseCount: 0,
        workspacePageId: first,
      },
      {
        id: b.id,
        object: 'workspaceForm',
        url: `http://localhost:3000/v1/workspace-forms/${b.id}`,
        title: 'B',
        responseCount: 1,
        workspacePageId: second,
      },
    ]);
    expect(data.pageInfo).toEqual({
      page: 1,
      pages: 1,
      total: 2,
      pageTotal: 2,
      hasNextPage: false,
      hasPrevPage: false,
    });
    const paged = await list(`filters[workspaceId]=${ws.id}&limit=1&page=2&properties=title`);
    expect(paged.workspaceForms.map((f: Json) => f.title)).toEqual(['B']);
    expect(paged.pageInfo).toMatchObject({ page: 2, pages: 2, total: 2, hasPrevPage: true, hasNextPage: false });
  });

  it('finds nothing for another organization’s workspace or page in the filters, and refuses a malformed id', async () => {
    for (const filter of [
      `filters[workspaceId]=${other.workspace.id}`,
      `filters[workspacePageId]=${other.form.section.workspacePageId}`,
    ]) {
      expect(await list(filter)).toEqual({
        workspaceForms: [],
        pageInfo: { page: 1, pages: 0, total: 0, pageTotal: 0, hasNextPage: false, hasPrevPage: false },
      });
    }
    const res = await api.get('/v1/workspace-forms?filters[workspaceId]=not an id').expect(400);
    expect(expectError(res.body, 400, 'BAD_REQUEST').details.map((d) => d.field)).toEqual(['filters.workspaceId']);
  });

  it('lists in the same number of statements for one form or many', async () => {
    const ws = await insertWorkspace(t, orgId);
    const page = (await createPage(api, ws.id)).id;
    for (let i = 0; i < 4; i += 1) await createForm(api, page, { title: `F${i}`, questions: QUESTIONS });
    const path = `/v1/workspace-forms?filters[workspaceId]=${ws.id}`;
    const one = await t.countQueries(() => api.get(`${path}&limit=1`).expect(200));
    const all = await t.countQueries(() => api.get(`${path}&limit=100`).expect(200));
    expect(all).toBe(one);
    // The key, the count, the page and the response counts.
    expect(all).toBeLessThanOrEqual(4);
  });

  it('retrieves a form with its questions, and answers 404 for another organization’s form or a section of another kind', async () => {
    const form = await createForm(api, pageId, { title: 'Security review', questions: QUESTIONS });
    const res = await api.get(`/v1/workspace-forms/${form.id}`).expect(200);
    expect(res.headers.etag).toBe(`"${form.section.version ?? 1}"`);
    expect(res.body.data.workspaceForm).toMatchObject({
      id: form.id,
      object: 'workspaceForm',
      workspaceId: workspace.id,
      workspacePageId: pageId,
      title: 'Security review',
      isLocked: false,
      allowsMultipleResponses: false,
      responseCount: 0,
      questions: [
        { id: form.questionIds[0], type: 'shortText', title: 'Your name', required: true },
        { id: form.questionIds[1], type: 'yesNo', title: 'Security review needed?' },
      ],
    });
    const text = await createSection(api, pageId, { title: 'Welcome' });
    for (const id of [other.form.id, text.id, 'a1B2c3D4e5F6']) {
      expectError((await api.get(`/v1/workspace-forms/${id}`).expect(404)).body, 404, 'NOT_FOUND');
      expectError(
        (await api.patch(`/v1/workspace-forms/${id}`, { isLocked: true }).expect(404)).body,
        404,
        'NOT_FOUND',
      );
    }
  });

  it('locks a form under If-Match: submissions get 409 until it is unlocked; the change is a section update', async () => {
    const form = await createForm(api, pageId, { questions: QUESTIONS });
    const etag = (await api.get(`/v1/workspace-forms/${form.id}`).expect(200)).headers.etag;
    const locked = await api
      .patch(`/v1/workspace-forms/${form.id}`, { isLocked: true })
      .set('If-Match', etag)
      .expect(200);
    expect(locked.body.data.workspaceForm.isLocked).toBe(true);
    expect(locked.headers.etag).not.toBe(etag);
    const stale = await api.patch(`/v1/workspace-forms/${form.id}`, { isLocked: false }).set('If-Match', etag);
    expectError(stale.body, 412, 'PRECONDITION_FAILED');
    const section = (await api.get(`/v1/workspace-sections/${form.id}`).expect(200)).body.data.workspaceSection;
    expect(section.form.isLocked).toBe(true);

    const who = await newRespondent(t, { orgId, slug, workspace });
    await expect(submitAnswers(t, who, form.id, { [form.questionIds[0]]: 'Ana' })).rejects.toMatchObject({
      status: 409,
    });
    await api
      .patch(`/v1/workspace-forms/${form.id}`, { isLocked: false })
      .set('If-Match', locked.headers.etag)
      .expect(200);
    await submitAnswers(t, who, form.id, { [form.questionIds[0]]: 'Ana' });

    const events = (await api.get('/v1/events?type=workspaceSection.updated&limit=100').expect(200)).body.data.events;
    const mine = events.filter((e: Json) => ((e.data as Json).object as Json).id === form.id);
    expect(mine.map((e: Json) => (((e.data as Json).object as Json).form as Json).isLocked)).toEqual([true, false]);
  });

  it('answers a PATCH that changes nothing without an event, and refuses bodies that are not a lock', async () => {
    const form = await createForm(api, pageId, { questions: QUESTIONS });
    const before = (await api.get(`/v1/workspace-forms/${form.id}`).expect(200)).headers.etag;
    await api.patch(`/v1/workspace-forms/${form.id}`, { isLocked: false }).expect(200);
    expect((await api.get(`/v1/workspace-forms/${form.id}`).expect(200)).headers.etag).toBe(before);
    for (const body of [{}, { isLocked: 'yes' }, { isLocked: null }, { isLocked: true, title: 'x' }]) {
      expectError((await api.patch(`/v1/workspace-forms/${form.id}`, body).expect(400)).body, 400, 'BAD_REQUEST');
    }
  });
});
