import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type Api, apiAt } from '../support/api.js';
import { type FreshDatabase, freshDatabase, testDb } from '../support/app.js';
import { launchChromium } from '../support/chromium.js';

import { type DockReceiver, startDockReceiver, subscribeDockReceiver } from '../support/dock-receiver.js';
import { type PublishedWorkspace, createPublishedWorkspace } from '../support/factories/published-workspace.js';
import { type ServerProcess, mintKey, startServer } from '../support/server-process.js';
import { type SmtpCapture, startSmtp } from '../support/smtp.js';
import { until } from '../support/until.js';
import { Visitor, csrfOf, signInLinkOf } from '../support/visitor.js';
import type { Json } from '../support/wire.js';

/** What the issue promises of a change made elsewhere: on the open page within 2 seconds, without a reload. */
const LIVE_WITHIN_MS = 2_000;
const BEA = 'bea@globex.example';
const VIC = 'vic@globex.example';

/**
 * Two contacts and the team converse on one published workspace, as issue 32 is done: on PostgreSQL across two server
 * processes (the page is open on the first, the team writes through the second), on SQLite with one. A commenter posts
 * from the page in Chromium, the team answers through the API, and the open page shows the answer without a reload; a
 * viewer has no form; a comment on a task appears under the task; a Dock-format receiver verifies
 * `workspace.message.created`.
 */
