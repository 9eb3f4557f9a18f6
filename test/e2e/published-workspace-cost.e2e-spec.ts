import { WorkspacePlanTaskEntity } from '../../src/workspace-plan-tasks/workspace-plan-task.entity.js';
import { WorkspaceSectionEntity } from '../../src/workspace-sections/workspace-section.entity.js';
import { type Api, newOrgApi } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { createAsset } from '../support/factories/assets.js';
import { createFile } from '../support/factories/files.js';
import { createPage, createSection } from '../support/factories/workspace-structure.js';
import { type TestClock, stoppedClock } from '../support/clock.js';
import { insertUser } from '../support/factories/users.js';
import { bootWithSmtp } from '../support/mail-app.js';
import type { SmtpCapture } from '../support/smtp.js';
import { Visitor, signInByLink } from '../support/visitor.js';
import type { Json } from '../support/wire.js';

/**
 * What a page view of the published workspace costs in SQL: the same statements (up to the length of `IN` lists) for
 * a workspace of three plans of fifty tasks, twenty sections of every kind, ten assets and a hundred comments as for one
 * of one task and one section of each kind. A page without assets or files skips those two lookups, and nothing else differs. Counted
 * on the steady state of a signed-in contact (a view within the visit, the form key already read), the realistic
 * case: a contact's counted view reads the page and writes the contact's clock and mark, its activity, counters and
 * event in one transaction.
 */
