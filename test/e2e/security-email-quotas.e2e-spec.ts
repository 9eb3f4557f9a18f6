import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/bootstrap.js';
import { loadConfig } from '../../src/config/config.js';
import { Db } from '../../src/database/db.service.js';
import { enqueueLimitedEmail } from '../../src/mail/email-quota.js';
import { OutboxEmailEntity } from '../../src/mail/outbox-email.entity.js';
import { OutboxRetentionSweeper } from '../../src/mail/outbox-retention.js';
import { OutboxWorker } from '../../src/mail/outbox.worker.js';
import { OrganizationsService } from '../../src/organizations/organizations.service.js';
import { type Api, apiAs } from '../support/api.js';
import { type FreshDatabase, type TestApp, freshDatabase, testDb } from '../support/app.js';
import { insertWorkspace } from '../support/factories/workspaces.js';
import { bootWithSmtp, drainOutbox } from '../support/mail-app.js';
import { HOUR_MS, ageOutbox as age, recipients } from '../support/outbox.js';
import { type SmtpCapture, startSmtp } from '../support/smtp.js';

describe('invitation e-mails per organization per hour (INVITATIONS_PER_ORG_PER_HOUR=3)', () => {
  let t: TestApp;
  let smtp: SmtpCapture;

  beforeAll(async () => ({ t, smtp } = await bootWithSmtp({ INVITATIONS_PER_ORG_PER_HOUR: '3' })));
  afterAll(() => t.close());

  const drain = () => drainOutbox(t);
  const invite = async (api: Api, workspaceId: string, email: string) =>
    api.post('/v1/workspace-users', { email, role: 'viewer', workspaceId }).expect(200);
  const publishedWorkspace = (orgId: string) =>
    insertWorkspace(t, orgId, { published: true, publishedAt: new Date().toISOString() });

  it('sends 3 of 5 invitations now, defers 2 in the outbox for an hour and counts them in /v1/status', async () => {
    const org = await t.newOrg();
    const api = apiAs(t, org.key);
    const ws = await publishedWorkspace(org.orgId);
    for (let i = 1; i <= 5; i++) await invite(api, ws.id, `person${i}@quota.example`);
    await drain();
    expect(recipients(smtp, 'quota.example').sort()).toEqual([1, 2, 3].map((i) => `person${i}@quota.example`));

    const deferred = await t.dataSource.manager.find(OutboxEmailEntity, {
      where: { organizationId: org.orgId, status: 'pending' },
    });
    expect(deferred.map((row) => row.toAddress).sort()).toEqual(['person4@quota.example', 'person5@quota.example']);
    for (const row of deferred) {
      expect(Date.parse(row.scheduledAt) - Date.parse(row.createdAt)).toBeGreaterThan(HOUR_MS - 60_000);
      expect(row.nextAttemptAt).toBe(row.scheduledAt);
    }
    const status = (await request(t.http).get('/v1/status').expect(200)).body.data;
    expect(status.mail).toEqual({ queued: 2, deferredByQuota: 2 });
    // Public: totals only, nothing that names an organization.
    expect(JSON.stringify(status)).not.toContain(org.orgId);

    await age(t.dataSource, org.orgId, HOUR_MS);
    await drain();
    expect(recipients(smtp, 'quota.example')).toHaveLength(5);
  });

  it('holds back only the organization over its quota', async () => {
    const busy = await t.newOrg();
    const quiet = await t.newOrg();
    const busyWs = await publishedWorkspace(busy.orgId);
    for (let i = 1; i <= 4; i++) await invite(apiAs(t, busy.key), busyWs.id, `b${i}@busy.example`);
    await invite(apiAs(t, quiet.key), (await publishedWorkspace(quiet.orgId)).id, 'q@quiet.example');
    await drain();
    expect(recipients(smtp, 'busy.example')).toHaveLength(3);
    expect(recipients(smtp, 'quiet.example')).toEqual(['q@quiet.example']);
  });

  it('queues nothing the quota would push more than a day ahead, so pending e-mails stay bounded', async () => {
    const org = await t.newOrg();
    const limits = { perOrgPerHour: 3, dedupeWindowMs: 24 * HOUR_MS };
    const outcomes = await t.app.get(Db).write(async (m) => {
      const queued = [];
      for (let i = 0; i < 80; i++) {
        const to = `p${i}@backlog.example`;
        const email = { organizationId: org.orgId, to, subject: 's', text: 't', html: 'h' };
        queued.push(await enqueueLimitedEmail(m, { ...email, kind: 'invitation', dedupeKey: to }, limits));
      }
      return queued;
    });
    // Slots now, +1 h, … +24 h: 3 an hour for 25 hours; the rest is refused, not deferred further.
    expect(outcomes.filter((queued) => queued.id !== null)).toHaveLength(75);
    expect(outcomes.slice(75).every((queued) => queued.id === null && queued.skipped === 'backlog')).toBe(true);
    expect(await t.dataSource.manager.count(OutboxEmailEntity, { where: { organizationId: org.orgId } })).toBe(75);
  });

  it('purges sent e-mails past OUTBOX_RETENTION_DAYS (30) and keeps pending ones, however old', async () => {
    const org = await t.newOrg();
    const api = apiAs(t, org.key);
    const ws = await publishedWorkspace(org.orgId);
    for (let i = 1; i <= 5; i++) await invite(api, ws.id, `person${i}@retention.example`);
    await drain();
    await age(t.dataSource, org.orgId, 29 * 24 * HOUR_MS);
    await t.app.get(OutboxRetentionSweeper).drain();
    expect(await t.dataSource.manager.count(OutboxEmailEntity, { where: { organizationId: org.orgId } })).toBe(5);

    await age(t.dataSource, org.orgId, 2 * 24 * HOUR_MS);
    await t.app.get(OutboxRetentionSweeper).drain();
    const kept = await t.dataSource.manager.find(OutboxEmailEntity, { where: { organizationId: org.orgId } });
    expect(kept.map((row) => row.status)).toEqual(['pending', 'pending']);
  });
});

