import request from 'supertest';
import { type Api, newOrgApi } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { createPublishedWorkspace, type PublishedWorkspace } from '../support/factories/published-workspace.js';
import { createPage, createSection } from '../support/factories/workspace-structure.js';
import { bootWithSmtp } from '../support/mail-app.js';
import type { SmtpCapture } from '../support/smtp.js';
import { Visitor, csrfOf, signInByLink } from '../support/visitor.js';
import { PNG, type QuestionKey, createEveryQuestionForm, field, fileBody } from '../support/visitor-forms.js';
import type { Json } from '../support/wire.js';

/**
 * Forms on the published page, through its routes as a browser posts them: who may answer, what the page shows back,
 * drafts, files, and hostile input refused with a page (never JSON), nothing half-written.
 */
describe('published workspace: answering a form', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let api: Api;
  let ws: PublishedWorkspace;
  let pagePath: string;
  let form: { id: string; q: Record<QuestionKey, string> };

  beforeAll(async () => {
    ({ t, smtp } = await bootWithSmtp({ VISITOR_WRITES_PER_MINUTE: '1000' }));
    ({ api } = await newOrgApi(t));
    const members = ['col', 'vic', 'ed', 'ow', 'dup', 'fil', 'bad', 'csr', 'duo'].map((name) => ({
      email: `${name}@customer.example`,
      role: { vic: 'viewer', ed: 'editor', ow: 'owner' }[name] ?? 'collaborator',
    }));
    ws = await createPublishedWorkspace(api, { members, shareSetting: 'public' });
    const page = await createPage(api, ws.id, { title: 'Questions' });
    pagePath = `${ws.path}/pages/${page.id}`;
    form = await createEveryQuestionForm(api, page.id);
  }, 60_000);
  afterAll(() => t.close());

  async function contact(name: string): Promise<Visitor> {
    const v = new Visitor(t);
    await signInByLink(t, smtp, v, ws.path, `${name}@customer.example`);
    return v;
  }

  const valid = (): Record<string, string | string[]> => ({
    [field(form.q.name)]: 'Ana Silva',
    [field(form.q.goals)]: 'Go live by March.\nTrain the team.',
    [field(form.q.seats)]: '25',
    [field(form.q.start)]: '2027-01-15',
    [field(form.q.email)]: 'billing@customer.example',
    [field(form.q.plan)]: 'Growth',
    [field(form.q.tools)]: ['CRM', 'Calendar'],
    [field(form.q.sso)]: 'yes',
  });

  async function post(v: Visitor, fields: Record<string, string | string[]>, status: number, path = '') {
    const page = await v.get(pagePath, 200);
    const key = /name="submissionKey" value="([^"]+)"/.exec(page.text)?.[1] ?? '';
    return v.post(
      `${ws.path}/forms/${form.id}${path}`,
      { csrf: csrfOf(page.text), submissionKey: key, ...fields },
      status,
    );
  }

  const responses = async (): Promise<Json[]> =>
    (await t.dataSource.query(
      `SELECT id, user_id AS "userId", answers FROM workspace_form_response WHERE form_id = '${form.id}'`,
    )) as Json[];
  const userId = async (email: string): Promise<string> =>
    (await t.dataSource.query(`SELECT id FROM app_user WHERE email = '${email}'`))[0].id as string;
  const totalActions = async (): Promise<number> =>
    (await api.get(`/v1/workspaces/${ws.id}`).expect(200)).body.data.workspace.totalActions as number;

  function upload(
    v: Visitor,
    {
      token,
      bytes = PNG,
      name = 'logo.png',
      question = form.q.logo,
    }: { token?: string; bytes?: Buffer; name?: string; question?: string },
  ) {
    const body = fileBody(bytes, name);
    const query = token === undefined ? '' : `?t=${encodeURIComponent(token)}`;
    return request(t.http)
      .post(`${ws.path}/forms/${form.id}/questions/${question}/files${query}`)
      .set({ 'Content-Type': body.type, ...v.cookieHeader() })
      .send(body.body);
  }

  it('draws every question as its control, limits as attributes, for a collaborator; read-only for a viewer and an anonymous reader', async () => {
    const col = await contact('col');
    const html = (await col.get(pagePath, 200)).text;
    const id = (key: QuestionKey) => `f-${form.id}-${form.q[key]}`;
    expect(html).toContain(`<form class="answer-form" method="post" action="${ws.path}/forms/${form.id}"`);
    expect(html).toMatch(
      new RegExp(
        `<input type="text" id="${id('name')}" name="answers.${form.q.name}" value="" maxlength="80" required aria-describedby="${id('name')}-help">`,
      ),
    );
    expect(html).toContain(`<p class="help" id="${id('name')}-help">As on your contract.</p>`);
    expect(html).toMatch(
      new RegExp(`<textarea id="${id('goals')}" name="answers.${form.q.goals}" rows="5" maxlength="2000">`),
    );
    expect(html).toContain(
      `type="number" id="${id('seats')}" name="answers.${form.q.seats}" value="" step="any" inputmode="decimal" min="1" max="500" required`,
    );
    expect(html).toContain(`type="date" id="${id('start')}"`);
    expect(html).toContain(`type="email" id="${id('email')}"`);
    expect(html).toContain(`<input type="radio" name="answers.${form.q.plan}" value="Growth" required>`);
    expect(html).toContain(`<input type="checkbox" name="answers.${form.q.tools}" value="Calendar">`);
    expect(html).toContain(`<input type="radio" name="answers.${form.q.sso}" value="no" required> No`);
    expect(html).toContain(`accept="image/*" required aria-describedby="${id('logo')}-hint"`);
    expect(html).toContain('Up to 2 files of at most 64 KB each (images).');
    expect(html).toContain(`form="${id('logo')}-upload"`);
    expect(html).toContain('<button type="submit" class="secondary" name="intent" value="draft">Save draft</button>');
    expect(html).toContain('/forms.js"');

    const vic = await contact('vic');
    const read = (await vic.get(pagePath, 200)).text;
    expect(read).toContain('<fieldset class="form-body" disabled>');
    expect(read).toContain(
      'Your role in this workspace lets you read this form; collaborators, editors and owners answer it.',
    );
    expect(read).not.toContain(`action="${ws.path}/forms/${form.id}"`);
    expect(read).not.toContain('forms.js');
    const anonymous = (await new Visitor(t).get(pagePath, 200)).text;
    expect(anonymous).toContain('Sign in to answer this form.');
    expect(anonymous).toContain('<fieldset class="form-body" disabled>');
  }, 30_000);

  it('records a submission as typed answers, counts the act once, thanks the contact and offers to edit the one response', async () => {
    const before = await totalActions();
    const ed = await contact('ed');
    const sent = await post(ed, valid(), 303);
    expect(sent.headers.location).toBe(`${pagePath}?received=${form.id}#form-${form.id}`);
    const [stored] = (await t.dataSource.query(
      `SELECT answers FROM workspace_form_response WHERE form_id = '${form.id}' AND user_id = '${await userId('ed@customer.example')}'`,
    )) as { answers: string }[];
    expect(JSON.parse(stored.answers)).toEqual({
      [form.q.name]: 'Ana Silva',
      [form.q.goals]: 'Go live by March.\nTrain the team.',
      [form.q.seats]: 25,
      [form.q.start]: '2027-01-15',
      [form.q.email]: 'billing@customer.example',
      [form.q.plan]: 'Growth',
      [form.q.tools]: ['CRM', 'Calendar'],
      [form.q.sso]: true,
    });
    expect(await totalActions()).toBe(before + 1);
    // The team (the workspace's owner) is told, as of a completed task.
    const toldOwner = async () =>
      (await t.dataSource.query(
        `SELECT kind, line FROM notification_item WHERE user_id = '${await userId('ow@customer.example')}' AND line LIKE '%answered%'`,
      )) as Json[];
    expect(await toldOwner()).toEqual([
      { kind: 'tasks', line: 'ed@customer.example answered “Kick-off questionnaire” in “Acme onboarding”.' },
    ]);
    const thanked = (await ed.get(`${pagePath}?received=${form.id}`, 200)).text;
    expect(thanked).toContain('<p class="notice" role="status">Thanks, your response was received.</p>');
    expect(thanked).toContain('You answered on');
    expect(thanked).toContain('Update your response</button>');
    expect(thanked).toContain(`value="Ana Silva"`);

    // Submitted again: the one response is edited, not another act.
    await post(ed, { ...valid(), [field(form.q.sso)]: 'no' }, 303);
    const rows = await t.dataSource.query(
      `SELECT answers FROM workspace_form_response WHERE form_id = '${form.id}' AND user_id = '${await userId('ed@customer.example')}'`,
    );
    expect(rows).toHaveLength(1);
    expect(JSON.parse((rows as { answers: string }[])[0].answers)[form.q.sso]).toBe(false);
    expect(await totalActions()).toBe(before + 1);
    expect(await toldOwner()).toHaveLength(1);
  }, 30_000);

  it('answers what to correct with a 400 page: each error beside its field, aria-invalid, what was typed kept', async () => {
    const ow = await contact('ow');
    const res = await post(
      ow,
      {
        [field(form.q.name)]: 'Ana\u0000Silva',
        [field(form.q.goals)]: 'x'.repeat(2001),
        [field(form.q.seats)]: 'many',
        [field(form.q.email)]: 'billing\u202E@customer.example',
        [field(form.q.plan)]: 'Platinum',
        [field(form.q.tools)]: ['CRM', 'Fax'],
        [field(form.q.sso)]: 'maybe',
        [field(form.q.start)]: '2027-02-30',
        'answers.zzzzzzzzzzzz': 'sneaky',
      },
      400,
    );
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const id = (key: QuestionKey) => `f-${form.id}-${form.q[key]}`;
    const error = (key: QuestionKey, text: string) =>
      `<p class="field-error" id="${id(key)}-error"><span class="visually-hidden">Error: </span>${text}</p>`;
    expect(res.text).toContain(error('name', 'Your answer must not contain NUL characters.'));
    expect(res.text).toContain(`aria-invalid="true" aria-describedby="${id('name')}-help ${id('name')}-error"`);
    expect(res.text).toContain(error('email', 'Your answer must be a valid e-mail address.'));
    expect(res.text).toContain(error('seats', 'Your answer must be a number.'));
    expect(res.text).toContain(`<a href="#${id('seats')}">How many seats? Your answer must be a number.</a>`);
    expect(res.text).toContain('must be one of: Starter, Growth, Enterprise');
    expect(res.text).toContain('must be true (yes) or false (no)');
    expect(res.text).toContain('must be a date (YYYY-MM-DD)');
    expect(res.text).toContain('An answer was sent for a question this form does not ask');
    // A bidi override is not sent back into the field either.
    expect(res.text).toContain(`name="answers.${form.q.email}" value=""`);
    expect(res.text).toContain('value="many"');
    // Text no field may hold is not sent back into one.
    expect(res.text).not.toContain('Ana\u0000Silva');
    expect(res.text).toContain(`name="answers.${form.q.name}" value=""`);
    const owId = await userId('ow@customer.example');
    expect((await responses()).some((r) => r.userId === owId)).toBe(false);
  }, 30_000);

  it('keeps a draft from the Save draft button and from the script’s autosave, and brings it back on the next visit', async () => {
    const col = await contact('col');
    const saved = await post(col, { [field(form.q.name)]: 'Half', [field(form.q.sso)]: 'no', intent: 'draft' }, 303);
    expect(saved.headers.location).toBe(`${pagePath}?saved=${form.id}#form-${form.id}`);
    const back = (await col.get(`${pagePath}?saved=${form.id}`, 200)).text;
    expect(back).toContain('Your draft was saved.');
    expect(back).toContain(`name="answers.${form.q.name}" value="Half"`);
    expect(back).toContain(`value="no" checked required> No`);

    const page = await col.get(pagePath, 200);
    await col.post(
      `${ws.path}/forms/${form.id}/draft`,
      { csrf: csrfOf(page.text), [field(form.q.goals)]: 'Typed, then reloaded' },
      204,
    );
    const again = (await col.get(pagePath, 200)).text;
    expect(again).toContain('Your draft is back where you left it.');
    expect(again).toContain('>Typed, then reloaded</textarea>');
  }, 30_000);

  it('uploads a file into the draft, then submits it; refuses a wrong type (deleted), one too large, and a third file', async () => {
    const fil = await contact('fil');
    const csrf = csrfOf((await fil.get(pagePath, 200)).text);
    const files = async () => Number((await t.dataSource.query(`SELECT COUNT(*) AS n FROM file`))[0].n);
    const before = await files();

    const html = await upload(fil, {
      token: csrf,
      bytes: Buffer.from('<html><script>alert(1)</script></html>'),
      name: 'logo.png',
    });
    expect(html.status).toBe(415);
    // Sniffed from the bytes: markup is stored and served as text/plain, and refused here as not an image.
    expect(html.text).toContain('Files of this type (text/plain) are not accepted for this question.');
    expect(await files()).toBe(before);
    const large = await upload(fil, { token: csrf, bytes: Buffer.concat([PNG, Buffer.alloc(70 * 1024)]) });
    expect(large.status).toBe(413);
    expect(large.text).toContain('That file is too large: files can be at most 64 KB.');
    expect(await files()).toBe(before);

    const ok = await upload(fil, { token: csrf });
    expect(ok.status).toBe(303);
    expect(ok.headers.location).toBe(`${pagePath}#f-${form.id}-${form.q.logo}`);
    await upload(fil, { token: csrf, name: 'second.png' }).expect(303);
    expect((await upload(fil, { token: csrf, name: 'third.png' })).status).toBe(409);
    const page = (await fil.get(pagePath, 200)).text;
    const ids = [...page.matchAll(new RegExp(`name="answers.${form.q.logo}" value="([^"]+)" checked`, 'g'))].map(
      (m) => m[1],
    );
    expect(ids).toHaveLength(2);
    expect(page).toContain('<span class="file-name">logo.png</span>');

    await post(fil, { ...valid(), [field(form.q.logo)]: ids }, 303);
    const filId = await userId('fil@customer.example');
    const [row] = (await responses()).filter((r) => r.userId === filId);
    expect(JSON.parse(row.answers as string)[form.q.logo]).toEqual(ids);
  }, 30_000);

  it('two uploads at once for the last place of a file question: one kept, one 409 whose file is not stored', async () => {
    const duo = await contact('duo');
    const csrf = csrfOf((await duo.get(pagePath, 200)).text);
    await upload(duo, { token: csrf }).expect(303);
    const files = async () => Number((await t.dataSource.query(`SELECT COUNT(*) AS n FROM file`))[0].n);
    const before = await files();
    const raced = await Promise.all([
      upload(duo, { token: csrf, name: 'a.png' }),
      upload(duo, { token: csrf, name: 'b.png' }),
    ]);
    expect(raced.map((res) => res.status).sort()).toEqual([303, 409]);
    expect(await files()).toBe(before + 1);
    const page = (await duo.get(pagePath, 200)).text;
    expect(page.match(new RegExp(`name="answers.${form.q.logo}" value="[^"]+" checked`, 'g'))).toHaveLength(2);
  }, 30_000);

  it('refuses a file answer naming a file the contact did not upload to this form', async () => {
    const bad = await contact('bad');
    const teamFile = (await api.post('/v1/files').attach('file', PNG, 'team.png').expect(201)).body.data.file
      .id as string;
    const res = await post(bad, { ...valid(), [field(form.q.logo)]: [teamFile] }, 400);
    expect(res.text).toContain('names a file that was not uploaded to this form');
  }, 30_000);

  it('refuses before reading the body: a viewer (403), an anonymous reader (403), a missing token (403), another workspace’s or a hidden form (404)', async () => {
    const vic = await contact('vic');
    const page = await vic.get(pagePath, 200);
    const refused = await vic.post(`${ws.path}/forms/${form.id}`, { csrf: csrfOf(page.text), ...valid() }, 403);
    expect(refused.text).toContain('lets you read this form, not answer it');
    expect((await upload(vic, { token: csrfOf(page.text) })).status).toBe(403);
    const anonymous = new Visitor(t);
    // A public workspace's reader has a form token (its tracked links carry it), not a role.
    const open = await anonymous.get(`${ws.path}/pages/${ws.pages.overview}`, 200);
    const token = /\?t=([A-Za-z0-9_-]+)/.exec(open.text)![1];
    await anonymous.post(`${ws.path}/forms/${form.id}/draft`, { csrf: token }, 403);

    const csr = await contact('csr');
    await csr.post(`${ws.path}/forms/${form.id}`, valid(), 403);
    expect((await upload(csr, {})).status).toBe(403);
    expect((await upload(csr, { token: 'forged' })).status).toBe(403);

    const other = await createPublishedWorkspace(api, { name: 'Other' });
    const otherPage = await createPage(api, other.id, { title: 'Theirs' });
    const theirs = await createEveryQuestionForm(api, otherPage.id);
    const csrf = csrfOf((await csr.get(pagePath, 200)).text);
    await csr.post(`${ws.path}/forms/${theirs.id}`, { csrf, ...valid() }, 404);
    const hidden = await createSection(api, ws.pages.overview, {
      kind: 'form',
      title: 'Hidden',
      isHidden: true,
      form: { questions: [{ type: 'shortText', title: 'Q' }] },
    });
    await csr.post(`${ws.path}/forms/${hidden.id}`, { csrf }, 404);
    await csr.post(`${ws.path}/forms/not-an-id`, { csrf }, 404);
  }, 60_000);

  it('refuses 1 MiB of text unread (413) and a body that is not a form (415), with a page', async () => {
    const col = await contact('col');
    const res = await post(col, { [field(form.q.goals)]: 'x'.repeat(1024 * 1024) }, 413);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const page = await col.get(pagePath, 200);
    const json = await request(t.http)
      .post(`${ws.path}/forms/${form.id}`)
      .set({ 'Content-Type': 'application/json', ...col.cookieHeader() })
      .send(JSON.stringify({ csrf: csrfOf(page.text) }));
    expect(json.status).toBe(415);
    expect(json.headers['content-type']).toMatch(/^text\/html/);
  }, 30_000);

  it('shows a locked form read-only with the contact’s response, and refuses answers to it (409)', async () => {
    const col = await contact('col');
    await post(col, valid(), 303);
    const { questions } = (await api.get(`/v1/workspace-sections/${form.id}`).expect(200)).body.data.workspaceSection
      .form as Json;
    const lock = (isLocked: boolean) =>
      api.patch(`/v1/workspace-sections/${form.id}`, { form: { questions, isLocked } }).expect(200);
    await lock(true);
    try {
      const page = (await col.get(pagePath, 200)).text;
      expect(page).toContain('This form is locked: your response can no longer be changed.');
      expect(page).toContain('<fieldset class="form-body" disabled>');
      expect(page).toContain(`name="answers.${form.q.name}" value="Ana Silva"`);
      expect(page).not.toContain('forms.js');
      const refused = await col.post(`${ws.path}/forms/${form.id}`, { csrf: csrfOf(page), ...valid() }, 409);
      expect(refused.text).toContain('This form is locked');
    } finally {
      await lock(false);
    }
  }, 30_000);

  it('takes a response each time on a form that allows many, and shows the form empty again after each', async () => {
    const page = await createPage(api, ws.id, { title: 'Feedback' });
    const path = `${ws.path}/pages/${page.id}`;
    const many = await createSection(api, page.id, {
      kind: 'form',
      title: 'Session feedback',
      form: {
        allowsMultipleResponses: true,
        questions: [{ type: 'longText', title: 'What did you think?', required: true }],
      },
    });
    const questionId = ((many.form as Json).questions as Json[])[0].id as string;
    const col = await contact('col');
    const before = await totalActions();
    for (const text of ['Great kick-off', 'Useful training']) {
      const html = (await col.get(path, 200)).text;
      const key = /name="submissionKey" value="([^"]+)"/.exec(html)![1];
      const sent = await col.post(
        `${ws.path}/forms/${many.id}`,
        { csrf: csrfOf(html), submissionKey: key, [field(questionId)]: text },
        303,
      );
      expect(sent.headers.location).toBe(`${path}?received=${many.id}#form-${many.id}`);
    }
    const stored = await t.dataSource.query(
      `SELECT answers FROM workspace_form_response WHERE form_id = '${many.id}' ORDER BY created_at`,
    );
    expect((stored as { answers: string }[]).map((row) => JSON.parse(row.answers)[questionId])).toEqual([
      'Great kick-off',
      'Useful training',
    ]);
    expect(await totalActions()).toBe(before + 2);
    const after = (await col.get(`${path}?received=${many.id}`, 200)).text;
    expect(after).toContain('Thanks, your response was received.');
    expect(after).toContain('Send another response</button>');
    expect(after).not.toContain('You answered on');
    expect(after).toMatch(new RegExp(`name="answers.${questionId}" rows="5"[^>]*></textarea>`));
  }, 30_000);

  it('makes one response of the same submission sent twice at once (a double click)', async () => {
    const dup = await contact('dup');
    const page = await dup.get(pagePath, 200);
    const key = /name="submissionKey" value="([^"]+)"/.exec(page.text)![1];
    const fields = { csrf: csrfOf(page.text), submissionKey: key, ...valid() };
    const before = await totalActions();
    const [a, b] = await Promise.all([
      dup.post(`${ws.path}/forms/${form.id}`, fields),
      dup.post(`${ws.path}/forms/${form.id}`, fields),
    ]);
    expect([a.status, b.status]).toEqual([303, 303]);
    const dupId = await userId('dup@customer.example');
    expect((await responses()).filter((r) => r.userId === dupId)).toHaveLength(1);
    expect(await totalActions()).toBe(before + 1);
  }, 30_000);
});
