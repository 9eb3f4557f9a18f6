import { NotificationWorker } from '../../src/notifications/notification.worker.js';
import { LIVE_REFRESH_HEADER } from '../../src/published-workspaces/visitor-access.js';
import { type Api, newOrgApi } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { type TestClock, stoppedClock } from '../support/clock.js';
import { bootWithSmtp, drainOutbox } from '../support/mail-app.js';
import type { CapturedMail, SmtpCapture } from '../support/smtp.js';
import { Visitor, csrfOf, pathOf, signInByLink } from '../support/visitor.js';
import type { Json } from '../support/wire.js';
import request from 'supertest';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** How far `now` is from the next time the UTC clock shows `hour`:00. */
const untilUtcHour = (now: number, hour: number): number => {
  const at = new Date(now);
  at.setUTCHours(hour, 0, 0, 0);
  return (at.getTime() - now + DAY) % DAY;
};

/** What happens in a workspace, told by e-mail to whom it concerns: batched, skippable, unsubscribable. */
describe('notifications by e-mail', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let api: Api;
  let clock: TestClock;
  let templateId: string;
  let n = 0;

  beforeAll(async () => {
    ({ t, smtp } = await bootWithSmtp({ NOTIFY_POLL_MS: '3600000', NOTIFY_BATCH_MINUTES: '5' }));
    ({ api } = await newOrgApi(t));
    templateId = (await api.post('/v1/templates', { name: 'Onboarding' }).expect(201)).body.data.template.id;
  });
  afterAll(() => t.close());
  beforeEach(() => (clock = stoppedClock()));
  afterEach(() => clock.restore());

  /** Sends what is due now, through the outbox to the SMTP server. */
  async function deliver(): Promise<void> {
    await t.app.get(NotificationWorker).drain();
    await drainOutbox(t);
  }
  const mailTo = (address: string, since: number): CapturedMail[] =>
    smtp.messages.slice(since).filter((mail) => mail.envelopeTo.includes(address));

  /** A published workspace whose team is `dana` (role owner) and whose contact is `bea`, each test its own. */
  async function workspace(beaRole = 'commenter') {
    n++;
    const dana = `dana${n}@seller.example`;
    const bea = `bea${n}@globex.example`;
    const workspaceUsers = [
      { email: dana, role: 'owner' },
      { email: bea, role: beaRole },
    ];
    const created = (
      await api
        .post('/v1/workspaces', { name: `Globex ${n}`, templateId, messagesEnabled: true, workspaceUsers })
        .expect(201)
    ).body.data.workspace;
    const published = (await api.patch(`/v1/workspaces/${created.id}`, { published: true }).expect(200)).body.data
      .workspace;
    const members = (await api.get(`/v1/workspace-users?filters[workspaceId]=${created.id}`).expect(200)).body.data
      .workspaceUsers as Array<{ user: { id: string; email: string } }>;
    const idOf = (email: string) => members.find((member) => member.user.email === email)!.user.id;
    await deliver();
    return {
      id: created.id as string,
      path: pathOf(published.workspaceUrl),
      dana,
      bea,
      danaId: idOf(dana),
      beaId: idOf(bea),
    };
  }

  async function post(v: Visitor, path: string, body: string): Promise<void> {
    const page = await v.get(`${path}/messages`, 200);
    await v.post(`${path}/messages`, { csrf: csrfOf(page.text), body }, 303);
  }

  it("a contact's messages e-mail the team once per batch, listing both; its one-click unsubscribe stops the next", async () => {
    const w = await workspace();
    const bea = new Visitor(t);
    await signInByLink(t, smtp, bea, w.path, w.bea);
    await deliver();
    const before = smtp.messages.length;
    await post(bea, w.path, 'Can we start **Monday**?');
    clock.advance(2 * MINUTE);
    await post(bea, w.path, 'Also: who signs?');
    clock.advance(2 * MINUTE);
    await deliver();
    // The batch is 5 minutes from its first item: nothing yet, then one e-mail with everything new.
    expect(mailTo(w.dana, before).filter((mail) => mail.subject.includes('updates'))).toEqual([]);
    clock.advance(2 * MINUTE);
    await deliver();
    const told = mailTo(w.dana, before).filter((mail) => !mail.subject.startsWith('You'));
    expect(told).toHaveLength(1);
    const [mail] = told;
    expect(mail.subject).toBe(`3 updates in Globex ${n}`);
    expect(mail.text).toContain('wrote in “Globex');
    expect(mail.text).toContain('“Can we start **Monday**?”');
    expect(mail.text).toContain('“Also: who signs?”');
    expect(mail.text).toContain('opened “Globex');
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = /^<(.+)>$/.exec(mail.headers.get('list-unsubscribe')!)![1];

    // Following the link only asks (mail scanners follow links); the mail client's one-click POST (RFC 8058) does it.
    const url = new URL(unsubscribe);
    const asked = await request(t.http).get(`${url.pathname}${url.search}`).expect(200);
    expect(asked.text).toContain('Stop these e-mails?');
    const unchanged = (await api.get(`/v1/users/${w.danaId}/notifications`).expect(200)).body.data;
    expect(unchanged.notificationSettings.mutedWorkspaceIds).toEqual([]);
    await request(t.http)
      .post(`${url.pathname}${url.search}`)
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    const settings = (await api.get(`/v1/users/${w.danaId}/notifications`).expect(200)).body.data.notificationSettings;
    expect(settings.mutedWorkspaceIds).toEqual([w.id]);
    const after = smtp.messages.length;
    await post(bea, w.path, 'Hello again');
    clock.advance(10 * MINUTE);
    await deliver();
    expect(mailTo(w.dana, after)).toEqual([]);
  });

  it("the team's message e-mails the contact, unless they read it on the Messages page first", async () => {
    const w = await workspace();
    const bea = new Visitor(t);
    await signInByLink(t, smtp, bea, w.path, w.bea);
    await deliver();
    const before = smtp.messages.length;
    await api.post('/v1/workspace-messages', {
      workspaceId: w.id,
      userId: w.danaId,
      body: 'Your order form is ready.',
    });
    clock.advance(6 * MINUTE);
    await deliver();
    const [mail] = mailTo(w.bea, before);
    expect(mail.subject).toBe(`New in Globex ${n}`);
    expect(mail.text).toContain('“Your order form is ready.”');
    expect(mail.text).toContain(`${w.path}/messages/`);

    const seen = smtp.messages.length;
    await api.post('/v1/workspace-messages', { workspaceId: w.id, userId: w.danaId, body: 'Signed, thanks!' });
    clock.advance(6 * MINUTE);
    await bea.get(`${w.path}/messages`, 200);
    clock.advance(MINUTE);
    await deliver();
    expect(mailTo(w.bea, seen)).toEqual([]);
  });

  it("the team's message is not e-mailed to a contact whose open Messages page brought it live, nor counted as a view", async () => {
    const w = await workspace();
    const bea = new Visitor(t);
    await signInByLink(t, smtp, bea, w.path, w.bea);
    await bea.get(`${w.path}/messages`, 200);
    await deliver();
    clock.advance(10 * MINUTE);
    const before = smtp.messages.length;
    const views = (await api.get(`/v1/workspaces/${w.id}`).expect(200)).body.data.workspace.totalViews;
    await api.post('/v1/workspace-messages', { workspaceId: w.id, userId: w.danaId, body: 'Seen live' }).expect(200);
    // What live.js does on the message's event: the page's regions fetched again.
    const refreshed = await bea.get(`${w.path}/messages`, 200, { [LIVE_REFRESH_HEADER]: '1' });
    expect(refreshed.text).toContain('Seen live');
    clock.advance(6 * MINUTE);
    await deliver();
    expect(mailTo(w.bea, before)).toEqual([]);
    expect((await api.get(`/v1/workspaces/${w.id}`).expect(200)).body.data.workspace.totalViews).toBe(views);

    // The same page in a background tab (live.js says so): kept up to date, not read, so the message is e-mailed.
    const hidden = smtp.messages.length;
    await api.post('/v1/workspace-messages', { workspaceId: w.id, userId: w.danaId, body: 'Not seen' }).expect(200);
    await bea.get(`${w.path}/messages`, 200, { [LIVE_REFRESH_HEADER]: 'hidden' });
    clock.advance(6 * MINUTE);
    await deliver();
    expect(mailTo(w.bea, hidden).map((mail) => mail.text)).toEqual([expect.stringContaining('“Not seen”')]);
    expect((await api.get(`/v1/workspaces/${w.id}`).expect(200)).body.data.workspace.totalViews).toBe(views);
  });

  it("the team's message is not e-mailed to a contact who read it on the Messages page, however soon after a previous read", async () => {
    const w = await workspace();
    const bea = new Visitor(t);
    await signInByLink(t, smtp, bea, w.path, w.bea);
    await bea.get(`${w.path}/messages`, 200);
    await deliver();
    const before = smtp.messages.length;
    clock.advance(MINUTE);
    await api.post('/v1/workspace-messages', { workspaceId: w.id, userId: w.danaId, body: 'Read it here.' });
    // Two minutes after her previous read: within the window in which repeated views count once as engagement.
    clock.advance(MINUTE);
    await bea.get(`${w.path}/messages`, 200);
    clock.advance(6 * MINUTE);
    await deliver();
    expect(mailTo(w.bea, before)).toEqual([]);
  });

  it('settings per kind: daily waits for the day’s e-mail, off sends nothing; the API refuses a mode it does not know', async () => {
    const w = await workspace();
    const bea = new Visitor(t);
    await signInByLink(t, smtp, bea, w.path, w.bea);
    await api.patch(`/v1/users/${w.danaId}/notifications`, { messages: 'daily', visits: 'off' }).expect(200);
    await deliver();
    // At 10:00 UTC, whatever the hour the suite runs at: the day's e-mail (08:00) is 22 hours away.
    clock.advance(untilUtcHour(clock.now(), 10));
    const before = smtp.messages.length;
    await post(bea, w.path, 'A question for tomorrow');
    clock.advance(30 * MINUTE);
    await deliver();
    expect(mailTo(w.dana, before)).toEqual([]);
    clock.advance(25 * 60 * MINUTE);
    await deliver();
    const [mail] = mailTo(w.dana, before);
    expect(mail.text).toContain('“A question for tomorrow”');
    expect(mail.text).not.toContain('for the first time');

    const settings = (await api.get(`/v1/users/${w.danaId}/notifications`).expect(200)).body.data.notificationSettings;
    expect(settings).toEqual({
      object: 'notificationSettings',
      userId: w.danaId,
      visits: 'off',
      tasks: 'instant',
      messages: 'daily',
      comments: 'instant',
      assignments: 'instant',
      mutedWorkspaceIds: [],
    });
    const refused = await api.patch(`/v1/users/${w.danaId}/notifications`, { messages: 'hourly' }).expect(400);
    expect(refused.body.error.details[0].field).toBe('messages');
    await api.get('/v1/users/a1B2c3D4e5F6/notifications').expect(404);
  });

  it('a task assigned to a contact tells them, with the link to the workspace', async () => {
    const w = await workspace('collaborator');
    const plan = (await api.post('/v1/workspace-plans', { workspaceId: w.id, title: 'Launch' }).expect(201)).body.data
      .workspacePlan as Json;
    const before = smtp.messages.length;
    await api
      .post('/v1/workspace-plan-tasks', { workspacePlanId: plan.id, title: 'Sign the order', assigneeIds: [w.beaId] })
      .expect(201);
    clock.advance(6 * MINUTE);
    await deliver();
    const [mail] = mailTo(w.bea, before);
    expect(mail.text).toContain('You were asked to take on “Sign the order”');
    expect(mail.text).toContain(w.path);
  });

  it('an unsubscribe link we did not sign, or without its signature, is a 404 page', async () => {
    const w = await workspace();
    await request(t.http).get(`/app/unsubscribe?u=${w.danaId}&w=${w.id}&s=forged`).expect(404);
    await request(t.http).post(`/app/unsubscribe?u=${w.danaId}&w=${w.id}`).expect(404);
  });

  it('a contact chooses on the page: messages off, then no e-mail; this workspace muted, then nothing at all', async () => {
    const w = await workspace('collaborator');
    const bea = new Visitor(t);
    await signInByLink(t, smtp, bea, w.path, w.bea);
    const home = await bea.get(w.path, 200);
    expect(home.text).toContain(`<a href="${w.path}/notifications">E-mail settings</a>`);
    const page = await bea.get(`${w.path}/notifications`, 200);
    expect(page.text).toContain('<legend>Messages from the team</legend>');
    expect(page.text).toMatch(/name="messages" value="instant" checked/);
    await bea.post(`${w.path}/notifications`, { csrf: csrfOf(page.text), messages: 'off' }, 303);
    const saved = await bea.get(`${w.path}/notifications?saved=1`, 200);
    expect(saved.text).toContain('Your settings are saved.');
    expect(saved.text).toMatch(/name="messages" value="off" checked/);
    const api1 = (await api.get(`/v1/users/${w.beaId}/notifications`).expect(200)).body.data.notificationSettings;
    expect(api1.messages).toBe('off');

    await deliver();
    const before = smtp.messages.length;
    await api.post('/v1/workspace-messages', { workspaceId: w.id, userId: w.danaId, body: 'Quiet please' });
    clock.advance(6 * MINUTE);
    await deliver();
    expect(mailTo(w.bea, before)).toEqual([]);

    await bea.post(`${w.path}/notifications`, { csrf: csrfOf(page.text), muted: '1' }, 303);
    const plan = (await api.post('/v1/workspace-plans', { workspaceId: w.id, title: 'Launch' }).expect(201)).body.data
      .workspacePlan as Json;
    await api
      .post('/v1/workspace-plan-tasks', { workspacePlanId: plan.id, title: 'Sign', assigneeIds: [w.beaId] })
      .expect(201);
    clock.advance(6 * MINUTE);
    await deliver();
    expect(mailTo(w.bea, before)).toEqual([]);
    await bea.post(`${w.path}/notifications`, { csrf: csrfOf(page.text), messages: 'hourly' }, 400);
    await new Visitor(t).get(`${w.path}/notifications`, 200).then((anon) => expect(anon.text).toContain('Sign in'));
  });

  it("a contact's comment tells the team; the team's comments, even on an internal task, are never e-mailed to contacts", async () => {
    const w = await workspace();
    const plan = (await api.post('/v1/workspace-plans', { workspaceId: w.id, title: 'Launch' }).expect(201)).body.data
      .workspacePlan as Json;
    const task = async (fields: Json) =>
      (await api.post('/v1/workspace-plan-tasks', { workspacePlanId: plan.id, ...fields }).expect(201)).body.data
        .workspacePlanTask as Json;
    const shown = await task({ title: 'Kick-off' });
    const internal = await task({ title: 'Floor price', isInternal: true });
    const bea = new Visitor(t);
    await signInByLink(t, smtp, bea, w.path, w.bea);
    await deliver();
    const before = smtp.messages.length;
    for (const subject of [shown, internal]) {
      await api
        .post('/v1/workspace-comments', {
          workspaceId: w.id,
          userId: w.danaId,
          subject: { type: 'workspacePlanTask', id: subject.id },
          body: `SECRET about ${String(subject.title)}`,
        })
        .expect(200);
    }
    const page = await bea.get(`${w.path}/plan`, 200);
    await bea.post(
      `${w.path}/comments`,
      {
        csrf: csrfOf(page.text),
        page: 'plan',
        subjectType: 'workspacePlanTask',
        subjectId: String(shown.id),
        body: 'Who joins?',
      },
      303,
    );
    clock.advance(6 * MINUTE);
    await deliver();
    expect(mailTo(w.bea, before)).toEqual([]);
    const [told] = mailTo(w.dana, before);
    expect(told.text).toContain('commented in “Globex');
    expect(told.text).toContain('“Who joins?”');
    expect(told.text).not.toContain('SECRET');
  });

  it('a contact removed, or a workspace unpublished, before the batch goes hears nothing of it', async () => {
    const w = await workspace();
    await deliver();
    const before = smtp.messages.length;
    await api.post('/v1/workspace-messages', { workspaceId: w.id, userId: w.danaId, body: 'Price list attached' });
    const members = (await api.get(`/v1/workspace-users?filters[workspaceId]=${w.id}`).expect(200)).body.data
      .workspaceUsers as Array<{ id: string; user: { email: string } }>;
    await api.delete(`/v1/workspace-users/${members.find((m) => m.user.email === w.bea)!.id}`).expect(200);
    clock.advance(6 * MINUTE);
    await deliver();
    expect(mailTo(w.bea, before)).toEqual([]);

    const other = await workspace();
    await deliver();
    const later = smtp.messages.length;
    await api.post('/v1/workspace-messages', { workspaceId: other.id, userId: other.danaId, body: 'Price list' });
    await api.patch(`/v1/workspaces/${other.id}`, { published: false }).expect(200);
    clock.advance(6 * MINUTE);
    await deliver();
    expect(mailTo(other.bea, later)).toEqual([]);
  });
});
