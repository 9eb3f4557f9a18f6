import { newOrgApi, type Api } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { createPublishedWorkspace, type PublishedWorkspace } from '../support/factories/published-workspace.js';
import { bootWithSmtp, drainOutbox } from '../support/mail-app.js';
import type { SmtpCapture } from '../support/smtp.js';
import { Visitor, csrfOf, pathOf, signInLinkOf } from '../support/visitor.js';

/**
 * The published workspace through HTTP as a contact's browser uses it: the invitation, sign-in by magic link, the
 * pages, ticking a task, and what the API then shows (the task, the counters, the events with their objects).
 */
describe('published workspace: a contact from invitation to completed task', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let api: Api;
  let ws: PublishedWorkspace;

  beforeAll(async () => {
    ({ t, smtp } = await bootWithSmtp());
    ({ api } = await newOrgApi(t));
    ws = await createPublishedWorkspace(api, {
      members: [
        { email: 'ana@customer.example', role: 'collaborator' },
        { email: 'vic@customer.example', role: 'viewer' },
      ],
    });
  });
  afterAll(() => t.close());

  /** Signs a browser in through the form and the e-mailed link, as a person would. */
  async function signIn(visitor: Visitor, email: string): Promise<void> {
    const form = await visitor.get(`${ws.path}/sign-in`, 200);
    const sent = smtp.messages.length;
    await visitor.post(`${ws.path}/sign-in`, { csrf: csrfOf(form.text), email }, 200);
    const mail = await until(async () => {
      await drainOutbox(t);
      return smtp.messages.slice(sent).find((m) => m.envelopeTo.includes(email) && m.subject.startsWith('Sign in'));
    });
    const confirm = await visitor.get(pathOf(signInLinkOf(mail.text)), 200);
    const token = /name="token" value="([^"]+)"/.exec(confirm.text)![1];
    const done = await visitor.post(`${ws.path}/sign-in/confirm`, { csrf: csrfOf(confirm.text), token }, 303);
    expect(done.headers.location).toBe(ws.path);
  }

  async function until<T>(probe: () => Promise<T | undefined>): Promise<T> {
    for (let i = 0; i < 100; i += 1) {
      const found = await probe();
      if (found !== undefined) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('timed out');
  }

  it('e-mails each member an invitation whose link opens the sign-in page of a private workspace', async () => {
    await drainOutbox(t);
    const invitation = smtp.messages.find((m) => m.envelopeTo.includes('ana@customer.example'))!;
    expect(invitation.text).toContain(ws.workspaceUrl);
    const page = await new Visitor(t).get(pathOf(ws.workspaceUrl), 200);
    expect(page.text).toContain('Sign in to Acme onboarding');
    expect(page.text).not.toContain('Kick-off call');
  });

  it('signs a member in by magic link; the page shows the plan, never hidden pages, sections or internal tasks', async () => {
    const ana = new Visitor(t);
    await signIn(ana, 'ana@customer.example');
    const home = await ana.get(ws.path, 200);
    expect(home.text).toContain('Signed in as <strong>ana@customer.example</strong>');
    expect(home.text).toContain('<h3>Hello</h3>');
    expect(home.text).toMatch(
      /<input type="checkbox" id="t-[^"]+" name="done" value="[^"]+">\s*<label for="t-[^"]+">Kick-off call<\/label>/,
    );
    for (const secret of [
      'Internal margin check',
      'Secret pricing',
      'Internal notes',
      ws.pages.hidden,
      ws.tasks.internal,
    ]) {
      expect(home.text).not.toContain(secret);
    }
    await ana.get(`${ws.path}/pages/${ws.pages.hidden}`, 404);
  });

  it('a magic link works once', async () => {
    const visitor = new Visitor(t);
    const form = await visitor.get(`${ws.path}/sign-in`);
    const sent = smtp.messages.length;
    await visitor.post(`${ws.path}/sign-in`, { csrf: csrfOf(form.text), email: 'vic@customer.example' }, 200);
    const mail = await until(async () => {
      await drainOutbox(t);
      return smtp.messages
        .slice(sent)
        .find((m) => m.envelopeTo.includes('vic@customer.example') && m.subject.startsWith('Sign in'));
    });
    const token = new URL(signInLinkOf(mail.text)).searchParams.get('token')!;
    await visitor.post(`${ws.path}/sign-in/confirm`, { csrf: csrfOf(form.text), token }, 303);
    const again = await new Visitor(t).get(`${ws.path}/sign-in`);
    const other = new Visitor(t);
    const page = await other.get(`${ws.path}/sign-in`);
    await other.post(`${ws.path}/sign-in/confirm`, { csrf: csrfOf(page.text), token }, 400);
    expect(again.status).toBe(200);
  });

  it('ticking a task completes it as the API would, and the counters, activity and events follow', async () => {
    const ana = new Visitor(t);
    await signIn(ana, 'ana@customer.example');
    const page = await ana.get(`${ws.path}/pages/${ws.pages.overview}`, 200);
    const shown = [ws.tasks.kickOff, ws.tasks.security];
    const tick = await ana.post(
      `${ws.path}/tasks`,
      { csrf: csrfOf(page.text), page: ws.pages.overview, shown, done: [ws.tasks.kickOff] },
      303,
    );
    expect(tick.headers.location).toBe(`${ws.path}/pages/${ws.pages.overview}`);

    const task = (await api.get(`/v1/workspace-plan-tasks/${ws.tasks.kickOff}`).expect(200)).body.data
      .workspacePlanTask;
    expect(task.status).toBe('Completed');
    const workspace = (await api.get(`/v1/workspaces/${ws.id}`).expect(200)).body.data.workspace;
    expect(workspace.totalActions).toBe(1);
    // Ana's views of the overview, moments apart (in the test before and here), count once.
    expect(workspace).toMatchObject({ totalViews: 1, uniqueViewers: 1 });
    expect(workspace.lastContactView).toEqual(expect.any(String));
    expect(workspace.taskProgress).toBe('33'); // one of three tasks, the internal one included

    const events = (await api.get('/v1/events?limit=100').expect(200)).body.data.events as {
      type: string;
      data: { object: Record<string, unknown> };
    }[];
    const types = events.map((e) => e.type);
    expect(types).toEqual(
      expect.arrayContaining([
        'workspacePlanTask.completed',
        'workspace.plan.task.completed',
        'workspace.viewed',
        'workspace.page.viewed',
      ]),
    );
    const completed = events.find((e) => e.type === 'workspace.plan.task.completed')!.data.object;
    expect(completed).toMatchObject({
      object: 'workspaceActivity',
      workspaceId: ws.id,
      workspacePlanTaskId: ws.tasks.kickOff,
      associatedObjects: {
        workspace: { id: ws.id, name: 'Acme onboarding', url: ws.workspaceUrl },
        user: { email: 'ana@customer.example' },
        workspacePlanTask: { id: ws.tasks.kickOff, title: 'Kick-off call', status: 'Completed' },
      },
    });
  });

  it('a viewer reads the plan without checkboxes, and cannot tick by posting the form', async () => {
    const vic = new Visitor(t);
    await signIn(vic, 'vic@customer.example');
    const page = await vic.get(`${ws.path}/pages/${ws.pages.overview}`, 200);
    expect(page.text).not.toContain('type="checkbox"');
    expect(page.text).toContain('Security review');
    await vic.post(
      `${ws.path}/tasks`,
      { csrf: csrfOf(page.text), shown: [ws.tasks.security], done: [ws.tasks.security] },
      404,
    );
    const task = (await api.get(`/v1/workspace-plan-tasks/${ws.tasks.security}`).expect(200)).body.data
      .workspacePlanTask;
    expect(task.status).toBe('Not Started');
  });
});
