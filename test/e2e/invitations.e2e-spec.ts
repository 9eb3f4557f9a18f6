import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/bootstrap.js';
import { loadConfig } from '../../src/config/config.js';
import { OutboxWorker } from '../../src/mail/outbox.worker.js';
import { OrganizationsService } from '../../src/organizations/organizations.service.js';
import { type FreshDatabase, freshDatabase } from '../support/app.js';
import { stoppedClock } from '../support/clock.js';
import type { Json } from '../support/wire.js';
import { type CapturedMail, type SmtpCapture, freePort, startSmtp } from '../support/smtp.js';
import { until } from '../support/until.js';

const APP = 'https://app.example.test/app';
const MAIN = 'dist/src/main.js';

/**
 * Invitations as a client sees them: the whole Dock flow through the API alone, the e-mail each person receives,
 * and the delivery guarantees (an outage delays and never loses an invitation; a restarted server or several
 * servers on one database send each invitation exactly once). The outbox's own rules are in mail-outbox.e2e-spec.
 */
describe('invitations end to end', () => {
  let db: FreshDatabase;
  const apps: INestApplication[] = [];
  const children: ChildProcess[] = [];
  const servers: SmtpCapture[] = [];

  beforeAll(async () => {
    db = await freshDatabase();
  });
  afterAll(async () => {
    for (const child of children) child.kill('SIGTERM');
    for (const app of apps) await app.close().catch(() => undefined);
    for (const smtp of servers) await smtp.close();
    await db.drop();
  });

  const smtpOn = async (port = 0) => {
    const smtp = await startSmtp(port);
    servers.push(smtp);
    return smtp;
  };
  const boot = async (smtpPort: number, pollMs = '3600000') => {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      OUTBOX_POLL_MS: pollMs,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      APP_BASE_URL: APP,
      ...db.env,
    });
    const app = await createApp(config);
    apps.push(app);
    return app;
  };
  const close = async (app: INestApplication) => {
    apps.splice(apps.indexOf(app), 1);
    await app.close();
  };
  const client = (server: Parameters<typeof request>[0], key: string) => {
    const auth = (r: request.Test) => r.set('Authorization', `Bearer ${key}`);
    return {
      get: (path: string) => auth(request(server).get(path)),
      post: (path: string, body: Json) => auth(request(server).post(path)).send(body),
      patch: (path: string, body: Json) => auth(request(server).patch(path)).send(body),
    };
  };
  /** A new organization and key, as `npm run key -- create` makes them. */
  const newKey = async (app: INestApplication, name: string) => {
    const orgs = app.get(OrganizationsService);
    const org = await orgs.findOrCreate(name);
    return { orgId: org.id, key: (await orgs.issueKey(org.id, { name: 'test' })).key };
  };
  const outbox = async (app: INestApplication, orgId: string) =>
    (await app
      .get(DataSource)
      .query(
        `SELECT to_address AS "to", status, attempts FROM outbox_email WHERE organization_id = ${
          app.get(DataSource).options.type === 'postgres' ? '$1' : '?'
        } ORDER BY to_address`,
        [orgId],
      )) as { to: string; status: string; attempts: number | string }[];
  const recipients = (mails: CapturedMail[]) => mails.flatMap((mail) => mail.envelopeTo).sort();

  it('from a fresh key, with the API alone: template, account, deal, workspace with people, publish, invitations arrive', async () => {
    const smtp = await smtpOn();
    const app = await boot(smtp.port);
    const { key } = await newKey(app, 'Journey Inc');
    const api = client(app.getHttpServer(), key);
    const template = (
      await api
        .post('/v1/templates', {
          name: 'Onboarding',
          planTasks: [{ title: 'Kick-off', dueOffsetDays: 3 }, { title: 'Go live' }],
        })
        .expect(201)
    ).body.data.template;
    const account = (await api.post('/v1/accounts', { name: 'Globex', website: 'https://globex.example' }).expect(201))
      .body.data.account;
    const deal = (await api.post('/v1/deals', { name: 'Globex onboarding', amount: 48000 }).expect(201)).body.data.deal;
    const workspace = (
      await api
        .post('/v1/workspaces', {
          name: 'Globex onboarding',
          templateId: template.id,
          accountId: account.id,
          dealId: deal.id,
          startDate: '2026-12-01',
          workspaceUsers: [
            { email: 'CEO@globex.example', role: 'owner' },
            { email: 'it@globex.example', role: 'collaborator' },
          ],
          workspaceDomains: [{ domain: 'globex.example', role: 'viewer' }],
        })
        .expect(201)
    ).body.data.workspace;
    expect(workspace).toMatchObject({
      published: false,
      workspaceUrl: null,
      contactsCount: 2,
      account: { id: account.id, name: 'Globex' },
      deal: { id: deal.id, amount: '48000' },
    });
    const tasks = (await api.get(`/v1/workspace-plan-tasks?filters[workspaceId]=${workspace.id}`).expect(200)).body.data
      .workspacePlanTasks;
    expect(tasks.map((task: Json) => [task.title, task.dueDate, task.templatePlanTaskId])).toEqual([
      ['Kick-off', '2026-12-04', template.planTasks[0].id],
      ['Go live', null, template.planTasks[1].id],
    ]);
    await app.get(OutboxWorker).drain();
    expect(smtp.messages).toEqual([]);

    const published = (
      await api
        .patch(`/v1/workspaces/${workspace.id}`, { published: true, message: 'Welcome to your onboarding!' })
        .expect(200)
    ).body.data.workspace;
    const url = `${APP}/journey-inc/globex-onboarding-${workspace.id}`;
    expect(published.workspaceUrl).toBe(url);
    await app.get(OutboxWorker).drain();
    expect(recipients(smtp.messages)).toEqual(['ceo@globex.example', 'it@globex.example']);
    const ceo = smtp.messages.find((mail) => mail.envelopeTo[0] === 'ceo@globex.example') as CapturedMail;
    expect(ceo.envelopeFrom).toBe('no-reply@localhost');
    expect(ceo.subject).toBe("You're invited to Globex onboarding");
    expect(ceo.text).toBe(
      [
        'Journey Inc invited you to the workspace "Globex onboarding" as owner.',
        '',
        'Welcome to your onboarding!',
        '',
        `Open the workspace: ${url}`,
        '',
      ].join('\n'),
    );
    expect(ceo.html).toBe(
      [
        '<!doctype html>',
        '<html><body>',
        '<p>Journey Inc invited you to the workspace &quot;Globex onboarding&quot; as owner.</p>',
        '<p>Welcome to your onboarding!</p>',
        `<p><a href="${url}">Open Globex onboarding</a></p>`,
        `<p>${url}</p>`,
        '</body></html>',
        '',
      ].join('\n'),
    );
    // Publishing again, or unpublishing and republishing, invites nobody a second time.
    await api.patch(`/v1/workspaces/${workspace.id}`, { published: true }).expect(200);
    await api.patch(`/v1/workspaces/${workspace.id}`, { published: false }).expect(200);
    await api.patch(`/v1/workspaces/${workspace.id}`, { published: true }).expect(200);
    await app.get(OutboxWorker).drain();
    expect(smtp.messages).toHaveLength(2);
    await close(app);
  });

  it('escapes the workspace name and the message in the HTML part and keeps them as written in the text part', async () => {
    const smtp = await smtpOn();
    const app = await boot(smtp.port);
    const { key } = await newKey(app, 'Escapes & Co');
    const api = client(app.getHttpServer(), key);
    const template = (await api.post('/v1/templates', { name: 'T' }).expect(201)).body.data.template;
    const ws = (
      await api
        .post('/v1/workspaces', {
          name: 'Tom & Jerry <Launch>',
          templateId: template.id,
          autoPublishWorkspace: true,
          message: 'Hi <b>"all"</b>\nSee you',
          workspaceUsers: [{ email: 'cat@example.com', role: 'viewer' }],
        })
        .expect(201)
    ).body.data.workspace;
    await app.get(OutboxWorker).drain();
    const [mail] = smtp.messages;
    expect(mail.subject).toBe("You're invited to Tom & Jerry <Launch>");
    expect(mail.text).toContain('the workspace "Tom & Jerry <Launch>" as viewer.');
    expect(mail.text).toContain('Hi <b>"all"</b>\nSee you');
    expect(mail.html).toContain('<p>Hi &lt;b&gt;&quot;all&quot;&lt;/b&gt;<br>See you</p>');
    expect(mail.html).toContain(`<a href="${ws.workspaceUrl}">Open Tom &amp; Jerry &lt;Launch&gt;</a>`);
    expect(mail.html).not.toContain('<b>');
    await close(app);
  });

  it('sends nothing for an unpublished workspace, whichever route adds the people', async () => {
    const smtp = await smtpOn();
    const app = await boot(smtp.port);
    const { orgId, key } = await newKey(app, 'Drafts Inc');
    const api = client(app.getHttpServer(), key);
    const template = (await api.post('/v1/templates', { name: 'T' }).expect(201)).body.data.template;
    const ws = (
      await api
        .post('/v1/workspaces', {
          name: 'Draft',
          templateId: template.id,
          notifyPeople: true,
          message: 'Hello',
          workspaceUsers: [{ email: 'd1@example.com', role: 'viewer' }],
        })
        .expect(201)
    ).body.data.workspace;
    await api
      .post(`/v1/workspaces/${ws.id}/access`, {
        workspaceUsers: [
          { email: 'd1@example.com', role: 'owner' },
          { email: 'd2@example.com', role: 'viewer' },
        ],
        notifyPeople: true,
        message: 'Hello again',
      })
      .expect(200);
    await api
      .post('/v1/workspace-users', { email: 'd3@example.com', role: 'viewer', workspaceId: ws.id, message: 'Hi' })
      .expect(200);
    await api.patch(`/v1/workspaces/${ws.id}`, { name: 'Still a draft', notifyPeople: true, message: 'x' }).expect(200);
    await app.get(OutboxWorker).drain();
    expect(smtp.messages).toEqual([]);
    expect(await outbox(app, orgId)).toEqual([]);
    await close(app);
  });

  it('while the mail server is down, retries with backoff and delivers each invitation once when it is back', async () => {
    const port = await freePort();
    const app = await boot(port, '100');
    const { orgId, key } = await newKey(app, 'Outage Inc');
    const api = client(app.getHttpServer(), key);
    const template = (await api.post('/v1/templates', { name: 'T' }).expect(201)).body.data.template;
    // The application's clock stands still (the poller keeps running every 100 ms): the backoff passes when moved.
    const clock = stoppedClock();
    try {
      await api
        .post('/v1/workspaces', {
          name: 'Outage',
          templateId: template.id,
          autoPublishWorkspace: true,
          workspaceUsers: [
            { email: 'o1@example.com', role: 'viewer' },
            { email: 'o2@example.com', role: 'viewer' },
          ],
        })
        .expect(201);
      // The poller tries, fails, and schedules the next attempt 5 s later: nothing is lost meanwhile.
      await until('the first attempts failed', async () =>
        (await outbox(app, orgId)).every((row) => Number(row.attempts) >= 1),
      );
      expect(await outbox(app, orgId)).toEqual([
        { to: 'o1@example.com', status: 'pending', attempts: 1 },
        { to: 'o2@example.com', status: 'pending', attempts: 1 },
      ]);
      const smtp = await smtpOn(port);
      // Four seconds on, the mail server is back but the retry is not due: a drain (what each poll runs) sends nothing.
      clock.advance(4_000);
      await app.get(OutboxWorker).drain();
      expect(smtp.messages).toHaveLength(0);
      clock.advance(1_000);
      const mails = await smtp.waitFor(2, 15_000);
      expect(recipients(mails)).toEqual(['o1@example.com', 'o2@example.com']);
      await until('both are recorded as sent', async () =>
        (await outbox(app, orgId)).every((row) => row.status === 'sent'),
      );
      expect(await outbox(app, orgId)).toEqual([
        { to: 'o1@example.com', status: 'sent', attempts: 2 },
        { to: 'o2@example.com', status: 'sent', attempts: 2 },
      ]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.messages).toHaveLength(2);
    } finally {
      clock.restore();
    }
    await close(app);
  });

  it('resumes after a restart: invitations queued by a stopped server are sent by a new one on the same database', async () => {
    const port = await freePort();
    const first = await boot(port);
    const { orgId, key } = await newKey(first, 'Restart Inc');
    const api = client(first.getHttpServer(), key);
    const template = (await api.post('/v1/templates', { name: 'T' }).expect(201)).body.data.template;
    await api
      .post('/v1/workspaces', {
        name: 'Restart',
        templateId: template.id,
        autoPublishWorkspace: true,
        workspaceUsers: [{ email: 'r1@example.com', role: 'viewer' }],
      })
      .expect(201);
    await first.get(OutboxWorker).drain(); // mail server down: the attempt fails
    await close(first);

    const smtp = await smtpOn(port);
    const second = await boot(port, '200');
    const [mail] = await smtp.waitFor(1, 15_000);
    expect(mail.envelopeTo).toEqual(['r1@example.com']);
    await until('it is recorded as sent', async () => (await outbox(second, orgId))[0].status === 'sent');
    await close(second);
  });

  // Its own waits (up to 45 s for two servers to start, 20 s for the mails) outlast Jest's default 30 s.
  it('sends each invitation exactly once when two server processes drain one database at the same time', async () => {
    if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run npm run build (npm test does it first)`);
    const smtp = await smtpOn();
    const app = await boot(smtp.port);
    const { orgId, key } = await newKey(app, 'Race Inc');
    const start = async () => {
      const port = await freePort();
      const child = spawn(process.execPath, [MAIN], {
        env: {
          PATH: process.env.PATH,
          ...db.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
          SEED_DEMO: 'false',
          OUTBOX_POLL_MS: '20',
          SMTP_URL: smtp.url,
          APP_BASE_URL: APP,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      children.push(child);
      const base = `http://127.0.0.1:${port}`;
      // Two processes start at once beside the other Jest worker: give them the time startServer gives one.
      const started = async () => {
        try {
          return (await fetch(`${base}/v1/status`)).ok;
        } catch {
          return false;
        }
      };
      await until(`the server on ${port} answers`, started, 45_000);
      return base;
    };
    const [one, two] = await Promise.all([start(), start()]);
    const people = Array.from({ length: 60 }, (_, i) => ({ email: `person${i}@race.example`, role: 'viewer' }));
    const template = (await client(one, key).post('/v1/templates', { name: 'Race' }).expect(201)).body.data.template;
    // Both servers poll every 20 ms: each publish's invitations are claimed by whichever gets there first.
    await Promise.all(
      [one, two].map((base, i) =>
        client(base, key)
          .post('/v1/workspaces', {
            name: `Race ${i}`,
            templateId: template.id,
            autoPublishWorkspace: true,
            workspaceUsers: people,
          })
          .expect(201),
      ),
    );
    await smtp.waitFor(120, 20_000);
    await until('every row is recorded as sent', async () =>
      (await outbox(app, orgId)).every((row) => row.status === 'sent'),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const sent = smtp.messages.map((mail) => `${mail.envelopeTo[0]} ${mail.subject}`);
    expect(sent).toHaveLength(120);
    expect(new Set(sent).size).toBe(120);
    expect((await outbox(app, orgId)).map((row) => Number(row.attempts))).toEqual(Array(120).fill(1));
  }, 90_000);
});