describe('published workspace: a page view costs the same statements whatever the workspace holds', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let api: Api;
  /** Stands still but for the moves viewStatements makes, so each measured view is past the previous one's window. */
  let clock: TestClock;

  /** People of the organization who own tasks: each task has one to three of them. */
  let owners: string[];

  beforeAll(async () => {
    ({ t, smtp } = await bootWithSmtp());
    const org = await newOrgApi(t);
    api = org.api;
    owners = [];
    for (const name of ['Ann Owner', 'Bo Owner', 'Cy Owner'])
      owners.push((await insertUser(t, org.orgId, { name })).id);
  });
  afterAll(() => t.close());

  interface Built {
    id: string;
    path: string;
    pageId: string;
    /** Its contact's address (a collaborator). */
    email: string;
  }

  /** A published private workspace with one contact, built through the API; `fill` adds the page's content. */
  async function published(name: string, fill: (workspaceId: string, pageId: string) => Promise<void>): Promise<Built> {
    const email = `contact-${name.toLowerCase().replace(/\W+/g, '-')}@customer.example`;
    const template = (await api.post('/v1/templates', { name: `${name} template` }).expect(201)).body.data.template;
    const workspace = (
      await api
        .post('/v1/workspaces', {
          name,
          templateId: template.id,
          shareSetting: 'private',
          workspaceUsers: [{ email, role: 'collaborator' }],
        })
        .expect(201)
    ).body.data.workspace;
    const page = await createPage(api, workspace.id, { title: 'Plan' });
    await fill(workspace.id, page.id);
    const url = (await api.patch(`/v1/workspaces/${workspace.id}`, { published: true }).expect(200)).body.data.workspace
      .workspaceUrl as string;
    return { id: workspace.id, path: new URL(url).pathname, pageId: page.id, email };
  }

  async function plan(workspaceId: string, title: string, tasks: number): Promise<string> {
    const created = (await api.post('/v1/workspace-plans', { workspaceId, title }).expect(201)).body.data.workspacePlan;
    for (let i = 0; i < tasks; i++) {
      const fields: Json = {
        workspacePlanId: created.id,
        title: `${title} step ${i + 1}`,
        ...(i % 3 === 0 && { dueDate: '2026-12-01', description: 'What to do, and why.' }),
        ...(i % 5 === 0 && { actionLinkUrl: 'https://example.com/step', actionLinkName: 'Open the guide' }),
        ...(i % 10 === 9 && { isInternal: true }),
        assigneeIds: owners.slice(0, 1 + (i % owners.length)),
      };
      await api.post('/v1/workspace-plan-tasks', fields).expect(201);
    }
    return created.id;
  }

  /** One plan of one task, in the page's one section. */
  async function small(workspaceId: string, pageId: string): Promise<void> {
    const workspacePlanId = await plan(workspaceId, 'Launch', 1);
    await createSection(api, pageId, { title: 'Launch', kind: 'plan', workspacePlanId });
  }

  /** Three plans of fifty tasks, ten assets, three files, twenty sections of every kind (two hidden), more pages. */
  async function big(workspaceId: string, pageId: string): Promise<void> {
    const plans = [await plan(workspaceId, 'Setup', 50), await plan(workspaceId, 'Rollout', 50)];
    plans.push(await plan(workspaceId, 'Adoption', 50));
    const assets: string[] = [];
    for (let i = 0; i < 10; i++) assets.push((await createAsset(api, { name: `Guide ${i + 1}` })).id);
    const files: string[] = [];
    for (let i = 0; i < 3; i++) files.push((await createFile(api, Buffer.from(`file ${i}`), `notes-${i}.txt`)).id);
    const kinds: Json[] = [
      ...[0, 1, 2, 3, 4, 5].map((i) => ({
        kind: 'text',
        text: `## Part ${i}\n\nSome **Markdown**, a [link](https://example.com).`,
      })),
      ...plans.map((workspacePlanId) => ({ kind: 'plan', workspacePlanId })),
      ...[0, 1, 2, 3].map((i) => ({ kind: 'assets', assetIds: assets.slice(i * 3, i * 3 + 4) })),
      ...[0, 1, 2, 3].map((i) => ({ kind: 'link', linkUrl: `https://example.com/link-${i}` })),
      ...files.map((fileId) => ({ kind: 'file', fileId })),
    ];
    for (const [i, body] of kinds.entries()) {
      await createSection(api, pageId, { title: `Section ${i + 1}`, ...body, isHidden: i === 3 || i === 15 });
    }
    for (const title of ['Welcome', 'Security', 'Pricing', 'Training']) await createPage(api, workspaceId, { title });
    await converse(workspaceId);
  }

  /** Comments on thirty of the workspace's visible tasks and on each visible section (a file's on its file), each answered. */
  async function converse(workspaceId: string): Promise<void> {
    const tasks = await t.dataSource.manager.find(WorkspacePlanTaskEntity, {
      where: { workspaceId, isInternal: false },
      take: 30,
    });
    const sections = await t.dataSource.manager.find(WorkspaceSectionEntity, {
      where: { workspaceId, isHidden: false },
    });
    const subjects = [
      ...tasks.map((task) => ({ type: 'workspacePlanTask', id: task.id })),
      ...sections.map((section) =>
        section.kind === 'file' ? { type: 'file', id: section.fileId } : { type: 'workspaceSection', id: section.id },
      ),
    ];
    for (const subject of subjects) {
      const write = (body: Json) =>
        api.post('/v1/workspace-comments', { workspaceId, userId: owners[0], subject, ...body }).expect(200);
      const top = (await write({ body: 'A **question**' })).body.data.workspaceComment;
      await write({ body: 'An answer', parentId: top.id });
    }
  }

  /**
   * A page's content with one section of every kind: one plan of one task, one asset, one link, one file and text,
   * so that it needs every lookup the big page needs.
   */
  async function oneOfEach(workspaceId: string, pageId: string): Promise<void> {
    await small(workspaceId, pageId);
    const asset = await createAsset(api, { name: 'Guide' });
    const file = await createFile(api, Buffer.from('file'), 'notes.txt');
    await createSection(api, pageId, { title: 'About', kind: 'text', text: 'Hello **there**.' });
    await createSection(api, pageId, { title: 'Guides', kind: 'assets', assetIds: [asset.id] });
    await createSection(api, pageId, { title: 'Agenda', kind: 'link', linkUrl: 'https://example.com/agenda' });
    await createSection(api, pageId, { title: 'Notes', kind: 'file', fileId: file.id });
  }

  /**
   * The statements of a counted view, after a first view (which starts the visit and reads the form key once) and
   * past the window in which a repeat counts once, with what differs by the workspace's size alone taken out: the
   * bound parameters' numbers and the length of `IN` lists.
   */
  async function viewStatements(visitor: Visitor, path: string): Promise<string[]> {
    await visitor.get(path, 200);
    clock.advance(6 * 60 * 1000);
    return normalized(await t.statementsOf(() => visitor.get(path, 200)));
  }

  function normalized(statements: string[]): string[] {
    return statements.map((sql) => sql.replace(/IN \([^)]*\)/g, 'IN (…)').replace(/\$\d+/g, '$'));
  }

  /** The lookups of what a page shows beyond its sections, plans and tasks: skipped when it shows none. */
  const assetOrFileLookup = (sql: string): boolean => /^SELECT .* FROM ("[^"]+"\.)?"(asset|file)" /.test(sql);

  let minimal: Built;
  let everyKind: Built;
  let bigOne: Built;
  const contacts = new Map<Built, Visitor>();
  const pageOf = (w: Built) => `${w.path}/pages/${w.pageId}`;

  beforeAll(async () => {
    minimal = await published('Small workspace', small);
    everyKind = await published('One of each', oneOfEach);
    bigOne = await published('Big workspace', big);
    for (const w of [minimal, everyKind, bigOne]) {
      const visitor = new Visitor(t);
      await signInByLink(t, smtp, visitor, w.path, w.email);
      contacts.set(w, visitor);
    }
    clock = stoppedClock();
  }, 60_000);
  afterAll(() => clock.restore());

  it("a signed-in contact's page view: the same statements for 3 plans × 50 tasks, 20 sections and 10 assets as for one task and one section of each kind", async () => {
    const few = await viewStatements(contacts.get(everyKind)!, pageOf(everyKind));
    const many = await viewStatements(contacts.get(bigOne)!, pageOf(bigOne));
    // The big page really shows it all: its visible tasks (45 of each plan's 50), assets, links and files.
    const page = await contacts.get(bigOne)!.get(pageOf(bigOne), 200);
    expect(page.text.match(/type="checkbox"/g)).toHaveLength(135);
    expect(page.text).toContain('Guide 10');
    expect(page.text).toContain('Download notes-2.txt');
    expect(page.text).toContain('>Section 17</a>');
    expect(page.text).toContain('Owners: Ann Owner, Bo Owner, Cy Owner');
    expect(page.text.match(/class="comment by-team" id=/g)).toHaveLength((30 + 18) * 2);
    expect(many).toEqual(few);
    // The tasks' owners: one statement for all the page's tasks.
    expect(many.filter((sql) => /FROM ("[^"]+"\.)?"workspace_plan_task_assignee"/.test(sql))).toHaveLength(1);
    // The comments on every task, section and file the page shows: one statement.
    expect(many.filter((sql) => /FROM ("[^"]+"\.)?"workspace_comment"/.test(sql))).toHaveLength(1);
    // It reads the page and writes the view (the contact's clock and mark, activity, counters, event) in one transaction.
    expect(many.filter((sql) => /^(INSERT|UPDATE)/.test(sql))).toHaveLength(6);
    // The numbers docs/published-workspace.md gives (SQLite's transaction adds BEGIN and COMMIT statements of its own).
    expect(many).toHaveLength(t.dataSource.options.type === 'postgres' ? 19 : 21);
  });

  it('a page with one plan of one task in one section: the same statements, less the asset and file lookups it does not need', async () => {
    const few = await viewStatements(contacts.get(minimal)!, pageOf(minimal));
    const many = await viewStatements(contacts.get(bigOne)!, pageOf(bigOne));
    expect(many.filter(assetOrFileLookup)).toHaveLength(2);
    expect(many.filter((sql) => !assetOrFileLookup(sql))).toEqual(few);
  });

  it('the workspace address (its first page) costs the same too', async () => {
    const few = await viewStatements(contacts.get(everyKind)!, everyKind.path);
    const many = await viewStatements(contacts.get(bigOne)!, bigOne.path);
    expect(many).toEqual(few);
  });

  it('an anonymous view of a public workspace: the same statements whatever it holds, and none of them writes', async () => {
    for (const w of [everyKind, bigOne]) {
      await api.patch(`/v1/workspaces/${w.id}`, { shareSetting: 'public' }).expect(200);
    }
    const few = await viewStatements(new Visitor(t), pageOf(everyKind));
    const many = await viewStatements(new Visitor(t), pageOf(bigOne));
    expect(many).toEqual(few);
    expect(many.filter((sql) => !/^SELECT /.test(sql))).toEqual([]);
    expect(many).toHaveLength(9);
  });
});
