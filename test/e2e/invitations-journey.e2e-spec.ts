import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/bootstrap.js';
import { loadConfig } from '../../src/config/config.js';
import { OutboxWorker } from '../../src/mail/outbox.worker.js';
import { OrganizationsService } from '../../src/organizations/organizations.service.js';
import { type FreshDatabase, freshDatabase, testDb } from '../support/app.js';
import { type SmtpCapture, freePort, startSmtp } from '../support/smtp.js';

type Json = Record<string, unknown>;

/**
 * The whole Dock flow through the API alone, from a fresh key: template with tasks, account, deal, workspace from
 * the template with people, publish, invitations in the mailbox. Then the delivery guarantees across restarts
 * and instances sharing one database.
 */
describe('invitations end to end', () => {
  let db: FreshDatabase;
  let smtp: SmtpCapture;
  let smtpPort: number;
  const apps: INestApplication[] = [];

  beforeAll(async () => {
    db = await freshDatabase();
    smtpPort = await freePort();
  });
  afterAll(async () => {
    for (const app of apps) await app.close().catch(() => undefined);
    await smtp?.close();
    await db.drop();
  });

  const boot = async (pollMs = '3600000') => {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      OUTBOX_POLL_MS: pollMs,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      APP_BASE_URL: 'https://app.example.test',
      ...db.env,
    });
    const app = await createApp(config);
    apps.push(app);
    return app;
  };
  const client = (app: INestApplication, key: string) => {
    const http = () => request(app.getHttpServer());
    return {
      post: (path: string, body: Json) => http().post(path).set('Authorization', `Bearer ${key}`).send(body),
      patch: (path: string, body: Json) => http().patch(path).set('Authorization', `Bearer ${key}`).send(body),
      get: (path: string) => http().get(path).set('Authorization', `Bearer ${key}`),
    };
  };
  const outboxCounts = async (app: INestApplication) =>
    (await app
      .get(DataSource)
      .query(`SELECT status, COUNT(*) AS n FROM outbox_email GROUP BY status ORDER BY status`)) as {
      status: string;
      n: string | number;
    }[];

  it('builds and publishes a workspace with the API alone; SMTP down holds the invitations, a restarted server sends them', async () => {
    const first = await boot();
    const { key } = await first
      .get(OrganizationsService)
      .issueKey((await first.get(OrganizationsService).findOrCreate('Journey Inc')).id, {
        name: 'journey',
      });
    const api = client(first, key);
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
            { email: 'ceo@globex.example', role: 'owner' },
            { email: 'it@globex.example', role: 'collaborator' },
          ],
        })
        .expect(201)
    ).body.data.workspace;
    expect(workspace).toMatchObject({ published: false, account: { name: 'Globex' }, deal: { amount: '48000' } });
    const tasks = (await api.get(`/v1/workspace-plan-tasks?filters[workspaceId]=${workspace.id}`).expect(200)).body.data
      .workspacePlanTasks;
    expect(tasks.map((task: Json) => [task.title, task.dueDate])).toEqual([
      ['Kick-off', '2026-12-04'],
      ['Go live', null],
    ]);

    // SMTP is down: publishing queues both invitations; a drain fails and keeps them for later.
    await api
      .patch(`/v1/workspaces/${workspace.id}`, { published: true, message: 'Welcome to your onboarding!' })
      .expect(200);
    await first.get(OutboxWorker).drain();
    expect(await outboxCounts(first)).toEqual([{ status: 'pending', n: expect.anything() }]);
    await first.close();
    apps.splice(apps.indexOf(first), 1);

    // The mail server comes back and a new server starts on the same database: its poller sends what was pending
    // once the retry delay after the failed attempt (5 s) has passed.
    smtp = await startSmtp(smtpPort);
    const second = await boot('200');
    const mails = await smtp.waitFor(2, 15_000);
    expect(mails.map((mail) => mail.envelopeTo[0]).sort()).toEqual(['ceo@globex.example', 'it@globex.example']);
    for (const mail of mails) {
      expect(mail.text).toContain('Welcome to your onboarding!');
      expect(mail.text).toContain(`https://app.example.test/journey-inc/globex-onboarding-${workspace.id}`);
      expect(mail.html).toContain('Globex onboarding');
    }
    // Publishing again sends nothing more.
    await client(second, key).patch(`/v1/workspaces/${workspace.id}`, { published: true }).expect(200);
    await second.get(OutboxWorker).drain();
    expect(smtp.messages).toHaveLength(2);
  });

  // Instances on one SQLite file inside one process would block each other in better-sqlite3's busy handler on the
  // shared event loop; the multi-instance deployment is PostgreSQL.
  (testDb() === 'postgres' ? it : it.skip)(
    'sends each invitation once when two instances drain at the same time',
    async () => {
      const [one, two] = [await boot(), await boot()];
      const orgs = one.get(OrganizationsService);
      const { key } = await orgs.issueKey((await orgs.findOrCreate('Race Inc')).id, { name: 'race' });
      const api = client(one, key);
      const template = (await api.post('/v1/templates', { name: 'Race' }).expect(201)).body.data.template;
      const people = Array.from({ length: 30 }, (_, i) => ({ email: `person${i}@race.example`, role: 'viewer' }));
      await api
        .post('/v1/workspaces', {
          name: 'Race',
          templateId: template.id,
          autoPublishWorkspace: true,
          workspaceUsers: people,
        })
        .expect(201);
      const before = smtp.messages.length;
      await Promise.all([one.get(OutboxWorker).drain(), two.get(OutboxWorker).drain(), one.get(OutboxWorker).drain()]);
      const sent = smtp.messages.slice(before).map((mail) => mail.envelopeTo[0]);
      expect(sent).toHaveLength(30);
      expect(new Set(sent).size).toBe(30);
    },
  );
});
