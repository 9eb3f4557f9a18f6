import { createTransport } from 'nodemailer';
import { type Api, apiAt } from '../support/api.js';
import { type FreshDatabase, freshDatabase, testDb } from '../support/app.js';
import { ProcessClock } from '../support/process-clock.js';
import { type ServerProcess, mintKey, startServer } from '../support/server-process.js';
import { type CapturedMail, type SmtpCapture, freePort, startSmtp } from '../support/smtp.js';
import { SseClient } from '../support/sse.js';
import { until } from '../support/until.js';
import { Visitor, csrfOf, pathOf, signInByLink } from '../support/visitor.js';
import type { Json } from '../support/wire.js';

const MINUTE_MS = 60_000;
const DANA = 'dana@seller.example';
const SAM = 'sam@seller.example';
const BEA = 'bea@globex.example';
const VIC = 'vic@globex.example';
const REPLY = 'Monday it is, I will send the invitation.';
const HER_TASK = 'Send the security questionnaire';
/** The workspace starts on this day (UTC), and its template dates the contact's task a day later. */
const START = '2026-12-09';
const DUE = '2026-12-10';
const at = (day: string, time: string) => Date.parse(`${day}T${time}:00Z`);

/**
 * Issue 33 done: the plan that chases. On PostgreSQL two server processes share the database (the API on the first,
 * the contact's page on the second), on SQLite one does it all; both on one test clock, moved, never slept. The
 * template with `planTasks` and an assignee role gives a published workspace whose contact sees the plan with their
 * task; the task due tomorrow reminds her once, and once overdue; her messages e-mail the team once per batch, with a
 * one-click unsubscribe that works; the team's reply from a mail client reaches her open page.
 */
