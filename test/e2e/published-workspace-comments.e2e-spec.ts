import { type Api, newOrgApi } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { lastEventData } from '../support/events.js';
import { type PublishedWorkspace, createPublishedWorkspace } from '../support/factories/published-workspace.js';
import { insertUser } from '../support/factories/users.js';
import { bootWithSmtp } from '../support/mail-app.js';
import type { SmtpCapture } from '../support/smtp.js';
import { Visitor, csrfOf, signInByLink } from '../support/visitor.js';
import type { Json } from '../support/wire.js';

const WRITES_PER_MINUTE = 6;

/** Comments on the published workspace: under each task and section, written by contacts who may converse. */
describe('published workspace: comments under tasks, sections and files', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let api: Api;
  let orgId: string;

  beforeAll(async () => {
    ({ t, smtp } = await bootWithSmtp({ VISITOR_WRITES_PER_MINUTE: String(WRITES_PER_MINUTE) }));
    ({ api, orgId } = await newOrgApi(t));
  });
  afterAll(() => t.close());

  let seq = 0;
  /** A published workspace with a commenter and a viewer, each signed in in a browser of their own. */
  async function workspace(input: { shareSetting?: 'public' | 'private' } = {}) {
    seq += 1;
    const commenterEmail = `commenter-${seq}@customer.example`;
    const viewerEmail = `viewer-${seq}@customer.example`;
    const ws = await createPublishedWorkspace(api, {
      name: `Comments ${seq}`,
      ...input,
      members: [
        { email: commenterEmail, role: 'commenter' },
        { email: viewerEmail, role: 'viewer' },
      ],
    });
    const commenter = new Visitor(t);
    await signInByLink(t, smtp, commenter, ws.path, commenterEmail);
    const viewer = new Visitor(t);
    await signInByLink(t, smtp, viewer, ws.path, viewerEmail);
    return { ws, commenter, viewer, overview: `${ws.path}/pages/${ws.pages.overview}` };
  }

  /** The page's comment form fields for a subject, as the browser sends them. */
  const formFor = (html: string, ws: PublishedWorkspace, subject: { type: string; id: string }, body: string) => ({
    csrf: csrfOf(html),
    page: ws.pages.overview,
    subjectType: subject.type,
    subjectId: subject.id,
    body,
  });
  /** The HTML of one task's list item. */
  const taskItem = (html: string, taskId: string): string =>
    new RegExp(`<li class="task[^"]*" id="task-${taskId}">[\\s\\S]*?</li>\\s*(?=<li class="task|</ul>)`).exec(html)![0];

  it('a commenter posts under a task through the form; back on the page at it, under the task, with name and time', async () => {
    const { ws, commenter, overview } = await workspace();
    const page = await commenter.get(overview, 200);
    // A labelled text area and a real button, tied to the task's form, under the task.
    const item = taskItem(page.text, ws.tasks.kickOff);
    expect(item).toContain(`<label for="cb-${ws.tasks.kickOff}">Add a comment`);
    expect(item).toContain(`<textarea id="cb-${ws.tasks.kickOff}" name="body" form="cf-${ws.tasks.kickOff}"`);
    expect(item).toMatch(/<button type="submit" form="cf-\w+">Post comment/);
    expect(page.text).toContain(`<form id="cf-${ws.tasks.kickOff}" method="post" action="${ws.path}/comments"`);

    const subject = { type: 'workspacePlanTask', id: ws.tasks.kickOff };
    const posted = await commenter.post(
      `${ws.path}/comments`,
      formFor(page.text, ws, subject, 'Can we move it to **Tuesday**? <script>alert(1)</script>'),
      303,
    );
    const [comment] = (await api.get(`/v1/workspace-comments?filters[workspaceId]=${ws.id}`).expect(200)).body.data
      .workspaceComments as Json[];
    expect(posted.headers.location).toBe(`${overview}#comment-${comment.id}`);
    expect(comment).toMatchObject({
      subject,
      body: 'Can we move it to **Tuesday**? <script>alert(1)</script>',
      author: { kind: 'contact', user: expect.objectContaining({ email: `commenter-${seq}@customer.example` }) },
    });

    const after = taskItem((await commenter.get(overview, 200)).text, ws.tasks.kickOff);
    expect(after).toContain(`<div id="comments-${ws.tasks.kickOff}" data-live-region aria-live="polite">`);
    expect(after).toContain(`id="comment-${comment.id}"`);
    expect(after).toContain('<strong>Tuesday</strong>');
    expect(after).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(after).not.toContain('<script>');
    expect(after).toMatch(/<time datetime="[^"]+">just now<\/time>/);
    expect(after).toContain('>commenter-');
  });

  it("records the contact's comment as an activity that counts in totalActions, its event by a contact", async () => {
    const { ws, commenter, overview } = await workspace();
    const before = (await api.get(`/v1/workspaces/${ws.id}?properties=totalActions`).expect(200)).body.data.workspace;
    const page = await commenter.get(overview, 200);
    await commenter.post(
      `${ws.path}/comments`,
      formFor(page.text, ws, { type: 'workspacePlanTask', id: ws.tasks.kickOff }, 'On the task'),
      303,
    );
    await commenter.post(
      `${ws.path}/comments`,
      formFor(page.text, ws, { type: 'workspaceSection', id: ws.sections.text }, 'On the text'),
      303,
    );
    const activities = (await api.get(`/v1/workspace-activities?filters[workspaceId]=${ws.id}&limit=100`).expect(200))
      .body.data.workspaceActivities as Json[];
    expect(activities.filter((a) => /comment/.test(a.type as string)).map((a) => a.type)).toEqual(
      expect.arrayContaining(['workspace.plan.task.comment.created', 'workspace.comment.created']),
    );
    const after = (await api.get(`/v1/workspaces/${ws.id}?properties=totalActions`).expect(200)).body.data.workspace;
    expect(after.totalActions).toBe(before.totalActions + 2);
    const event = await lastEventData(t, orgId, 'workspaceComment.created');
    expect(event?.object).toMatchObject({
      body: 'On the text',
      author: { kind: 'contact' },
      associatedObjects: { workspaceSection: { id: ws.sections.text, title: 'About' } },
    });
    // Announced by workspaceComment.created alone: no second event of the activity's own name.
    expect(await lastEventData(t, orgId, 'workspace.comment.created')).toBeUndefined();
  });

  it('a viewer, and an anonymous reader of a public workspace, see the comments but no form; a forged post is a 403 page', async () => {
    const { ws, viewer, overview } = await workspace({ shareSetting: 'public' });
    const author = await insertUser(t, orgId, { name: 'Dana Seller' });
    await api
      .post('/v1/workspace-comments', {
        workspaceId: ws.id,
        userId: author.id,
        subject: { type: 'workspacePlanTask', id: ws.tasks.kickOff },
        body: 'The team answers',
      })
      .expect(200);
    for (const reader of [viewer, new Visitor(t)]) {
      const page = await reader.get(overview, 200);
      expect(taskItem(page.text, ws.tasks.kickOff)).toContain('The team answers');
      expect(page.text).toContain('Dana Seller');
      expect(page.text).not.toContain('<textarea');
      expect(page.text).not.toContain(`action="${ws.path}/comments"`);
      // The anonymous reader's page has no form: a token from the sign-in form, which this browser may use.
      const withToken = reader === viewer ? page.text : (await reader.get(`${ws.path}/sign-in`, 200)).text;
      const forged = formFor(withToken, ws, { type: 'workspacePlanTask', id: ws.tasks.kickOff }, 'sneaky');
      const refused = await reader.post(`${ws.path}/comments`, forged, 403);
      expect(refused.headers['content-type']).toMatch(/text\/html/);
      expect(refused.text).toContain('lets you read the comments, not write them');
    }
    const stored = (await api.get(`/v1/workspace-comments?filters[workspaceId]=${ws.id}`).expect(200)).body.data;
    expect(stored.workspaceComments).toHaveLength(1);
  });

  it('refuses, with a 404 page, a comment on an internal task, a hidden section or another workspace’s task', async () => {
    const { ws, commenter, overview } = await workspace();
    const other = await workspace();
    const page = await commenter.get(overview, 200);
    for (const subject of [
      { type: 'workspacePlanTask', id: ws.tasks.internal },
      { type: 'workspaceSection', id: ws.sections.hiddenSection },
      { type: 'workspacePlanTask', id: other.ws.tasks.kickOff },
      { type: 'workspacePage', id: ws.pages.overview },
    ]) {
      const res = await commenter.post(`${ws.path}/comments`, formFor(page.text, ws, subject, 'hello'), 404);
      expect(res.text).toContain('Page not found');
    }
    const stored = (await api.get(`/v1/workspace-comments?filters[workspaceId]=${ws.id}`).expect(200)).body.data;
    expect(stored.workspaceComments).toHaveLength(0);
  });

  it('refuses a hostile body with a 400 page naming it, and a post without the form token', async () => {
    const { ws, commenter, overview } = await workspace();
    const page = await commenter.get(overview, 200);
    const subject = { type: 'workspacePlanTask', id: ws.tasks.kickOff };
    for (const body of ['', 'evil\u202Egnp.exe', 'a\u0007b', 'x'.repeat(10_001)]) {
      const res = await commenter.post(`${ws.path}/comments`, formFor(page.text, ws, subject, body), 400);
      expect(res.text).toContain('Your comment must');
    }
    await commenter.post(`${ws.path}/comments`, { ...formFor(page.text, ws, subject, 'hi'), csrf: 'forged' }, 403);
  });

  it('answers a 429 page with Retry-After past the per-contact write rate', async () => {
    const { ws, commenter, overview } = await workspace();
    const page = await commenter.get(overview, 200);
    const subject = { type: 'workspaceSection', id: ws.sections.text };
    for (let i = 0; i < WRITES_PER_MINUTE; i++) {
      await commenter.post(`${ws.path}/comments`, formFor(page.text, ws, subject, `note ${i}`), 303);
    }
    const limited = await commenter.post(`${ws.path}/comments`, formFor(page.text, ws, subject, 'one more'), 429);
    expect(limited.text).toContain('Slow down a little');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("lets the contact edit their own comment from the page, never someone else's", async () => {
    const { ws, commenter, overview } = await workspace();
    const other = await workspace();
    const page = await commenter.get(overview, 200);
    const subject = { type: 'workspaceSection', id: ws.sections.text };
    await commenter.post(`${ws.path}/comments`, formFor(page.text, ws, subject, 'Frist draft'), 303);
    const [mine] = (await api.get(`/v1/workspace-comments?filters[workspaceId]=${ws.id}`).expect(200)).body.data
      .workspaceComments as Json[];
    const shown = await commenter.get(overview, 200);
    expect(shown.text).toContain(`<form id="ce-${mine.id}" method="post" action="${ws.path}/comments/${mine.id}/edit"`);
    expect(shown.text).toMatch(
      new RegExp(`<textarea id="ceb-${mine.id}" name="body" form="ce-${mine.id}"[^>]*>Frist draft</textarea>`),
    );
    const strangerPage = await other.commenter.get(other.overview, 200);
    const forged = { csrf: csrfOf(strangerPage.text), body: 'Hijacked' };
    await other.commenter.post(`${other.ws.path}/comments/${mine.id}/edit`, forged, 404);
    const edited = await commenter.post(
      `${ws.path}/comments/${mine.id}/edit`,
      { csrf: csrfOf(shown.text), page: ws.pages.overview, body: 'First draft' },
      303,
    );
    expect(edited.headers.location).toBe(`${overview}#comment-${mine.id}`);
    const after = (await api.get(`/v1/workspace-comments/${mine.id}`).expect(200)).body.data.workspaceComment;
    expect(after).toMatchObject({ body: 'First draft', editedAt: expect.any(String) });
    expect((await commenter.get(overview, 200)).text).toMatch(/just now<\/time> · edited/);
    await commenter.post(`${ws.path}/comments/${mine.id}/edit`, { csrf: csrfOf(shown.text), body: '' }, 400);
  });

  it("lets the contact delete their own comment from the page, never someone else's", async () => {
    const { ws, commenter, viewer, overview } = await workspace();
    const page = await commenter.get(overview, 200);
    const subject = { type: 'workspacePlanTask', id: ws.tasks.security };
    await commenter.post(`${ws.path}/comments`, formFor(page.text, ws, subject, 'Mine to remove'), 303);
    const [mine] = (await api.get(`/v1/workspace-comments?filters[workspaceId]=${ws.id}`).expect(200)).body.data
      .workspaceComments as Json[];
    const shown = await commenter.get(overview, 200);
    expect(shown.text).toContain(`formaction="${ws.path}/comments/${mine.id}/delete"`);
    const second = await workspace();
    const stranger = second.commenter;
    const strangerPage = await stranger.get(second.overview, 200);
    // Another contact's own form token, on the workspace they belong to: still not their comment.
    await stranger.post(`${second.ws.path}/comments/${mine.id}/delete`, { csrf: csrfOf(strangerPage.text) }, 404);
    await viewer.post(
      `${ws.path}/comments/${mine.id}/delete`,
      { csrf: csrfOf((await viewer.get(overview)).text) },
      403,
    );
    const removed = await commenter.post(
      `${ws.path}/comments/${mine.id}/delete`,
      { csrf: csrfOf(shown.text), page: ws.pages.overview, subjectId: ws.tasks.security },
      303,
    );
    expect(removed.headers.location).toBe(`${overview}#comments-${ws.tasks.security}`);
    const after = (await api.get(`/v1/workspace-comments/${mine.id}`).expect(200)).body.data.workspaceComment;
    expect(after).toMatchObject({ body: null, deletedAt: expect.any(String) });
    expect((await commenter.get(overview, 200)).text).not.toContain('Mine to remove');
  });

  it('shows no comments and takes none when the workspace has conversations off', async () => {
    const { ws, commenter, overview } = await workspace();
    const page = await commenter.get(overview, 200);
    await api.patch(`/v1/workspaces/${ws.id}`, { messagesEnabled: false }).expect(200);
    const closed = await commenter.get(overview, 200);
    expect(closed.text).not.toContain('id="comments-');
    expect(closed.text).not.toContain('<textarea');
    const subject = { type: 'workspacePlanTask', id: ws.tasks.kickOff };
    await commenter.post(`${ws.path}/comments`, formFor(page.text, ws, subject, 'hello?'), 404);
  });
});