describe('the invitation quota across two instances on one database', () => {
  let db: FreshDatabase;
  let smtp: SmtpCapture;
  const apps: INestApplication[] = [];

  beforeAll(async () => {
    db = await freshDatabase();
    smtp = await startSmtp();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await smtp.close();
    await db.drop();
  });

  it('sends no more than the quota now when the invitations arrive through both', async () => {
    const env = {
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      OUTBOX_POLL_MS: '3600000',
      SMTP_URL: smtp.url,
      INVITATIONS_PER_ORG_PER_HOUR: '3',
      ...db.env,
    };
    for (let i = 0; i < 2; i++) apps.push(await createApp(loadConfig(env)));
    const orgs = apps[0].get(OrganizationsService);
    const org = await orgs.findOrCreate('Two instances');
    const { key } = await orgs.issueKey(org.id, { name: 'test' });
    const ws = await insertWorkspace({ dataSource: apps[0].get(DataSource) } as TestApp, org.id, {
      published: true,
      publishedAt: new Date().toISOString(),
    });
    const invite = (i: number) =>
      request(apps[i % 2].getHttpServer())
        .post('/v1/workspace-users')
        .set('Authorization', `Bearer ${key}`)
        .send({ email: `p${i}@two.example`, role: 'viewer', workspaceId: ws.id })
        .expect(200);
    const six = Array.from({ length: 6 }, (_, i) => i);
    // Two SQLite connections in one process cannot wait for each other (a busy wait blocks the event loop the
    // other needs to commit): there the instances take turns; PostgreSQL runs all six at once.
    if (testDb() === 'postgres') await Promise.all(six.map(invite));
    else for (const i of six) await invite(i);
    for (const app of apps) await app.get(OutboxWorker).drain();
    expect(recipients(smtp, 'two.example')).toHaveLength(3);
  });
});