describe('a conversation on a published workspace, in Chromium, across instances', () => {
  let db: FreshDatabase;
  let smtp: SmtpCapture;
  let receiver: DockReceiver;
  const servers: ServerProcess[] = [];
  let page: ServerProcess;
  let writer: ServerProcess;
  let api: Api;
  let ws: PublishedWorkspace;
  let browser: Browser | undefined;
  let bea: Page;
  let vic: Page;
  const problems: string[] = [];

  beforeAll(async () => {
    db = await freshDatabase();
    smtp = await startSmtp();
    receiver = await startDockReceiver();
    const env = {
      ...db.env,
      SMTP_URL: smtp.url,
      OUTBOX_POLL_MS: '50',
      WEBHOOK_POLL_MS: '50',
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOK_RETRY_SCHEDULE: '0,0',
    };
    // One after the other: the first applies the migrations.
    servers.push(await startServer(env));
    if (testDb() === 'postgres') servers.push(await startServer(env));
    [page] = servers;
    writer = servers.at(-1)!;
    api = apiAt(writer.base, await mintKey(db.env, 'Seller Inc'));
    await subscribeDockReceiver(api, receiver, ['workspaceMessage.created']);
    ws = await createPublishedWorkspace(api, {
      name: 'Globex rollout',
      members: [
        { email: BEA, role: 'commenter' },
        { email: VIC, role: 'viewer' },
      ],
    });
    browser = await launchChromium();
    bea = await signedIn(await browser.newContext(), BEA);
    vic = await signedIn(await browser.newContext(), VIC);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    for (const server of servers) await server.stop();
    await smtp?.close();
    await receiver?.close();
    await db?.drop();
  });

  /** Signs `email` in on the page's instance by the e-mailed link, and hands the session to a browser context. */
  async function signedIn(context: BrowserContext, email: string): Promise<Page> {
    const origin = page.base;
    const path = new URL(ws.workspaceUrl).pathname;
    const visitor = new Visitor({ http: origin });
    const form = await visitor.get(`${path}/sign-in`, 200);
    const sent = smtp.messages.length;
    await visitor.post(`${path}/sign-in`, { csrf: csrfOf(form.text), email }, 200);
    let link = '';
    await until(`a sign-in e-mail to ${email}`, async () => {
      const mail = smtp.messages
        .slice(sent)
        .find((m) => m.envelopeTo.includes(email) && m.subject.startsWith('Sign in'));
      if (mail) link = signInLinkOf(mail.text);
      return mail !== undefined;
    });
    const confirm = await visitor.get(new URL(link).pathname + new URL(link).search, 200);
    const token = new URL(link).searchParams.get('token')!;
    await visitor.post(`${path}/sign-in/confirm`, { csrf: csrfOf(confirm.text), token }, 303);
    const cookies = Object.entries(visitor.cookieHeader())
      .flatMap(([, header]) => header.split('; '))
      .map((pair) => ({
        name: pair.slice(0, pair.indexOf('=')),
        value: pair.slice(pair.indexOf('=') + 1),
        url: origin,
      }));
    await context.addCookies(cookies);
    const opened = await context.newPage();
    opened.setDefaultTimeout(15_000);
    opened.on('pageerror', (error) => problems.push(error.message));
    return opened;
  }

  const pathOf = (url: string) => new URL(url).pathname;
  const at = (suffix: string) => `${page.base}${pathOf(ws.workspaceUrl)}${suffix}`;
  const thread = async (): Promise<Json[]> =>
    (await api.get(`/v1/workspace-messages?filters[workspaceId]=${ws.id}`).expect(200)).body.data
      .workspaceMessages as Json[];

  it('a commenter writes from the Messages page, with the keyboard and the form alone', async () => {
    await bea.goto(at('/messages'));
    await bea.getByLabel('Write a message').fill('Can we start **Monday**?');
    await Promise.all([bea.waitForURL(/\/messages\?sent=1/), bea.getByRole('button', { name: 'Send' }).click()]);
    expect(await bea.getByRole('status').innerText()).toBe('Your message was sent.');
    expect(await bea.locator('#thread .message-body strong').innerText()).toBe('Monday');
    const [message] = await thread();
    expect(message).toMatchObject({ author: { kind: 'contact', user: { email: BEA } }, parentId: null });
  });

  it('the team answers through the API (another instance on PostgreSQL): the open page shows it within 2 s, no reload', async () => {
    await bea.waitForSelector('body[data-live-state="open"]');
    await bea.evaluate(() => ((globalThis as unknown as { sameDocument: boolean }).sameDocument = true));
    const [question] = await thread();
    const members = (await api.get(`/v1/users?limit=100`).expect(200)).body.data.users as Json[];
    const seller =
      members.find((user) => user.email === 'dana@seller.example') ??
      (await api.post('/v1/users', { email: 'dana@seller.example', firstName: 'Dana', lastName: 'Seller' }).expect(201))
        .body.data.user;
    await api
      .post('/v1/workspace-messages', {
        workspaceId: ws.id,
        userId: seller.id,
        parentId: question.id,
        body: 'Monday it is.',
      })
      .expect(200);
    const deadline = Date.now() + LIVE_WITHIN_MS;
    await bea.getByText('Monday it is.').waitFor({ timeout: Math.max(1, deadline - Date.now()) });
    expect(await bea.evaluate(() => (globalThis as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await bea.locator('#thread').getAttribute('role')).toBe('log');
  });

  it('a viewer reads the conversation and has no form', async () => {
    await vic.goto(at('/messages'));
    await vic.getByText('Monday it is.').waitFor();
    expect(await vic.locator('textarea').count()).toBe(0);
    expect(await vic.getByText('lets you read the conversation, not write in it').count()).toBe(1);
  });

  it('a comment on a task appears under the task', async () => {
    await bea.goto(at(`/pages/${ws.pages.overview}`));
    await bea.getByText('Comment on Kick-off call', { exact: true }).click();
    await bea.getByLabel('Add a comment on Kick-off call').fill('Who joins the call?');
    await Promise.all([
      bea.waitForNavigation(),
      bea.getByRole('button', { name: 'Post comment on Kick-off call' }).click(),
    ]);
    const under = bea.locator(`#comments-${ws.tasks.kickOff}`);
    await under.locator('.comment-body').getByText('Who joins the call?').waitFor();
    const comments = (await api.get(`/v1/workspace-comments?filters[workspaceId]=${ws.id}`).expect(200)).body.data
      .workspaceComments as Json[];
    expect(comments).toEqual([
      expect.objectContaining({
        subject: { type: 'workspacePlanTask', id: ws.tasks.kickOff },
        body: 'Who joins the call?',
      }),
    ]);
  });

  it('a Dock-format receiver verifies workspace.message.created, with who wrote where', async () => {
    await until('the message deliveries', async () => receiver.verified.length >= 1);
    expect(receiver.rejected).toBe(0);
    const created = receiver.verified.filter((event) => event.subscriptionType === 'workspace.message.created');
    expect(created).toHaveLength(1);
    expect(created[0].associatedObjects.workspace).toMatchObject({ id: ws.id, name: 'Globex rollout' });
    expect(created[0].associatedObjects.user).toMatchObject({ email: BEA });
    expect(problems).toEqual([]);
  });
});
