import type { WorkspaceEntity } from '../../src/workspace-core/workspace.entity.js';
import { type Api, expectError, newOrgApi } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';
import { binary, createFile, linkPath } from '../support/factories/files.js';
import { createPage } from '../support/factories/workspace-structure.js';
import { insertWorkspace } from '../support/factories/workspaces.js';
import { type FormRef, PNG_BYTES, createForm, newRespondent, submitAnswers } from '../support/form-responses.js';
import type { Json } from '../support/wire.js';

const QUESTIONS: Json[] = [
  { type: 'shortText', title: 'Your name', required: true },
  { type: 'number', title: 'How many seats?' },
  { type: 'multipleChoice', title: 'Integrations', choices: ['CRM', 'Chat', 'SSO'] },
  { type: 'yesNo', title: 'Security review needed?' },
  { type: 'file', title: 'Your logo', fileTypes: ['image/*'] },
];

/** A form's responses through the API: JSON (also at Dock's path) and CSV, files as signed links. */
describe('workspace form responses', () => {
  let t: TestApp;
  let api: Api;
  let orgId: string;
  let slug: string;
  let workspace: WorkspaceEntity;
  let pageId: string;

  beforeAll(async () => {
    t = await bootTestApp();
    ({ api, orgId, slug } = await newOrgApi(t));
    workspace = await insertWorkspace(t, orgId);
    pageId = (await createPage(api, workspace.id)).id;
  });
  afterAll(() => t.close());

  /** A form answered by Ana (every question, her logo) and by Bo (only the required one). */
  async function answeredForm(): Promise<{ form: FormRef; logo: Json; ana: Json; bo: Json }> {
    const form = await createForm(api, pageId, { questions: QUESTIONS, more: { allowsMultipleResponses: true } });
    const [name, seats, tools, review, file] = form.questionIds;
    const logo = await createFile(api, PNG_BYTES, 'logo.png');
    const anaWho = await newRespondent(t, {
      orgId,
      slug,
      workspace,
      user: { firstName: 'Ana', lastName: 'Silva' },
    });
    const ana = await submitAnswers(t, anaWho, form.id, {
      [name]: 'Ana Silva',
      [seats]: 40,
      [tools]: ['SSO', 'CRM'],
      [review]: true,
      [file]: [logo.id],
    });
    const boWho = await newRespondent(t, { orgId, slug, workspace, user: { firstName: 'Bo', lastName: null } });
    const bo = await submitAnswers(t, boWho, form.id, { [name]: '=HYPERLINK("http://evil.test","Bo")' });
    return { form, logo, ana, bo };
  }

  it('lists the responses with respondent, timestamps and answers by question; a file link downloads its bytes', async () => {
    const { form, logo, ana, bo } = await answeredForm();
    const [name, seats, tools, review, file] = form.questionIds;
    const res = await api.get(`/v1/workspace-forms/${form.id}/responses`).expect(200);
    expect(res.headers.vary).toMatch(/Accept/);
    const { workspaceFormResponses: responses, pageInfo } = res.body.data;
    expect(pageInfo).toEqual({ page: 1, pages: 1, total: 2, pageTotal: 2, hasNextPage: false, hasPrevPage: false });
    expect(responses.map((r: Json) => r.id)).toEqual([ana.id, bo.id]);
    expect(responses[0]).toMatchObject({
      id: ana.id,
      object: 'workspaceFormResponse',
      workspaceFormId: form.id,
      workspaceId: workspace.id,
      respondent: { object: 'user', firstName: 'Ana', lastName: 'Silva', email: (ana.respondent as Json).email },
      submittedAt: ana.submittedAt,
      updatedAt: ana.updatedAt,
    });
    const answers = responses[0].answers as Json[];
    expect(answers.map((a) => [a.formQuestionId, a.value])).toEqual([
      [name, 'Ana Silva'],
      [seats, 40],
      [tools, ['CRM', 'SSO']],
      [review, true],
      [file, [logo.id]],
    ]);
    const [link] = answers[4].files as Json[];
    expect(link).toMatchObject({
      id: logo.id,
      name: 'logo.png',
      contentType: 'image/png',
      expiresAt: expect.any(String),
    });
    const download = await binary(api.get(linkPath(link.url as string))).expect(200);
    expect(Buffer.compare(download.body as Buffer, PNG_BYTES)).toBe(0);
    expect((responses[1].answers as Json[]).map((a) => a.value)).toEqual([
      '=HYPERLINK("http://evil.test","Bo")',
      null,
      null,
      null,
      null,
    ]);
  });

  it("answers the same at Dock's path, GET /v1/forms/{id}/responses", async () => {
    const { form } = await answeredForm();
    const ours = (await api.get(`/v1/workspace-forms/${form.id}/responses?properties=respondent,answers`)).body;
    const docks = (await api.get(`/v1/forms/${form.id}/responses?properties=respondent,answers`)).body;
    // The signed links are issued per request (a second apart, maybe): compare what does not expire.
    const stable = (body: Json) =>
      JSON.stringify(body)
        .replace(/expires=\d+&signature=[\w-]+/g, 'signed')
        .replace(/"expiresAt":"[^"]+"/g, '"expiresAt":"…"');
    expect(stable(docks)).toEqual(stable(ours));
    expect(ours.data.workspaceFormResponses).toHaveLength(2);
  });

  it('pages responses in the same number of statements for one or many', async () => {
    const { form } = await answeredForm();
    const path = `/v1/workspace-forms/${form.id}/responses`;
    const one = await t.countQueries(() => api.get(`${path}?limit=1`).expect(200));
    const both = await t.countQueries(() => api.get(`${path}?limit=100`).expect(200));
    expect(both).toBe(one);
    // The key, the form, the count, the page, its respondents and its files.
    expect(both).toBeLessThanOrEqual(6);
    const csv = await t.countQueries(() => api.get(path).set('Accept', 'text/csv').expect(200));
    expect(csv).toBe(both);
  });

  it('exports CSV: a header of question titles, a row per response, file links, formula cells defused', async () => {
    const { form, ana, bo, logo } = await answeredForm();
    const res = await api.get(`/v1/workspace-forms/${form.id}/responses`).set('Accept', 'text/csv').expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
    expect(res.headers['content-disposition']).toBe(`attachment; filename=form-${form.id}-responses.csv`);
    expect(res.headers.vary).toMatch(/Accept/);
    const lines = res.text.split('\r\n');
    expect(lines[0]).toBe(
      'Response id,Respondent,Respondent e-mail,Submitted at,Updated at,Your name,How many seats?,Integrations,' +
        'Security review needed?,Your logo',
    );
    expect(lines[1]).toMatch(
      new RegExp(
        `^${ana.id},Ana Silva,${(ana.respondent as Json).email},${ana.submittedAt},${ana.updatedAt},Ana Silva,40,"CRM, SSO",Yes,` +
          `http://localhost:3000/v1/files/${logo.id}/content\\?expires=\\d+&signature=[\\w-]+$`,
      ),
    );
    expect(lines[2]).toBe(
      `${bo.id},Bo,${bo.respondent ? (bo.respondent as Json).email : ''},${bo.submittedAt},${bo.updatedAt},"'=HYPERLINK(""http://evil.test"",""Bo"")",,,,`,
    );
    expect(lines.slice(3)).toEqual(['']);
    const docks = await api
      .get(`/v1/forms/${form.id}/responses?limit=1&page=2`)
      .set('Accept', 'text/csv; charset=utf-8');
    expect(docks.status).toBe(200);
    expect(docks.text.split('\r\n').slice(1)).toEqual([lines[2], '']);
  });

  it('answers JSON unless CSV is preferred, and 406 when neither is acceptable, before looking the form up', async () => {
    const { form } = await answeredForm();
    const path = `/v1/workspace-forms/${form.id}/responses`;
    for (const accept of ['*/*', 'application/json', 'application/json, text/csv', 'text/csv;q=0.5, */*', ';;']) {
      const res = await api.get(path).set('Accept', accept).expect(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
    for (const accept of ['text/*', 'text/csv;header=present', 'application/json;q=0.1, text/csv']) {
      expect((await api.get(path).set('Accept', accept).expect(200)).headers['content-type']).toMatch(/^text\/csv/);
    }
    for (const accept of [
      'text/html',
      'application/xml, image/*',
      'text/csv;q=0',
      'x'.repeat(2000),
      'text/',
      '\u00e9',
    ]) {
      const res = await api.get(path).set('Accept', accept);
      expect(res.status).toBe(406);
      expect(expectError(res.body, 406, 'NOT_ACCEPTABLE').message).toContain('application/json, text/csv');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
    // Refused before the id is looked up: an unknown form gets the same 406.
    await api.get('/v1/workspace-forms/a1B2c3D4e5F6/responses').set('Accept', 'text/html').expect(406);
  });

  it('answers 404 for another organization’s form, a section that is not a form, or an unknown id, in either format', async () => {
    const elsewhere = await newOrgApi(t);
    const theirWorkspace = await insertWorkspace(t, elsewhere.orgId);
    const theirs = await createForm(elsewhere.api, (await createPage(elsewhere.api, theirWorkspace.id)).id, {
      questions: QUESTIONS,
    });
    const text = (await api.post('/v1/workspace-sections', { workspacePageId: pageId, kind: 'text', text: 'Hi' })).body
      .data.workspaceSection;
    for (const id of [theirs.id, text.id, 'a1B2c3D4e5F6']) {
      for (const base of ['/v1/workspace-forms', '/v1/forms']) {
        for (const accept of ['application/json', 'text/csv']) {
          const res = await api.get(`${base}/${id}/responses`).set('Accept', accept).expect(404);
          expectError(res.body, 404, 'NOT_FOUND');
        }
      }
    }
  });

  it('answers an empty page past the end and an empty CSV (header only) for a form without responses', async () => {
    const form = await createForm(api, pageId, { questions: QUESTIONS });
    const page = (await api.get(`/v1/workspace-forms/${form.id}/responses?page=3`).expect(200)).body.data;
    expect(page).toEqual({
      workspaceFormResponses: [],
      pageInfo: { page: 3, pages: 0, total: 0, pageTotal: 0, hasNextPage: false, hasPrevPage: true },
    });
    const csv = await api.get(`/v1/workspace-forms/${form.id}/responses`).set('Accept', 'text/csv').expect(200);
    expect(csv.text.split('\r\n')).toHaveLength(2);
  });
});
