import { type Api, newOrgApi } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { insertUser } from '../support/factories/users.js';
import { bootWithSmtp, drainOutbox } from '../support/mail-app.js';
import type { SmtpCapture } from '../support/smtp.js';
import { type Json } from '../support/wire.js';
import { Visitor, csrfOf, pathOf, signInByLink, signInLinkOf } from '../support/visitor.js';
import { until } from '../support/until.js';

const WRITES_PER_MINUTE = 6;

/** The workspace's thread on the published page: who reads, who writes, what they see, and what the team hears. */
describe('published workspace: messages between the customer and the team', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let api: Api;
  let orgId: string;
  let n = 0;
  let templateId: string;

  beforeAll(async () => {
    ({ t, smtp } = await bootWithSmtp({ VISITOR_WRITES_PER_MINUTE: String(WRITES_PER_MINUTE) }));
    ({ api, orgId } = await newOrgApi(t));
    templateId = (await api.post('/v1/templates', { name: 'Onboarding' }).expect(201)).body.data.template.id;
  });
  afterAll(() => t.close());

  /** A published workspace with its thread on, and one member per role named; each test has its own people. */
  async function shared(roles: Record<string, string>, extra: Json = {}) {
    n++;
    const workspaceUsers = Object.entries(roles).map(([name, role]) => ({ email: `${name}${n}@globex.example`, role }));
    const workspace = (
      await api
        .post('/v1/workspaces', { name: `Globex ${n}`, templateId, messagesEnabled: true, workspaceUsers, ...extra })
        .expect(201)
    ).body.data.workspace;
    const published = (await api.patch(`/v1/workspaces/${workspace.id}`, { published: true }).expect(200)).body.data
      .workspace;
    const path = pathOf(published.workspaceUrl);
    const visitor = async (name: string): Promise<Visitor> => {
      const v = new Visitor(t);
      await signInByLink(t, smtp, v, path, `${name}${n}@globex.example`);
      return v;
    };
    return { workspace, path, visitor };
  }

  const thread = async (workspaceId: string): Promise<Json[]> =>
    (await api.get(`/v1/workspace-messages?filters[workspaceId]=${workspaceId}`).expect(200)).body.data
      .workspaceMessages as Json[];

  /** Posts the messages page's form as the browser would, from the page itself. */
  async function send(v: Visitor, path: string, fields: Record<string, string>, status = 303) {
    const page = await v.get(`${path}/messages`, 200);
    return v.post(`${path}/messages`, { csrf: csrfOf(page.text), ...fields }, status);
  }

  it('a commenter writes from the Messages page; it shows, inert, with their name; the team reads it as theirs', async () => {
    const { workspace, path, visitor } = await shared({ bea: 'commenter' });
    const bea = await visitor('bea');
    const home = await bea.get(path, 200);
    expect(home.text).toContain(`<a href="${path}/messages">Messages</a>`);
    const empty = await bea.get(`${path}/messages`, 200);
    expect(empty.text).toContain('No messages yet.');
    expect(empty.text).toContain('<label for="body">Write a message</label>');

    const body = 'Can we **start Monday**? <script>alert(1)</script> [x](javascript:alert(1))';
    const sent = await send(bea, path, { body });
    const [message] = await thread(workspace.id);
    expect(sent.headers.location).toBe(`${path}/messages?sent=1#m-${message.id}`);
    expect(message).toMatchObject({
      body,
      parentId: null,
      author: { kind: 'contact', user: { email: `bea${n}@globex.example` } },
    });

    const shown = await bea.get(`${path}/messages?sent=1`, 200);
    expect(shown.text).toContain('<p class="notice" role="status">Your message was sent.</p>');
    expect(shown.text).toContain(`id="m-${message.id}"`);
    expect(shown.text).toContain('<strong>start Monday</strong>');
    expect(shown.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(shown.text).not.toContain('<script>alert');
    expect(shown.text).not.toContain('href="javascript:');
    expect(shown.text).toMatch(/<time datetime="[^"]+" title="[^"]+ UTC">just now<\/time>/);
    expect(shown.text).toContain('Edit or delete');

    const activities = (await api.get(`/v1/workspace-activities?filters[workspaceId]=${workspace.id}`).expect(200)).body
      .data.workspaceActivities as Json[];
    expect(activities.map((a) => a.type)).toContain('workspace.message.created');
    const after = (await api.get(`/v1/workspaces/${workspace.id}`).expect(200)).body.data.workspace;
    expect(after.totalActions).toBe(1);
    const events = (await api.get('/v1/events?type=workspaceMessage.created').expect(200)).body.data.events as Json[];
    const event = events.find((e) => (e.data as { object: Json }).object.id === message.id);
    expect((event!.data as { object: Json }).object).toMatchObject({ author: { kind: 'contact' } });
  });

  it("the team's answer through the API shows under the message, marked as the team's; a contact replies on its page", async () => {
    const { workspace, path, visitor } = await shared({ bea: 'collaborator' });
    const bea = await visitor('bea');
    await send(bea, path, { body: 'Who signs the order form?' });
    const [question] = await thread(workspace.id);
    const seller = await insertUser(t, orgId, { firstName: 'Dana', lastName: 'Seller' });
    await api
      .post('/v1/workspace-messages', {
        workspaceId: workspace.id,
        userId: seller.id,
        parentId: question.id,
        body: 'I do.',
      })
      .expect(200);
    const page = await bea.get(`${path}/messages`, 200);
    const replies = page.text.slice(page.text.indexOf('<ol class="replies">'));
    expect(replies).toContain('<strong id="m-');
    expect(replies).toContain('Dana Seller</strong>');
    expect(replies).toMatch(/<span class="tag">[^<]+<\/span>/);
    expect(page.text).toContain(`href="${path}/messages/${question.id}#compose">Reply`);

    const one = await bea.get(`${path}/messages/${question.id}`, 200);
    expect(one.text).toContain('<label for="body">Write a reply</label>');
    const res = await bea.post(
      `${path}/messages`,
      { csrf: csrfOf(one.text), parentId: String(question.id), body: 'Thanks!' },
      303,
    );
    const all = await thread(workspace.id);
    const reply = all.find((m) => m.body === 'Thanks!')!;
    expect(reply.parentId).toBe(question.id);
    expect(res.headers.location).toBe(`${path}/messages/${question.id}#m-${reply.id}`);
    const types = (
      (await api.get(`/v1/workspace-activities?filters[workspaceId]=${workspace.id}`).expect(200)).body.data
        .workspaceActivities as Json[]
    ).map((a) => a.type);
    expect(types.filter((type) => String(type).startsWith('workspace.message'))).toEqual([
      'workspace.message.commented',
      'workspace.message.created',
    ]);
  });

  it('a viewer reads without a form; a forged post is refused with a page and writes nothing', async () => {
    const { workspace, path, visitor } = await shared({ vic: 'viewer' });
    const vic = await visitor('vic');
    const page = await vic.get(`${path}/messages`, 200);
    expect(page.text).not.toContain('<textarea');
    expect(page.text).toContain('lets you read the conversation, not write in it');
    const refused = await vic.post(`${path}/messages`, { csrf: csrfOf(page.text), body: 'Hi' }, 403);
    expect(refused.headers['content-type']).toContain('text/html');
    expect(await thread(workspace.id)).toEqual([]);
  });

  it('an anonymous reader of a public workspace reads, is asked to sign in to write, and cannot post', async () => {
    const { workspace, path } = await shared({}, { shareSetting: 'public' });
    const seller = await insertUser(t, orgId, { firstName: 'Dana' });
    await api.post('/v1/workspace-messages', { workspaceId: workspace.id, userId: seller.id, body: 'Welcome!' });
    const anon = new Visitor(t);
    const page = await anon.get(`${path}/messages`, 200);
    expect(page.text).toContain('Welcome!');
    expect(page.text).toContain(`<a href="${path}/sign-in">Sign in</a> to write.`);
    const signIn = await anon.get(`${path}/sign-in`, 200);
    await anon.post(`${path}/messages`, { csrf: csrfOf(signIn.text), body: 'Hi' }, 403);
    expect(await thread(workspace.id)).toHaveLength(1);
  });

  it('a body the rules refuse comes back with why, next to the field, the text kept when it may be shown', async () => {
    const { workspace, path, visitor } = await shared({ bea: 'commenter' });
    const bea = await visitor('bea');
    const blank = await send(bea, path, { body: '   ' }, 400);
    expect(blank.text).toContain('<p id="body-error" class="error" role="alert">Your message must not be empty.</p>');
    expect(blank.text).toContain('aria-invalid="true"');
    const long = 'a'.repeat(10_001);
    const tooLong = await send(bea, path, { body: long }, 400);
    expect(tooLong.text).toContain('must be at most 10000 characters');
    expect(tooLong.text).toContain(`>${long}</textarea>`);
    const nul = await send(bea, path, { body: 'a\u0000b' }, 400);
    expect(nul.text).toMatch(/<textarea[^>]*><\/textarea>/);
    const bidi = await send(bea, path, { body: 'abc\u202Edef' }, 400);
    expect(bidi.text).toContain('bidirectional');
    expect(await thread(workspace.id)).toEqual([]);
  });

  it('a signed-out contact who follows a link to a message signs in by e-mail and lands on that message', async () => {
    const { workspace, path } = await shared({ bea: 'commenter' });
    const seller = await insertUser(t, orgId, { firstName: 'Dana' });
    const message = (
      await api
        .post('/v1/workspace-messages', { workspaceId: workspace.id, userId: seller.id, body: 'Read me' })
        .expect(200)
    ).body.data.workspaceMessage;
    const bea = new Visitor(t);
    const asked = await bea.get(`${path}/messages/${message.id}`, 200);
    expect(asked.text).toContain(`<input type="hidden" name="next" value="/messages/${message.id}">`);
    const sent = smtp.messages.length;
    const email = `bea${n}@globex.example`;
    await bea.post(`${path}/sign-in`, { csrf: csrfOf(asked.text), email, next: `/messages/${message.id}` }, 200);
    let link = '';
    await until('the sign-in e-mail', async () => {
      await drainOutbox(t);
      const mail = smtp.messages.slice(sent).find((m) => m.envelopeTo.includes(email) && m.text.includes('sign-in?'));
      if (mail) link = signInLinkOf(mail.text);
      return mail !== undefined;
    });
    expect(link).toContain(`&next=%2Fmessages%2F${message.id}`);
    const confirm = await bea.get(pathOf(link), 200);
    const token = /name="token" value="([^"]+)"/.exec(confirm.text)![1];
    const landed = await bea.post(
      `${path}/sign-in/confirm`,
      { csrf: csrfOf(confirm.text), token, next: `/messages/${message.id}` },
      303,
    );
    expect(landed.headers.location).toBe(`${path}/messages/${message.id}`);
    expect((await bea.get(landed.headers.location as string, 200)).text).toContain('Read me');
    // Only a page of this workspace: another site, or a path that is no page's, leads to the workspace's address.
    const again = await bea.get(`${path}/sign-in?token=${'x'.repeat(43)}&next=//evil.example/`, 200);
    expect(again.text).not.toContain('evil.example');
  });

  it('ids that are not ids (a NUL, which PostgreSQL refuses outright) name nothing: a 400 or 404 page, never a 500', async () => {
    const { path, visitor } = await shared({ bea: 'commenter' });
    const bea = await visitor('bea');
    const page = await bea.get(`${path}/messages`, 200);
    const csrf = csrfOf(page.text);
    await bea.post(`${path}/messages`, { csrf, parentId: 'abc\u0000', body: 'Hi' }, 400);
    await bea.get(`${path}/messages/a%00/edit`, 404);
    await bea.post(`${path}/messages/a%00/edit`, { csrf, body: 'Hi' }, 404);
    await bea.post(`${path}/messages/a%00/delete`, { csrf }, 404);
  });

  it('a contact edits and deletes their own message, never another’s; a tombstone keeps its place', async () => {
    const { workspace, path, visitor } = await shared({ bea: 'commenter', cal: 'editor' });
    const bea = await visitor('bea');
    const cal = await visitor('cal');
    await send(bea, path, { body: 'First draft' });
    const [message] = await thread(workspace.id);
    const form = await bea.get(`${path}/messages/${message.id}/edit`, 200);
    expect(form.text).toContain('>First draft</textarea>');
    const saved = await bea.post(
      `${path}/messages/${message.id}/edit`,
      { csrf: csrfOf(form.text), body: 'Final words' },
      303,
    );
    expect(saved.headers.location).toBe(`${path}/messages#m-${message.id}`);
    const edited = await bea.get(`${path}/messages`, 200);
    expect(edited.text).toContain('Final words');
    expect(edited.text).toContain('(edited)');

    const calPage = await cal.get(`${path}/messages`, 200);
    expect(calPage.text).not.toContain('Edit or delete');
    await cal.get(`${path}/messages/${message.id}/edit`, 404);
    await cal.post(`${path}/messages/${message.id}/delete`, { csrf: csrfOf(calPage.text) }, 404);

    await bea.post(`${path}/messages/${message.id}/delete`, { csrf: csrfOf(form.text) }, 303);
    const after = await cal.get(`${path}/messages`, 200);
    expect(after.text).toContain('This message was deleted.');
    expect(after.text).not.toContain('Final words');
    expect((await thread(workspace.id))[0]).toMatchObject({ body: null, deletedAt: expect.any(String) });
  });

  it('the thread turned off hides the page and refuses posts; a removed member and an unpublished workspace end writing', async () => {
    const { workspace, path, visitor } = await shared({ bea: 'commenter', cal: 'commenter' });
    const bea = await visitor('bea');
    const cal = await visitor('cal');
    const page = await bea.get(`${path}/messages`, 200);
    await api.patch(`/v1/workspaces/${workspace.id}`, { messagesEnabled: false }).expect(200);
    expect((await bea.get(path, 200)).text).not.toContain('>Messages</a>');
    await bea.get(`${path}/messages`, 404);
    await bea.post(`${path}/messages`, { csrf: csrfOf(page.text), body: 'Hi' }, 404);
    await api.patch(`/v1/workspaces/${workspace.id}`, { messagesEnabled: true }).expect(200);

    const members = (await api.get(`/v1/workspace-users?filters[workspaceId]=${workspace.id}`).expect(200)).body.data
      .workspaceUsers as Array<{ id: string; user: { email: string } }>;
    const calMember = members.find((member) => member.user.email.startsWith('cal'))!;
    const calPage = await cal.get(`${path}/messages`, 200);
    await api.delete(`/v1/workspace-users/${calMember.id}`).expect(200);
    // No longer a member, no longer shown the workspace: the page is gone for them.
    await cal.post(`${path}/messages`, { csrf: csrfOf(calPage.text), body: 'Still here?' }, 404);

    await api.patch(`/v1/workspaces/${workspace.id}`, { published: false }).expect(200);
    await bea.post(`${path}/messages`, { csrf: csrfOf(page.text), body: 'Hello?' }, 404);
    expect(await thread(workspace.id)).toEqual([]);
  });

  it(`a contact posts at most ${WRITES_PER_MINUTE} times a minute, whatever the browser: then a 429 page with Retry-After`, async () => {
    const { workspace, path, visitor } = await shared({ bea: 'commenter' });
    const [one, two] = [await visitor('bea'), await visitor('bea')];
    for (let i = 0; i < WRITES_PER_MINUTE; i++) await send(i % 2 ? one : two, path, { body: `Message ${i}` });
    const refused = await send(one, path, { body: 'One too many' }, 429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['content-type']).toContain('text/html');
    expect(await thread(workspace.id)).toHaveLength(WRITES_PER_MINUTE);
  });

  it('shows the newest 30 threads and links to earlier ones; a cursor the page did not make is a 400 page', async () => {
    const { workspace, path, visitor } = await shared({ bea: 'viewer' });
    const seller = await insertUser(t, orgId, { firstName: 'Dana' });
    for (let i = 0; i < 31; i++) {
      await api.post('/v1/workspace-messages', { workspaceId: workspace.id, userId: seller.id, body: `Note ${i}.` });
    }
    const bea = await visitor('bea');
    const page = await bea.get(`${path}/messages`, 200);
    expect(page.text).not.toContain('Note 0.');
    expect(page.text).toContain('Note 1.');
    expect(page.text).toContain('Note 30.');
    const earlier = /href="([^"]+\?before=[^"]+)">Earlier messages/.exec(page.text)![1];
    const previous = await bea.get(earlier.replace(/&amp;/g, '&'), 200);
    expect(previous.text).toContain('Note 0.');
    expect(previous.text).not.toContain('Note 1.');
    await bea.get(`${path}/messages?before=yesterday`, 400);
  });

  it('the Messages page costs the same statements for one message as for 31 threads, some of 6 replies', async () => {
    const seller = await insertUser(t, orgId, { firstName: 'Dana' });
    const statements = async (threads: number, replies: number): Promise<string[]> => {
      const { workspace, path, visitor } = await shared({ bea: 'commenter' });
      for (let i = 0; i < threads; i++) {
        const top = (
          await api
            .post('/v1/workspace-messages', { workspaceId: workspace.id, userId: seller.id, body: `Topic ${i}` })
            .expect(200)
        ).body.data.workspaceMessage;
        for (let j = 0; j < (i % 10 === 0 ? replies : 0); j++) {
          await api
            .post('/v1/workspace-messages', {
              workspaceId: workspace.id,
              userId: seller.id,
              parentId: top.id,
              body: 'Re',
            })
            .expect(200);
        }
      }
      const bea = await visitor('bea');
      await bea.get(`${path}/messages`, 200);
      const sql = await t.statementsOf(() => bea.get(`${path}/messages`, 200));
      return sql.map((one) => one.replace(/IN \([^)]*\)/g, 'IN (…)').replace(/\$\d+/g, '$'));
    };
    const few = await statements(1, 0);
    // More threads than a page shows (30), and threads with more replies than shown under each (5).
    const many = await statements(31, 6);
    expect(many).toEqual(few);
    // The threads, their newest replies (one windowed statement) and the authors: three reads beyond the frame's.
    expect(many.filter((sql) => /FROM ("[^"]+"\.)?"workspace_message"/.test(sql))).toHaveLength(2);
  });
});
