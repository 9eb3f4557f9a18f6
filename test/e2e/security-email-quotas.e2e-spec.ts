import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/bootstrap.js';
import { loadConfig } from '../../src/config/config.js';
import { OutboxEmailEntity } from '../../src/mail/outbox-email.entity.js';
import { OutboxRetentionSweeper } from '../../src/mail/outbox-retention.js';
import { OutboxWorker } from '../../src/mail/outbox.worker.js';
import { OrganizationsService } from '../../src/organizations/organizations.service.js';
import { type Api, apiAs } from '../support/api.js';
import { type FreshDatabase, type TestApp, bootTestApp, freshDatabase, testDb } from '../support/app.js';
import { insertTemplate, insertWorkspace } from '../support/factories/workspaces.js';
import { type SmtpCapture, startSmtp } from '../support/smtp.js';

const HOUR_MS = 60 * 60 * 1000;

/** Moves an organization's outbox rows `ms` into the past: what waiting that long would do, without the wait. */
async function age(dataSource: DataSource, orgId: string, ms: number): Promise<void> {
  const back = (iso: string) => new Date(Date.parse(iso) - ms).toISOString();
  for (const row of await dataSource.manager.find(OutboxEmailEntity, { where: { organizationId: orgId } })) {
    await dataSource.manager.update(
      OutboxEmailEntity,
      { id: row.id },
      { createdAt: back(row.createdAt), scheduledAt: back(row.scheduledAt), nextAttemptAt: back(row.nextAttemptAt) },
    );
  }
}

const recipients = (smtp: SmtpCapture, domain: string) =>
  smtp.messages.flatMap((mail) => mail.envelopeTo).filter((to) => to.endsWith(`@${domain}`));

describe('invitation e-mails per organization per hour (INVITATIONS_PER_ORG_PER_HOUR=3)', () => {
  let t: TestApp;
  let smtp: SmtpCapture;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await bootTestApp({ SMTP_URL: smtp.url, OUTBOX_POLL_MS: '3600000', INVITATIONS_PER_ORG_PER_HOUR: '3' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const drain = () => t.app.get(OutboxWorker).drain();
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

describe('one invitation per workspace and address a day, whatever the remove/re-add churn', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let api: Api;
  let orgId: string;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await bootTestApp({ SMTP_URL: smtp.url, OUTBOX_POLL_MS: '3600000' });
    const org = await t.newOrg();
    orgId = org.orgId;
    api = apiAs(t, org.key);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const drain = () => t.app.get(OutboxWorker).drain();
  const publishedWorkspace = (name = 'Churn') =>
    insertWorkspace(t, orgId, { name, published: true, publishedAt: new Date().toISOString() });
  const setMembers = (workspaceId: string, emails: string[]) =>
    api
      .post(`/v1/workspaces/${workspaceId}/access`, {
        workspaceUsers: emails.map((email) => ({ email, role: 'viewer' })),
      })
      .expect(200);

  it('sends one e-mail when a member is removed and added again 5 times through /access', async () => {
    const ws = await publishedWorkspace();
    for (let i = 0; i < 5; i++) {
      await setMembers(ws.id, ['churn@access.example']);
      await setMembers(ws.id, []);
    }
    await drain();
    expect(recipients(smtp, 'access.example')).toEqual(['churn@access.example']);
  });

  it('sends one e-mail when a workspace user is deleted and created again 5 times', async () => {
    const ws = await publishedWorkspace();
    for (let i = 0; i < 5; i++) {
      const res = await api
        .post('/v1/workspace-users', { email: 'churn@users.example', role: 'viewer', workspaceId: ws.id })
        .expect(200);
      await api.delete(`/v1/workspace-users/${res.body.data.workspaceUser.id}`).expect(200);
    }
    await drain();
    expect(recipients(smtp, 'users.example')).toEqual(['churn@users.example']);
  });

  it('invites the same address to another workspace, and to the same one again a day later', async () => {
    const first = await publishedWorkspace();
    const second = await publishedWorkspace();
    await setMembers(first.id, ['again@later.example']);
    await setMembers(second.id, ['again@later.example']);
    await setMembers(first.id, []);
    await age(t.dataSource, orgId, 25 * HOUR_MS);
    await setMembers(first.id, ['again@later.example']);
    await drain();
    expect(recipients(smtp, 'later.example')).toEqual(Array(3).fill('again@later.example'));
  });

  it('cuts an attacker-length workspace name in the subject to 100 characters', async () => {
    const ws = await publishedWorkspace('N'.repeat(255));
    await setMembers(ws.id, ['subject@long.example']);
    await drain();
    const mail = smtp.messages.find((m) => m.envelopeTo.includes('subject@long.example'))!;
    expect(mail.subject).toBe(`You're invited to ${'N'.repeat(99)}…`);
    expect(mail.text).toContain('N'.repeat(255));
  });
});

describe('invitations to one address per organization a day (INVITATIONS_PER_RECIPIENT_PER_DAY=3)', () => {
  let t: TestApp;
  let smtp: SmtpCapture;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await bootTestApp({ SMTP_URL: smtp.url, OUTBOX_POLL_MS: '3600000', INVITATIONS_PER_RECIPIENT_PER_DAY: '3' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** Creates a published workspace with `emails` as members, then deletes it: the churn that evaded the daily rule. */
  async function churn(org: { orgId: string; key: string }, emails: string[]): Promise<void> {
    const api = apiAs(t, org.key);
    const templateId = (await insertTemplate(t, org.orgId)).id;
    const created = await api
      .post('/v1/workspaces', {
        name: 'Churn',
        templateId,
        autoPublishWorkspace: true,
        workspaceUsers: emails.map((email) => ({ email, role: 'viewer' })),
      })
      .expect(201);
    await api.delete(`/v1/workspaces/${created.body.data.workspace.id}`).expect(200);
  }

  it('sends 3 e-mails for 5 workspaces created and deleted with the same member, queuing nothing past the cap', async () => {
    const org = await t.newOrg();
    for (let i = 0; i < 5; i++)
      await churn(org, i === 4 ? ['victim@cap.example', 'other@cap.example'] : ['VICTIM@cap.example']);
    await t.app.get(OutboxWorker).drain();
    expect(recipients(smtp, 'cap.example').sort()).toEqual(
      [...Array(3).fill('victim@cap.example'), 'other@cap.example'].sort(),
    );
    const queued = await t.dataSource.manager.countBy(OutboxEmailEntity, { organizationId: org.orgId });
    expect(queued).toBe(4);
  });

  it('counts per organization, and again once the 24 hours have passed', async () => {
    const [first, second] = [await t.newOrg(), await t.newOrg()];
    for (let i = 0; i < 4; i++) await churn(first, ['someone@window.example']);
    await churn(second, ['someone@window.example']);
    await age(t.dataSource, first.orgId, 25 * HOUR_MS);
    await churn(first, ['someone@window.example']);
    await t.app.get(OutboxWorker).drain();
    expect(recipients(smtp, 'window.example')).toHaveLength(5);
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
