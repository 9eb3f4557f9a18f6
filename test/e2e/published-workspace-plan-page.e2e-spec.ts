import { type Api, newOrgApi } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { createPage, createSection } from '../support/factories/workspace-structure.js';
import { bootWithSmtp } from '../support/mail-app.js';
import type { SmtpCapture } from '../support/smtp.js';
import { Visitor, csrfOf, pathOf, signInByLink } from '../support/visitor.js';

/**
 * The simplest flow gives the customer a plan: a template of plan tasks, a workspace from it, published. Its pages
 * (it has none) show no plan, so the workspace shows its plans on a page of its own.
 */
describe('published workspace: the default plan page', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let api: Api;

  beforeAll(async () => {
    ({ t, smtp } = await bootWithSmtp());
    ({ api } = await newOrgApi(t));
  });
  afterAll(() => t.close());

  /** A published workspace made from a template of plan tasks, with one collaborator. */
  async function fromTaskTemplate(name: string): Promise<{ id: string; path: string; email: string }> {
    const planTasks = [{ title: 'Kick-off call', dueOffsetDays: 2 }, { title: 'Admin training' }, { title: 'Go live' }];
    const template = (await api.post('/v1/templates', { name: `${name} template`, planTasks }).expect(201)).body.data
      .template;
    const email = `it@${name.toLowerCase()}.example`;
    const body = { name, templateId: template.id, workspaceUsers: [{ email, role: 'collaborator' }] };
    const workspace = (await api.post('/v1/workspaces', body).expect(201)).body.data.workspace;
    const published = (await api.patch(`/v1/workspaces/${workspace.id}`, { published: true }).expect(200)).body.data
      .workspace;
    return { id: workspace.id, path: pathOf(published.workspaceUrl), email };
  }

  const taskIdOf = (html: string, title: string): string =>
    new RegExp(`name="done" value="([^"]+)">\\s*<label for="t-[^"]+">${title}</label>`).exec(html)![1];

  it('a contact of a workspace made from a template of tasks lands on its plan, and can work on it', async () => {
    const ws = await fromTaskTemplate('Umbrella');
    const it = new Visitor(t);
    await signInByLink(t, smtp, it, ws.path, ws.email);
    const home = await it.get(ws.path, 200);
    expect(home.text).toContain('<h1 id="plans-title">Plan</h1>');
    for (const title of ['Kick-off call', 'Admin training', 'Go live']) expect(home.text).toContain(title);
    expect(home.text).toContain(`href="${ws.path}/plan"`);

    const kickOff = taskIdOf(home.text, 'Kick-off call');
    const tasks = [kickOff, taskIdOf(home.text, 'Admin training'), taskIdOf(home.text, 'Go live')];
    const tick = await it.post(
      `${ws.path}/tasks`,
      { csrf: csrfOf(home.text), page: 'plan', shown: tasks, done: [kickOff] },
      303,
    );
    expect(tick.headers.location).toBe(`${ws.path}/plan`);
    const task = (await api.get(`/v1/workspace-plan-tasks/${kickOff}`).expect(200)).body.data.workspacePlanTask;
    expect(task.status).toBe('Completed');
    const plan = await it.get(`${ws.path}/plan`, 200);
    expect(plan.text).toContain('1 of 3 done');
  });

  it('beside pages that show no plan, the plan is one more page in the navigation', async () => {
    const ws = await fromTaskTemplate('Initech');
    const overview = await createPage(api, ws.id, { title: 'Overview' });
    await createSection(api, overview.id, { title: 'About', text: 'Hello.' });
    const it = new Visitor(t);
    await signInByLink(t, smtp, it, ws.path, ws.email);
    const home = await it.get(ws.path, 200);
    expect(home.text).toContain('<h1>Overview</h1>');
    expect(home.text).toContain(`href="${ws.path}/plan"`);
    await it.get(`${ws.path}/plan`, 200);
  });

  it('once a page shows a plan, the team chose what to show: no default plan page, its other plans stay unseen', async () => {
    const ws = await fromTaskTemplate('Hooli');
    const [plan] = (await api.get(`/v1/workspace-plans?filters[workspaceId]=${ws.id}`).expect(200)).body.data
      .workspacePlans;
    const other = (await api.post('/v1/workspace-plans', { workspaceId: ws.id, title: 'Internal rollout' }).expect(201))
      .body.data.workspacePlan;
    const hidden = (
      await api.post('/v1/workspace-plan-tasks', { workspacePlanId: other.id, title: 'Not for customers' }).expect(201)
    ).body.data.workspacePlanTask;
    const overview = await createPage(api, ws.id, { title: 'Overview' });
    await createSection(api, overview.id, { title: 'Our plan', kind: 'plan', workspacePlanId: plan.id });
    const it = new Visitor(t);
    await signInByLink(t, smtp, it, ws.path, ws.email);
    const home = await it.get(ws.path, 200);
    expect(home.text).not.toContain(`href="${ws.path}/plan"`);
    expect(home.text).not.toContain('Not for customers');
    await it.get(`${ws.path}/plan`, 404);
    await it.post(`${ws.path}/tasks`, { csrf: csrfOf(home.text), shown: [hidden.id], done: [hidden.id] }, 404);
  });

  it('a plan section hidden, or on a hidden page, is the team choosing not to show it: no plan page, nothing to tick', async () => {
    for (const hide of ['section', 'page'] as const) {
      const ws = await fromTaskTemplate(`Globex-${hide}`);
      const [plan] = (await api.get(`/v1/workspace-plans?filters[workspaceId]=${ws.id}`).expect(200)).body.data
        .workspacePlans;
      const tasks = (await api.get(`/v1/workspace-plan-tasks?filters[workspaceId]=${ws.id}`).expect(200)).body.data
        .workspacePlanTasks as { id: string }[];
      const page = await createPage(api, ws.id, { title: 'Plan', isHidden: hide === 'page' });
      await createSection(api, page.id, {
        title: 'Our plan',
        kind: 'plan',
        workspacePlanId: plan.id,
        isHidden: hide === 'section',
      });
      const it = new Visitor(t);
      await signInByLink(t, smtp, it, ws.path, ws.email);
      const home = await it.get(ws.path, 200);
      expect(home.text).not.toContain('Kick-off call');
      await it.get(`${ws.path}/plan`, 404);
      await it.post(`${ws.path}/tasks`, { csrf: csrfOf(home.text), shown: [tasks[0].id], done: [tasks[0].id] }, 404);
    }
  });

  it('strangers and anonymous readers of a private workspace get the sign-in page, not the plan', async () => {
    const ws = await fromTaskTemplate('Vandelay');
    const page = await new Visitor(t).get(`${ws.path}/plan`, 200);
    expect(page.text).not.toContain('Kick-off call');
    expect(page.text).toContain('Sign in');
  });
});