describe('the plan that chases, end to end, across instances', () => {
  let db: FreshDatabase;
  let smtp: SmtpCapture;
  const clock = new ProcessClock(at(START, '07:00'));
  const servers: ServerProcess[] = [];
  const inboundPorts: number[] = [];
  let api: Api;
  let pageApi: Api;
  let workspace: Json;
  let path: string;
  let bea: Visitor;
  let sentinels = 0;

  /** The instance the team's calls go to, and the one the contact's browser talks to (the same one on SQLite). */
  const team = () => servers[0];
  const page = () => servers.at(-1)!;

  beforeAll(async () => {
    db = await freshDatabase();
    smtp = await startSmtp();
    const instances = testDb() === 'postgres' ? 2 : 1;
    while (inboundPorts.length < instances) {
      const port = await freePort();
      if (!inboundPorts.includes(port)) inboundPorts.push(port);
    }
    const env = (inboundPort: number) => ({
      ...db.env,
      SMTP_URL: smtp.url,
      OUTBOX_POLL_MS: '25',
      NOTIFY_POLL_MS: '25',
      TASK_REMINDER_POLL_MS: '25',
      NOTIFY_BATCH_MINUTES: '5',
      INBOUND_SMTP_PORT: String(inboundPort),
      INBOUND_SMTP_HOST: '127.0.0.1',
      REPLY_DOMAIN: 'reply.example.com',
    });
    // Started together: the migrations are applied once, in turn (test/e2e/start-output.e2e-spec.ts). The second
    // waits for the first's migrations, which took over 20 s on the two-core machine under another suite's load.
    const start = (port: number) => startServer(env(port), { clock, readyWithinMs: 60_000 });
    const started = await Promise.allSettled(inboundPorts.map(start));
    for (const start of started) if (start.status === 'fulfilled') servers.push(start.value);
    for (const start of started) if (start.status === 'rejected') throw start.reason;
    const key = await mintKey(db.env, 'Seller Inc');
    api = apiAt(team().base, key);
    pageApi = apiAt(page().base, key);
  }, 90_000);

  afterAll(async () => {
    for (const server of servers) await server.stop();
    await smtp?.close();
    await db?.drop();
  });

  const mailTo = (address: string, pattern: RegExp): CapturedMail[] =>
    smtp.messages.filter((mail) => mail.envelopeTo.includes(address) && pattern.test(mail.subject));
  const remindersTo = (address: string) => mailTo(address, /^\d+ tasks? (due soon|overdue)/);
  const notificationsTo = (address: string, text: string) =>
    mailTo(address, /^(New in|\d+ updates in) /).filter((mail) => mail.text.includes(text));

  /**
   * Proof that the reminder workers looked at the time the clock shows now: a colleague's task, due tomorrow and
   * created now, is reminded only by a poll that starts after it (the same poll sees every other reminder owed).
   */
  async function remindersPolled(): Promise<void> {
    const email = `sentinel-${++sentinels}@seller.example`;
    const user = (await api.post('/v1/users', { email }).expect(201)).body.data.user;
    const [plan] = (await pageApi.get(`/v1/workspace-plans?filters[workspaceId]=${workspace.id}`).expect(200)).body.data
      .workspacePlans;
    const task = { workspacePlanId: plan.id, title: `Check ${sentinels}`, isInternal: true, assigneeIds: [user.id] };
    await pageApi.post('/v1/workspace-plan-tasks', { ...task, dueDate: clock.day(1) }).expect(201);
    await until(`a reminder to ${email}`, async () => remindersTo(email).length === 1);
  }

  async function postAsBea(body: string): Promise<void> {
    const form = await bea.get(`${path}/messages`, 200);
    await bea.post(`${path}/messages`, { csrf: csrfOf(form.text), body }, 303);
  }

  it('a template with planTasks and assignee roles → workspace → publish: the signed-in contact sees the plan and her task', async () => {
    const planTasks = [
      { title: HER_TASK, assigneeRole: 'contact', dueOffsetDays: 1 },
      { title: 'Kick-off call', assigneeRole: 'owner' },
      { title: 'Go live' },
    ];
    const template = (await api.post('/v1/templates', { name: 'Rollout', planTasks }).expect(201)).body.data.template;
    const workspaceUsers = [
      { email: DANA, role: 'owner' },
      { email: SAM, role: 'owner' },
      { email: BEA, role: 'collaborator' },
    ];
    const body = { name: 'Globex rollout', templateId: template.id, startDate: START, messagesEnabled: true };
    workspace = (await api.post('/v1/workspaces', { ...body, workspaceUsers }).expect(201)).body.data.workspace;
    // A second contact, added after the roles were given: one who reads nothing on the page.
    await api.post('/v1/workspace-users', { workspaceId: workspace.id, email: VIC, role: 'viewer' }).expect(200);
    const published = (await pageApi.patch(`/v1/workspaces/${workspace.id}`, { published: true }).expect(200)).body.data
      .workspace;
    path = pathOf(published.workspaceUrl);

    bea = new Visitor({ http: page().base });
    await signInByLink({ http: page().base }, smtp, bea, path, BEA);
    const home = (await bea.get(path, 200)).text;
    expect(home).toContain('<h1 id="plans-title">Plan</h1>');
    for (const title of [HER_TASK, 'Kick-off call', 'Go live']) expect(home).toContain(title);
    const herTask = home.slice(home.indexOf(`>${HER_TASK}</`));
    expect(herTask.slice(0, herTask.indexOf('</li>'))).toContain('Assigned to you');
  });

  it('her task due tomorrow reminds her once from 08:00, not again that day nor on the due day, then once overdue', async () => {
    // The documented defaults (src/task-reminders/reminder-schedule.ts): a day before, from 08:00 UTC, and overdue.
    const settings = (await api.get('/v1/task-reminder-settings').expect(200)).body.data.taskReminderSettings;
    expect(settings).toMatchObject({ daysBefore: [1], overdue: true, hour: 8, timeZone: 'UTC' });

    await clock.set(at(START, '08:00'));
    await until('the reminder to the contact', async () => remindersTo(BEA).length === 1);
    const [soon] = remindersTo(BEA);
    expect(soon.subject).toBe('1 task due soon');
    expect(soon.text).toContain(`- ${HER_TASK}, Globex rollout: due tomorrow (${DUE})`);
    // Its link opens the default plan page, where the task is.
    const link = /^ {2}(http\S+)$/m.exec(soon.text)![1];
    expect(pathOf(link)).toBe(`${path}/plan`);
    expect((await bea.get(pathOf(link), 200)).text).toContain(HER_TASK);

    await clock.set(at(START, '20:00'));
    await remindersPolled();
    await clock.set(at(DUE, '09:00'));
    await remindersPolled();
    expect(remindersTo(BEA)).toHaveLength(1);

    await clock.set(at('2026-12-11', '09:00'));
    await until('the overdue reminder', async () => remindersTo(BEA).length === 2);
    expect(remindersTo(BEA)[1].subject).toBe('1 task overdue');
    expect(remindersTo(BEA)[1].text).toContain(`- ${HER_TASK}, Globex rollout: overdue, was due on ${DUE}`);
    await clock.set(at('2026-12-11', '18:00'));
    await remindersPolled();
    expect(remindersTo(BEA)).toHaveLength(2);
    // Nobody else owns a dated task: the team heard of no reminder.
    expect(remindersTo(DANA)).toEqual([]);
  });

  it("the contact's two messages within a batch e-mail each of the team once, listing both", async () => {
    await postAsBea('Can we start on Monday?');
    await clock.advance(3 * MINUTE_MS);
    await postAsBea('Who signs the order form?');
    // Six minutes after the first: past the 5-minute batch that the second joined.
    await clock.advance(3 * MINUTE_MS);
    for (const person of [DANA, SAM]) {
      await until(`the batch to ${person}`, async () => notificationsTo(person, 'Who signs').length > 0);
      const told = notificationsTo(person, 'Monday?');
      expect(told).toHaveLength(1);
      expect(told[0].text).toContain('wrote in “Globex rollout”: “Can we start on Monday?”');
      expect(told[0].text).toContain('wrote in “Globex rollout”: “Who signs the order form?”');
      expect(notificationsTo(person, 'Who signs')).toEqual(told);
    }
  });

  it("the e-mail's one-click unsubscribe (RFC 8058) stops the next one for that person on that workspace", async () => {
    const [mail] = notificationsTo(DANA, 'Who signs');
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = /^<(.+)>$/.exec(mail.headers.get('list-unsubscribe')!)![1];
    const res = await fetch(unsubscribe, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    const members = (await api.get(`/v1/workspace-users?filters[workspaceId]=${workspace.id}`).expect(200)).body.data
      .workspaceUsers as Array<{ user: { id: string; email: string } }>;
    const dana = members.find((member) => member.user.email === DANA)!.user;
    const settings = (await api.get(`/v1/users/${dana.id}/notifications`).expect(200)).body.data.notificationSettings;
    expect(settings.mutedWorkspaceIds).toEqual([workspace.id]);

    await postAsBea('Monday at 10:00 suits us.');
    await clock.advance(6 * MINUTE_MS);
    // Sam, still subscribed, is told: the batch that would have told Dana too has been sent.
    await until('the next batch to Sam', async () => notificationsTo(SAM, '10:00 suits').length === 1);
    expect(notificationsTo(DANA, '10:00 suits')).toEqual([]);
  });

  it("the team's reply from a mail client to the reply address appears on the contact's open page", async () => {
    // Her open page: the Messages page, with its live stream.
    await bea.get(`${path}/messages`, 200);
    const stream = await SseClient.open(page().base, `${path}/live`, bea.cookieHeader());
    try {
      expect(stream.status).toBe(200);
      await stream.until('the stream is open', (s) => s.messages.length > 0);
      const [told] = notificationsTo(DANA, 'Who signs');
      const replyTo = told.headers.get('reply-to')!;
      expect(replyTo).toMatch(/@reply\.example\.com$/);
      const text = [REPLY, '', 'On Fri, Bea wrote:', '> Who signs?'].join('\n');
      await createTransport({ host: '127.0.0.1', port: inboundPorts[0], secure: false, ignoreTLS: true }).sendMail({
        from: DANA,
        to: replyTo,
        subject: `Re: ${told.subject}`,
        text,
      });
      await stream.until('the reply on the open page', (s) =>
        s.events.some((m) => m.event === 'change' && m.data === '{"type":"workspaceMessage.created"}'),
      );
    } finally {
      stream.close();
    }
    // The page fetches itself again, as its script does on a change (a reader's reload would do the same).
    const messages = (await bea.get(`${path}/messages`, 200)).text;
    expect(messages).toContain(REPLY);
    expect(messages).not.toContain('Bea wrote');
    // Posted as Dana, under the message the e-mail's reply address names (the newest one it told of).
    const thread = (await pageApi.get(`/v1/workspace-messages?filters[workspaceId]=${workspace.id}`).expect(200)).body
      .data.workspaceMessages as Json[];
    const question = thread.find((message) => message.body === 'Who signs the order form?')!;
    expect(thread.at(-1)).toMatchObject({
      body: REPLY,
      parentId: question.id,
      author: { kind: 'team', user: { email: DANA } },
    });
  });

  it('the reply is e-mailed to the contact who did not read it; the one who read it on the page is told only the rest', async () => {
    // Something else for her in the same batch, which she has not seen: a task the team gives her.
    const members = (await pageApi.get(`/v1/workspace-users?filters[workspaceId]=${workspace.id}`).expect(200)).body
      .data.workspaceUsers as Array<{ user: { id: string; email: string } }>;
    const beaId = members.find((member) => member.user.email === BEA)!.user.id;
    const [plan] = (await pageApi.get(`/v1/workspace-plans?filters[workspaceId]=${workspace.id}`).expect(200)).body.data
      .workspacePlans;
    const task = { workspacePlanId: plan.id, title: 'Book the kick-off room', assigneeIds: [beaId] };
    await pageApi.post('/v1/workspace-plan-tasks', task).expect(201);
    await clock.advance(6 * MINUTE_MS);
    await until('the reply e-mailed to the other contact', async () => notificationsTo(VIC, REPLY).length === 1);
    await until('her batch', async () => notificationsTo(BEA, 'Book the kick-off room').length === 1);
    const [hers] = notificationsTo(BEA, 'Book the kick-off room');
    expect(hers.subject).toBe('New in Globex rollout');
    expect(hers.text).not.toContain(REPLY);
    for (const server of servers) expect(server.output()).not.toContain('poll failed');
  });
});
