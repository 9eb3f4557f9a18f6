import { newOrgApi, type Api } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { createPublishedWorkspace, type PublishedWorkspace } from '../support/factories/published-workspace.js';
import { bootWithSmtp, drainOutbox } from '../support/mail-app.js';
import type { SmtpCapture } from '../support/smtp.js';
import { Visitor, csrfOf, pathOf, signInLinkOf } from '../support/visitor.js';

/** Who may open a published workspace and do what: share settings, sign-in, roles, sessions ending, previews. */
describe('published workspace: access', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let api: Api;
  let key: string;

  beforeAll(async () => {
    ({ t, smtp } = await bootWithSmtp());
    ({ api, key } = await newOrgApi(t));
  });
  afterAll(() => t.close());

  const workspace = async (id: string) => (await api.get(`/v1/workspaces/${id}`).expect(200)).body.data.workspace;

  /** Asks for a link at the form; resolves with the e-mail sent to `email`, or null when none came. */
  async function askForLink(visitor: Visitor, ws: PublishedWorkspace, email: string) {
    const form = await visitor.get(`${ws.path}/sign-in`, 200);
    const before = smtp.messages.length;
    const answer = await visitor.post(`${ws.path}/sign-in`, { csrf: csrfOf(form.text), email }, 200);
    for (let i = 0; i < 20; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      await drainOutbox(t);
    }
    const mail =
      smtp.messages
        .slice(before)
        .find((m) => m.envelopeTo.includes(email.toLowerCase()) && m.subject.startsWith('Sign in')) ?? null;
    return { answer, mail };
  }

  async function signIn(visitor: Visitor, ws: PublishedWorkspace, email: string): Promise<void> {
    const { mail } = await askForLink(visitor, ws, email);
    if (!mail) throw new Error(`no sign-in e-mail for ${email}`);
    const confirm = await visitor.get(pathOf(signInLinkOf(mail.text)), 200);
    const token = /name="token" value="([^"]+)"/.exec(confirm.text)![1];
    await visitor.post(`${ws.path}/sign-in/confirm`, { csrf: csrfOf(confirm.text), token }, 303);
  }

  it('public: anyone reads every visible page without signing in, and an anonymous read counts nothing', async () => {
    const ws = await createPublishedWorkspace(api, { shareSetting: 'public' });
    const page = await new Visitor(t).get(ws.path, 200);
    expect(page.text).toContain('Kick-off call');
    expect(page.text).not.toContain('type="checkbox"');
    expect(await workspace(ws.id)).toMatchObject({ totalViews: 0, lastContactView: null });
  });

  it('landingPage: the welcome page for anyone, the content only after sign-in', async () => {
    const ws = await createPublishedWorkspace(api, {
      shareSetting: 'landingPage',
      welcomePageText: 'Glad **you** are here',
    });
    const visitor = new Visitor(t);
    const welcome = await visitor.get(ws.path, 200);
    expect(welcome.text).toContain('Glad <strong>you</strong> are here');
    expect(welcome.text).toContain(`href="${ws.path}/sign-in"`);
    expect(welcome.text).not.toContain('Kick-off call');
    const content = await visitor.get(`${ws.path}/pages/${ws.pages.overview}`, 200);
    expect(content.text).toContain('Sign in to Acme onboarding');
    expect(content.text).not.toContain('Kick-off call');
  });

  it('private: the sign-in form only; every address gets the same answer, only members and domains get e-mail', async () => {
    const ws = await createPublishedWorkspace(api, {
      members: [{ email: 'ana@customer.example', role: 'collaborator' }],
      domains: [{ domain: 'partner.example', role: 'viewer' }],
    });
    await drainOutbox(t);
    const member = await askForLink(new Visitor(t), ws, 'ana@customer.example');
    const stranger = await askForLink(new Visitor(t), ws, 'eve@elsewhere.example');
    const atDomain = await askForLink(new Visitor(t), ws, 'Dan@Partner.example');
    expect(member.mail).not.toBeNull();
    expect(stranger.mail).toBeNull();
    expect(atDomain.mail).not.toBeNull();
    const shown = (text: string) => text.replace(/value="[^"]+"/g, '').replace(/<strong>[^<]+<\/strong>/, '');
    expect(shown(stranger.answer.text)).toBe(shown(member.answer.text));
  });

  it('a domain person who signs in becomes a member with the domain role (a viewer: no checkboxes)', async () => {
    const ws = await createPublishedWorkspace(api, { domains: [{ domain: 'partner.example', role: 'viewer' }] });
    const dan = new Visitor(t);
    await signIn(dan, ws, 'dan@partner.example');
    const page = await dan.get(`${ws.path}/pages/${ws.pages.overview}`, 200);
    expect(page.text).toContain('Kick-off call');
    expect(page.text).not.toContain('type="checkbox"');
    const members = (await api.get(`/v1/workspace-users?filters[workspaceId]=${ws.id}`).expect(200)).body.data
      .workspaceUsers;
    expect(members).toEqual([
      expect.objectContaining({ role: 'viewer', user: expect.objectContaining({ email: 'dan@partner.example' }) }),
    ]);
    expect((await workspace(ws.id)).contactsCount).toBe(1);
  });

  it('magicLinkVerificationEnabled off: no e-mail form, and a link sent before it was turned off no longer signs in', async () => {
    const ws = await createPublishedWorkspace(api, { members: [{ email: 'ana@customer.example', role: 'editor' }] });
    const ana = new Visitor(t);
    const { mail } = await askForLink(ana, ws, 'ana@customer.example');
    await api.patch(`/v1/workspaces/${ws.id}`, { magicLinkVerificationEnabled: false }).expect(200);
    const form = await ana.get(`${ws.path}/sign-in`, 200);
    expect(form.text).toContain('Signing in is turned off for this workspace');
    expect(form.text).not.toContain('E-mail me a sign-in link');
    const confirm = await ana.get(pathOf(signInLinkOf(mail!.text)), 200);
    const token = /name="token" value="([^"]+)"/.exec(confirm.text)![1];
    const refused = await ana.post(`${ws.path}/sign-in/confirm`, { csrf: csrfOf(confirm.text), token }, 400);
    expect(refused.text).toContain('This sign-in link cannot be used');
    expect((await ana.get(ws.path, 200)).text).toContain('Sign in to Acme onboarding');
    expect(await t.dataSource.query(`SELECT id FROM visitor_session WHERE workspace_id = '${ws.id}'`)).toEqual([]);
  });

  it('removing the member ends their session on the next request; so does unpublishing, even once published again', async () => {
    const ws = await createPublishedWorkspace(api, {
      members: [
        { email: 'ana@customer.example', role: 'editor' },
        { email: 'bo@customer.example', role: 'editor' },
      ],
    });
    const ana = new Visitor(t);
    const bo = new Visitor(t);
    await signIn(ana, ws, 'ana@customer.example');
    await signIn(bo, ws, 'bo@customer.example');
    expect((await ana.get(ws.path, 200)).text).toContain('Kick-off call');

    const members = (await api.get(`/v1/workspace-users?filters[workspaceId]=${ws.id}`).expect(200)).body.data
      .workspaceUsers as { id: string; user: { email: string } }[];
    const anaMember = members.find((m) => m.user.email === 'ana@customer.example')!;
    await api.delete(`/v1/workspace-users/${anaMember.id}`).expect(200);
    expect((await ana.get(ws.path, 200)).text).toContain('Sign in to Acme onboarding');

    await api.patch(`/v1/workspaces/${ws.id}`, { published: false }).expect(200);
    await bo.get(ws.path, 404);
    await api.patch(`/v1/workspaces/${ws.id}`, { published: true }).expect(200);
    expect((await bo.get(ws.path, 200)).text).toContain('Sign in to Acme onboarding');
  });

  it('an old address answers 301 to the current one after a rename', async () => {
    const ws = await createPublishedWorkspace(api, { shareSetting: 'public' });
    await api.patch(`/v1/workspaces/${ws.id}`, { name: 'Acme launch' }).expect(200);
    const moved = await new Visitor(t).get(`${ws.path}/pages/${ws.pages.overview}`, 301);
    expect(moved.headers.location).toBe(
      `${ws.path.replace('acme-onboarding', 'acme-launch')}/pages/${ws.pages.overview}`,
    );
  });

  it('the team previews with its key: even unpublished, nothing counted; another organization’s key sees nothing', async () => {
    const ws = await createPublishedWorkspace(api, { shareSetting: 'private' });
    await api.patch(`/v1/workspaces/${ws.id}`, { published: false }).expect(200);
    const team = new Visitor(t);
    const preview = await team.get(ws.path, 200, { Authorization: `Bearer ${key}` });
    expect(preview.text).toContain('Team preview');
    expect(preview.text).toContain('Kick-off call');
    expect(await workspace(ws.id)).toMatchObject({ totalViews: 0 });
    const other = await newOrgApi(t);
    await new Visitor(t).get(ws.path, 404, { Authorization: `Bearer ${other.key}` });
    await new Visitor(t).get(ws.path, 404);
  });

  it('refuses forms without this browser’s token or from another origin, and forged tracked links count nothing', async () => {
    const ws = await createPublishedWorkspace(api, {
      shareSetting: 'public',
      members: [{ email: 'ana@customer.example', role: 'owner' }],
    });
    const ana = new Visitor(t);
    await signIn(ana, ws, 'ana@customer.example');
    const page = await ana.get(`${ws.path}/pages/${ws.pages.overview}`, 200);
    const tick = { shown: ws.tasks.kickOff, done: ws.tasks.kickOff };
    await ana.post(`${ws.path}/tasks`, tick, 403);
    await ana.post(`${ws.path}/tasks`, { ...tick, csrf: 'x'.repeat(43) }, 403);
    await ana.post(`${ws.path}/tasks`, { ...tick, csrf: csrfOf(page.text) }, 403, { Origin: 'https://evil.example' });
    const stranger = new Visitor(t);
    const theirs = await stranger.get(ws.path, 200);
    const theirToken = /\?t=([A-Za-z0-9_-]+)/.exec(theirs.text)![1];
    await ana.post(`${ws.path}/tasks`, { ...tick, csrf: theirToken }, 403);
    expect(
      (await api.get(`/v1/workspace-plan-tasks/${ws.tasks.kickOff}`).expect(200)).body.data.workspacePlanTask.status,
    ).toBe('Not Started');

    const before = (await workspace(ws.id)).totalActions;
    const forged = await ana.get(`${ws.path}/links/${ws.sections.link}?t=forged`, 303);
    expect(forged.headers.location).toBe('https://example.com/agenda');
    expect((await workspace(ws.id)).totalActions).toBe(before);
    await ana.get(`${ws.path}/links/${ws.sections.link}?t=${csrfOf(page.text)}`, 303);
    expect((await workspace(ws.id)).totalActions).toBe(before + 1);
  });

  it('hidden sections, hidden pages and internal tasks cannot be reached by id either', async () => {
    const ws = await createPublishedWorkspace(api, { shareSetting: 'public' });
    const visitor = new Visitor(t);
    await visitor.get(`${ws.path}/pages/${ws.pages.hidden}`, 404);
    await visitor.get(`${ws.path}/task-links/${ws.tasks.internal}`, 404);
    await visitor.get(`${ws.path}/links/${ws.sections.hiddenSection}`, 404);
    const other = await createPublishedWorkspace(api, { shareSetting: 'public' });
    await visitor.get(`${ws.path}/links/${other.sections.link}`, 404);
    await visitor.get(`${ws.path}/pages/${other.pages.overview}`, 404);
  });
});
