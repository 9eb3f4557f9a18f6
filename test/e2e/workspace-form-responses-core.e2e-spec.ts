import type { Respondent } from '../../src/workspace-forms/form-responses.service.js';
import { FormResponses } from '../../src/workspace-forms/form-responses.service.js';
import type { WorkspaceEntity } from '../../src/workspace-core/workspace.entity.js';
import { type Api, newOrgApi } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';
import { insertUser } from '../support/factories/users.js';
import { insertWorkspace } from '../support/factories/workspaces.js';
import { createPage } from '../support/factories/workspace-structure.js';
import type { Json } from '../support/wire.js';

/**
 * FormResponses, the core the published page calls: submissions checked and written in one transaction, one response
 * per contact where the form says so, drafts, the lock, a key that makes a repeated submission one, and the events.
 * Driven through the service (the page's routes and the API's reads have suites of their own).
 */
describe('form responses: the submission core', () => {
  let t: TestApp;
  let api: Api;
  let orgId: string;
  let slug: string;
  let workspace: WorkspaceEntity;
  let responses: FormResponses;
  let pageId: string;

  beforeAll(async () => {
    t = await bootTestApp();
    ({ api, orgId, slug } = await newOrgApi(t));
    workspace = await insertWorkspace(t, orgId);
    pageId = (await createPage(api, workspace.id)).id;
    responses = t.app.get(FormResponses);
  });
  afterAll(() => t.close());

  async function newForm(more: Json = {}): Promise<{ id: string; questions: Json[] }> {
    const body = {
      workspacePageId: pageId,
      kind: 'form',
      title: 'Kick-off questions',
      form: {
        questions: [
          { type: 'shortText', title: 'Your name', required: true },
          { type: 'multipleChoice', title: 'Tools', choices: ['CRM', 'Chat'] },
        ],
        ...more,
      },
    };
    const section = (await api.post('/v1/workspace-sections', body).expect(201)).body.data.workspaceSection;
    return { id: section.id, questions: section.form.questions };
  }

  async function contact(): Promise<Respondent> {
    const user = await insertUser(t, orgId, { firstName: 'Ana' });
    return { organizationId: orgId, orgSlug: slug, appBaseUrl: 'http://app.test', workspace, userId: user.id };
  }

  const none = async () => {};
  const count = async (table: string, formId: string) =>
    Number((await t.dataSource.query(`SELECT COUNT(*) AS n FROM ${table} WHERE form_id = '${formId}'`))[0].n);
  const events = async (type: string) =>
    (await api.get(`/v1/events?type=${type}&limit=100`).expect(200)).body.data.events as Json[];

  it('submits answers: the response shows them by question, the draft is gone, the event carries Dock’s objects', async () => {
    const form = await newForm();
    const who = await contact();
    const [name, tools] = form.questions.map((q) => q.id as string);
    await responses.saveDraft(who, form.id, { [name]: 'Ana' });
    expect(await responses.draft(who, form.id)).toEqual({ [name]: 'Ana' });
    const { response, created } = await responses.submit(
      who,
      { formId: form.id, input: { [name]: 'Ana Silva', [tools]: ['Chat', 'CRM'] } },
      none,
    );
    expect(created).toBe(true);
    expect(response).toMatchObject({
      object: 'workspaceFormResponse',
      workspaceFormId: form.id,
      workspaceId: workspace.id,
      respondent: { id: who.userId, firstName: 'Ana' },
      answers: [
        { formQuestionId: name, type: 'shortText', title: 'Your name', value: 'Ana Silva', files: null },
        { formQuestionId: tools, type: 'multipleChoice', value: ['CRM', 'Chat'], files: null },
      ],
    });
    expect(await responses.draft(who, form.id)).toBeNull();
    const [event] = (await events('workspaceForm.submitted')).filter(
      (e) => ((e.data as Json).object as Json).id === response.id,
    );
    const associated = ((event.data as Json).object as Json).associatedObjects as Json;
    expect(associated.workspaceForm).toMatchObject({ id: form.id, title: 'Kick-off questions' });
    expect(associated.formQuestions).toEqual([
      { id: name, title: 'Your name', type: 'single_line' },
      { id: tools, title: 'Tools', type: 'multipleChoice' },
    ]);
    expect(associated.formQuestionResponses).toEqual([
      { formQuestionId: name, value: ['Ana Silva'] },
      { formQuestionId: tools, value: ['CRM', 'Chat'] },
    ]);
  });

  it('refuses answers that break the rules with a 400 naming each question, writing nothing', async () => {
    const form = await newForm();
    const who = await contact();
    const [, tools] = form.questions.map((q) => q.id as string);
    await expect(responses.submit(who, { formId: form.id, input: { [tools]: ['Fax'] } }, none)).rejects.toMatchObject({
      status: 400,
      details: [
        { field: `answers.${form.questions[0].id}`, message: 'is required' },
        { field: `answers.${tools}`, message: 'must be a list of choices from: CRM, Chat' },
      ],
    });
    expect(await count('workspace_form_response', form.id)).toBe(0);
  });

  it('one response per contact: submitting again edits it (workspaceForm.updated) until the form is locked', async () => {
    const form = await newForm();
    const who = await contact();
    const name = form.questions[0].id as string;
    const first = await responses.submit(who, { formId: form.id, input: { [name]: 'Ana' } }, none);
    const second = await responses.submit(who, { formId: form.id, input: { [name]: 'Ana S.' } }, none);
    expect(second).toMatchObject({ created: false, response: { id: first.response.id } });
    expect(second.response.answers[0].value).toBe('Ana S.');
    expect(
      (await events('workspaceForm.updated')).some((e) => ((e.data as Json).object as Json).id === first.response.id),
    ).toBe(true);
    await api.patch(`/v1/workspace-sections/${form.id}`, { form: { questions: form.questions, isLocked: true } });
    await expect(responses.submit(who, { formId: form.id, input: { [name]: 'Late' } }, none)).rejects.toMatchObject({
      status: 409,
    });
    await expect(responses.saveDraft(who, form.id, { [name]: 'Late' })).rejects.toMatchObject({ status: 409 });
  });

  it('a form taking many responses adds one per submission; the same submission sent twice at once is one', async () => {
    const form = await newForm({ allowsMultipleResponses: true });
    const who = await contact();
    const input = { [form.questions[0].id as string]: 'Ana' };
    await responses.submit(who, { formId: form.id, input }, none);
    const twice = await Promise.all([
      responses.submit(who, { formId: form.id, input, submissionKey: 'k'.repeat(32) }, none),
      responses.submit(who, { formId: form.id, input, submissionKey: 'k'.repeat(32) }, none),
    ]);
    expect(twice[0].response.id).toBe(twice[1].response.id);
    expect(twice.map((s) => s.created).sort()).toEqual([false, true]);
    expect(await count('workspace_form_response', form.id)).toBe(2);
  });

  it('a single-response form submitted twice at once by one contact holds one response', async () => {
    const form = await newForm();
    const who = await contact();
    const input = { [form.questions[0].id as string]: 'Ana' };
    await Promise.all([
      responses.submit(who, { formId: form.id, input }, none),
      responses.submit(who, { formId: form.id, input }, none),
    ]);
    expect(await count('workspace_form_response', form.id)).toBe(1);
  });

  it("refuses another workspace's form and a section that is not a form as not found", async () => {
    const who = await contact();
    const other = await insertWorkspace(t, orgId);
    const otherPage = (await createPage(api, other.id)).id;
    const foreign = await api
      .post('/v1/workspace-sections', {
        workspacePageId: otherPage,
        kind: 'form',
        form: { questions: [{ type: 'yesNo', title: 'Q' }] },
      })
      .expect(201);
    const text = await api.post('/v1/workspace-sections', { workspacePageId: pageId, kind: 'text', text: 'x' });
    for (const id of [foreign.body.data.workspaceSection.id, text.body.data.workspaceSection.id]) {
      await expect(responses.submit(who, { formId: id, input: {} }, none)).rejects.toMatchObject({ status: 404 });
    }
  });
});
