import { type Api, bootWithOrg, expectError } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { EVERY_QUESTION_TYPE, formOf } from '../support/factories/forms.js';
import { insertWorkspace } from '../support/factories/workspaces.js';
import { createPage } from '../support/factories/workspace-structure.js';
import type { Json } from '../support/wire.js';

const ID = /^[0-9A-Za-z]{12}$/;

describe('form sections: questions written through the section routes', () => {
  let t: TestApp;
  let api: Api;
  let orgId: string;
  let pageId: string;

  beforeAll(async () => {
    ({ t, api, orgId } = await bootWithOrg());
    pageId = (await createPage(api, (await insertWorkspace(t, orgId)).id)).id;
  });
  afterAll(() => t.close());

  const post = (body: Json) => api.post('/v1/workspace-sections', { workspacePageId: pageId, kind: 'form', ...body });
  const detailsOf = (res: { body: unknown }) => expectError(res.body, 400, 'BAD_REQUEST').details;

  it('creates a form asking a question of every type, each with an id and its limits, the rest null', async () => {
    const res = await post({ title: 'Onboarding questionnaire', form: formOf() }).expect(201);
    const section = res.body.data.workspaceSection;
    expect(section).toMatchObject({ kind: 'form', text: null, fileId: null });
    const { questions, allowsMultipleResponses, isLocked } = section.form;
    expect({ allowsMultipleResponses, isLocked }).toEqual({ allowsMultipleResponses: false, isLocked: false });
    expect(questions.map((q: Json) => q.type)).toEqual(EVERY_QUESTION_TYPE.map((q) => q.type));
    for (const question of questions) expect(question.id).toMatch(ID);
    expect(questions[2]).toMatchObject({ minValue: 1, maxValue: 5000, maxLength: null, choices: null });
    expect(questions[5]).toMatchObject({ choices: ['EU', 'US', 'APAC'], maxFiles: null });
    expect(questions[8]).toMatchObject({ fileTypes: ['image/*', 'application/pdf'], maxFiles: 2, maxLength: null });
    expect((await api.get(`/v1/workspace-sections/${section.id}`).expect(200)).body.data.workspaceSection).toEqual(
      section,
    );
  });

  it('keeps the ids of questions sent back, gives new ones to new questions, drops those left out', async () => {
    const created = (await post({ form: formOf() }).expect(201)).body.data.workspaceSection;
    const [name, , seats] = created.form.questions as Json[];
    const res = await api
      .patch(`/v1/workspace-sections/${created.id}`, {
        form: {
          questions: [{ type: 'yesNo', title: 'Signed?' }, seats, { ...name, title: 'Full name' }],
          isLocked: true,
        },
      })
      .expect(200);
    const after = res.body.data.workspaceSection.form;
    expect(after.questions.map((q: Json) => q.id)).toEqual([expect.stringMatching(ID), seats.id, name.id]);
    expect(after.questions[2].title).toBe('Full name');
    expect(after.isLocked).toBe(true);
  });

  it('refuses, naming each field: a form missing, content of another kind, limits of another type', async () => {
    expect(detailsOf(await post({}).expect(400))).toEqual([{ field: 'form', message: 'is required for kind form' }]);
    expect(detailsOf(await post({ form: formOf(), text: 'x' }).expect(400))).toContainEqual({
      field: 'text',
      message: 'not allowed for kind form',
    });
    const details = detailsOf(
      await post({
        form: formOf([
          { type: 'email', title: 'Mail', choices: ['a'] },
          { type: 'singleChoice', title: 'Pick' },
        ]),
      }),
    );
    expect(details).toEqual([
      { field: 'form.questions[0].choices', message: 'is not for email questions' },
      { field: 'form.questions[1].choices', message: 'is required for singleChoice' },
    ]);
  });

  it.each<[string, Json, string]>([
    ['no questions', { questions: [] }, 'form.questions'],
    [
      '51 questions',
      { questions: Array.from({ length: 51 }, () => ({ type: 'yesNo', title: 'Q' })) },
      'form.questions',
    ],
    ['an unknown type', { questions: [{ type: 'signature', title: 'Sign' }] }, 'form.questions[0].type'],
    ['a NUL in a title', { questions: [{ type: 'yesNo', title: 'a\u0000b' }] }, 'form.questions[0].title'],
    ['a line break in a title', { questions: [{ type: 'yesNo', title: 'a\nb' }] }, 'form.questions[0].title'],
    [
      'a lone surrogate in a choice',
      { questions: [{ type: 'singleChoice', title: 'Q', choices: ['\ud800'] }] },
      'form.questions[0].choices[0]',
    ],
    [
      'a number bound that is not finite',
      { questions: [{ type: 'number', title: 'N', minValue: '1e999' }] },
      'form.questions[0].minValue',
    ],
    [
      'a content type with markup',
      { questions: [{ type: 'file', title: 'F', fileTypes: ['<b>/x'] }] },
      'form.questions[0].fileTypes',
    ],
    [
      'an unknown field',
      { questions: [{ type: 'yesNo', title: 'Q', placeholder: 'x' }] },
      'form.questions[0].placeholder',
    ],
    [
      'a question id of another form',
      { questions: [{ id: 'AAAAAAAAAAAA', type: 'yesNo', title: 'Q' }] },
      'form.questions[0].id',
    ],
  ])('refuses a form with %s (400 naming %s), writing nothing', async (_case, form, field) => {
    const before = (await api.get(`/v1/workspace-sections?filters[workspacePageId]=${pageId}`).expect(200)).body.data
      .pageInfo;
    const details = detailsOf(await post({ form }));
    expect(details.map((detail) => detail.field)).toContain(field);
    const after = (await api.get(`/v1/workspace-sections?filters[workspacePageId]=${pageId}`).expect(200)).body.data
      .pageInfo;
    expect(after.total).toBe(before.total);
  });

  it('turns a form into text and back: the old form is cleared, the new one has new ids', async () => {
    const created = (await post({ form: formOf([{ type: 'yesNo', title: 'Q' }]) }).expect(201)).body.data
      .workspaceSection;
    const text = (await api.patch(`/v1/workspace-sections/${created.id}`, { kind: 'text', text: 'Hi' }).expect(200))
      .body.data.workspaceSection;
    expect(text.form).toBeNull();
    const [old] = created.form.questions as Json[];
    const refused = await api.patch(`/v1/workspace-sections/${created.id}`, { kind: 'form', form: formOf([old]) });
    expect(detailsOf(refused).map((d) => d.field)).toEqual(['form.questions[0].id']);
  });

  it('copies a template form into each new workspace under new question ids', async () => {
    const template = (
      await api
        .post('/v1/templates', {
          name: 'With a form',
          pages: [{ title: 'Start', sections: [{ title: 'Tell us', kind: 'form', form: formOf() }] }],
        })
        .expect(201)
    ).body.data.template;
    const templateForm = template.pages[0].sections[0].form;
    const copies: Json[] = [];
    for (const name of ['Acme', 'Globex']) {
      const ws = (await api.post('/v1/workspaces', { name, templateId: template.id }).expect(201)).body.data.workspace;
      const sections = await api.get(`/v1/workspace-sections?filters[workspaceId]=${ws.id}`).expect(200);
      copies.push(sections.body.data.workspaceSections[0].form);
    }
    const idsOf = (form: Json) => (form.questions as Json[]).map((q) => q.id);
    expect(new Set([...idsOf(templateForm), ...idsOf(copies[0]), ...idsOf(copies[1])]).size).toBe(3 * 9);
    const withoutIds = (form: Json) => (form.questions as Json[]).map((q) => ({ ...q, id: null }));
    expect(withoutIds(copies[0])).toEqual(withoutIds(templateForm));
  });
});
