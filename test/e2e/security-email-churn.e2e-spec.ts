import { OutboxEmailEntity } from '../../src/mail/outbox-email.entity.js';
import { type Api, apiAs } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { insertTemplate } from '../support/factories/templates.js';
import { insertWorkspace } from '../support/factories/workspaces.js';
import { bootWithSmtp, drainOutbox } from '../support/mail-app.js';
import { HOUR_MS, ageOutbox as age, recipients } from '../support/outbox.js';
import type { SmtpCapture } from '../support/smtp.js';

describe('one invitation per workspace and address a day, whatever the remove/re-add churn', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let api: Api;
  let orgId: string;

  beforeAll(async () => {
    ({ t, smtp } = await bootWithSmtp());
    const org = await t.newOrg();
    orgId = org.orgId;
    api = apiAs(t, org.key);
  });
  afterAll(() => t.close());

  const drain = () => drainOutbox(t);
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

  beforeAll(async () => ({ t, smtp } = await bootWithSmtp({ INVITATIONS_PER_RECIPIENT_PER_DAY: '3' })));
  afterAll(() => t.close());

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
    await drainOutbox(t);
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
    await drainOutbox(t);
    expect(recipients(smtp, 'window.example')).toHaveLength(5);
  });
});
