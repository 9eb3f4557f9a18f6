import { type Api, newOrgApi } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { insertUser } from '../support/factories/users.js';
import { bootWithSmtp } from '../support/mail-app.js';
import type { SmtpCapture } from '../support/smtp.js';
import { Visitor, pathOf, signInByLink } from '../support/visitor.js';

/** Each task shows who owns it, and tells the signed-in contact which tasks are theirs. */
describe('published workspace: task owners on the plan', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let api: Api;
  let orgId: string;

  beforeAll(async () => {
    ({ t, smtp } = await bootWithSmtp());
    ({ api, orgId } = await newOrgApi(t));
  });
  afterAll(() => t.close());

  /** The `<li>` of the task titled `title` on a plan page. */
  const taskItem = (html: string, title: string): string => {
    const items = html.split('<li class="task').slice(1);
    const item = items.find((li) => li.includes(`>${title}</`));
    if (!item) throw new Error(`no task ${title}`);
    return item.slice(0, item.indexOf('</li>'));
  };

  it("shows each task's owners by name, and 'Assigned to you' to the contact who owns it only", async () => {
    const planTasks = [{ title: 'Security review' }, { title: 'Sign the order' }, { title: 'Go live' }];
    const template = (await api.post('/v1/templates', { name: 'Owners', planTasks }).expect(201)).body.data.template;
    const [buyer, other] = ['buyer@globex.example', 'cfo@globex.example'];
    const workspaceUsers = [
      { email: buyer, role: 'collaborator' },
      { email: other, role: 'collaborator' },
    ];
    const workspace = (
      await api.post('/v1/workspaces', { name: 'Globex', templateId: template.id, workspaceUsers }).expect(201)
    ).body.data.workspace;
    const published = (await api.patch(`/v1/workspaces/${workspace.id}`, { published: true }).expect(200)).body.data
      .workspace;
    const path = pathOf(published.workspaceUrl);
    const members = (await api.get(`/v1/workspace-users?filters[workspaceId]=${workspace.id}`).expect(200)).body.data
      .workspaceUsers;
    const buyerId = members.find((member: { user: { email: string } }) => member.user.email === buyer).user.id;
    const seller = await insertUser(t, orgId, { name: 'Dana <b>Seller</b>' });
    const tasks = (await api.get(`/v1/workspace-plan-tasks?filters[workspaceId]=${workspace.id}`).expect(200)).body.data
      .workspacePlanTasks;
    const idOf = (title: string) => tasks.find((task: { title: string }) => task.title === title).id;
    await api.patch(`/v1/workspace-plan-tasks/${idOf('Security review')}`, { assigneeIds: [buyerId, seller.id] });
    await api.patch(`/v1/workspace-plan-tasks/${idOf('Sign the order')}`, { assigneeIds: [seller.id] });

    const bea = new Visitor(t);
    await signInByLink(t, smtp, bea, path, buyer);
    const mine = await bea.get(`${path}/plan`, 200);
    expect(taskItem(mine.text, 'Security review')).toContain(
      '<strong class="yours">Assigned to you</strong> · Owners: buyer, Dana &lt;b&gt;Seller&lt;/b&gt;</p>',
    );
    expect(taskItem(mine.text, 'Sign the order')).toContain('Owner: Dana &lt;b&gt;Seller&lt;/b&gt;</p>');
    expect(taskItem(mine.text, 'Sign the order')).not.toContain('Assigned to you');
    expect(taskItem(mine.text, 'Go live')).not.toContain('class="assignees"');
    expect(mine.text).not.toContain('<b>Seller</b>');

    const cfo = new Visitor(t);
    await signInByLink(t, smtp, cfo, path, other);
    const theirs = await cfo.get(`${path}/plan`, 200);
    expect(theirs.text).not.toContain('Assigned to you');
    expect(taskItem(theirs.text, 'Security review')).toContain('Owners: buyer, Dana &lt;b&gt;Seller&lt;/b&gt;');
  });
});
