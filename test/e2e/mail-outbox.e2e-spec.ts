import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { In } from 'typeorm';
import { Db } from '../../src/database/db.service.js';
import { type OutgoingEmail, enqueueEmail } from '../../src/mail/enqueue-email.js';
import { OutboxEmailEntity } from '../../src/mail/outbox-email.entity.js';
import { OutboxWorker } from '../../src/mail/outbox.worker.js';
import { apiAs } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';
import { insertWorkspace } from '../support/factories/workspaces.js';
import { type SmtpCapture, freePort, startSmtp } from '../support/smtp.js';

const email = (to: string): OutgoingEmail => ({
  organizationId: 'org000000001',
  to,
  subject: `Hello ${to}`,
  text: `Text for ${to}`,
  html: `<p>HTML for ${to}</p>`,
});

async function queue(t: TestApp, ...mails: OutgoingEmail[]): Promise<string[]> {
  // One after the other: a transaction's statements share one connection.
  return t.app.get(Db).write(async (m) => {
    const ids: string[] = [];
    for (const mail of mails) ids.push(await enqueueEmail(m, mail));
    return ids;
  });
}

const rows = (t: TestApp, ids: string[]) =>
  t.dataSource.manager.find(OutboxEmailEntity, { where: { id: In(ids) }, order: { toAddress: 'ASC' } });

/** Moves rows' next attempt into the past: what waiting out the backoff would do, without the wait. */
const makeDue = (t: TestApp, ids: string[]) =>
  t.dataSource.manager.update(OutboxEmailEntity, { id: In(ids) }, { nextAttemptAt: '2000-01-01T00:00:00.000Z' });

describe('mail outbox while the SMTP server is down', () => {
  let t: TestApp;
  let port: number;
  let smtp: SmtpCapture | null = null;

  beforeAll(async () => {
    port = await freePort();
    t = await bootTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, OUTBOX_POLL_MS: '3600000' });
  });
  afterAll(async () => {
    await t.close();
    await smtp?.close();
  });

  const drain = () => t.app.get(OutboxWorker).drain();

  it('keeps a queued e-mail only when the transaction that queued it commits', async () => {
    const db = t.app.get(Db);
    await expect(
      db.write(async (m) => {
        await enqueueEmail(m, email('rolled-back@example.com'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.dataSource.manager.countBy(OutboxEmailEntity, { toAddress: 'rolled-back@example.com' })).toBe(0);
  });

  it('keeps retrying an e-mail however often the server was unreachable: an outage never parks it as dead', async () => {
    const [id] = await queue(t, email('patient@example.com'));
    await t.dataSource.manager.update(OutboxEmailEntity, { id }, { attempts: 40 });
    const before = Date.now();
    await drain();
    const [row] = await rows(t, [id]);
    expect(row).toMatchObject({ status: 'pending', attempts: 41, lockedUntil: null, sentAt: null });
    expect(Date.parse(row.nextAttemptAt) - before).toBeGreaterThanOrEqual(3_590_000);
    expect(Date.parse(row.nextAttemptAt) - before).toBeLessThanOrEqual(3_600_000 + 5_000);
    await t.dataSource.manager.delete(OutboxEmailEntity, { id });
  });

  it('reschedules a failed send with backoff and delivers it once the server is up', async () => {
    const [id] = await queue(t, email('retry@example.com'));
    const before = Date.now();
    await drain();
    const [failed] = await rows(t, [id]);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null, sentAt: null });
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    const wait = Date.parse(failed.nextAttemptAt) - before;
    expect(wait).toBeGreaterThanOrEqual(4_000);
    expect(wait).toBeLessThan(60_000);

    smtp = await startSmtp(port);
    await drain();
    expect(smtp.messages).toHaveLength(0);
    expect((await rows(t, [id]))[0].status).toBe('pending');

    await makeDue(t, [id]);
    await drain();
    expect(smtp.messages.map((m) => m.envelopeTo)).toEqual([['retry@example.com']]);
    expect(smtp.messages[0]).toMatchObject({ subject: 'Hello retry@example.com', text: 'Text for retry@example.com' });
    expect(smtp.messages[0].html).toBe('<p>HTML for retry@example.com</p>');
    const [sent] = await rows(t, [id]);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lockedUntil: null });
    expect(sent.sentAt).toEqual(expect.any(String));

    await drain();
    expect(smtp.messages).toHaveLength(1);
  });

  it('sends each e-mail once when several drains run at the same time', async () => {
    const to = ['a@example.com', 'b@example.com', 'c@example.com'];
    const ids = await queue(t, ...to.map(email));
    const before = smtp!.messages.length;
    const worker = t.app.get(OutboxWorker);
    await Promise.all([worker.drain(), worker.drain(), worker.drain()]);
    const received = smtp!.messages.slice(before).flatMap((m) => m.envelopeTo);
    expect(received.sort()).toEqual(to);
    expect((await rows(t, ids)).map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
  });
});

describe('mail outbox when the server refuses a recipient for good', () => {
  let t: TestApp;
  let smtp: SmtpCapture;

  beforeAll(async () => {
    smtp = await startSmtp(0, { rejectRecipient: (address) => address.startsWith('nobody@') });
    t = await bootTestApp({ SMTP_URL: smtp.url, OUTBOX_POLL_MS: '3600000' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('parks the refused e-mail as dead at once, keeping the row and the reason, and still sends the others', async () => {
    const ids = await queue(t, email('nobody@example.com'), email('somebody@example.com'));
    await t.app.get(OutboxWorker).drain();
    const [refused, sent] = await rows(t, ids);
    expect(refused).toMatchObject({ toAddress: 'nobody@example.com', status: 'dead', attempts: 1, sentAt: null });
    expect(refused.lastError).toMatch(/550/);
    expect(sent).toMatchObject({ toAddress: 'somebody@example.com', status: 'sent', attempts: 1 });
    await makeDue(t, ids);
    await t.app.get(OutboxWorker).drain();
    expect((await rows(t, ids))[0]).toMatchObject({ status: 'dead', attempts: 1 });
    expect(smtp.messages.map((m) => m.envelopeTo)).toEqual([['somebody@example.com']]);
  });
});

describe('mail outbox poller', () => {
  let t: TestApp;
  let smtp: SmtpCapture;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await bootTestApp({ SMTP_URL: smtp.url, OUTBOX_POLL_MS: '50' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers an invitation without anyone draining by hand', async () => {
    const org = await t.newOrg();
    const ws = await insertWorkspace(t, org.orgId, { published: true, publishedAt: new Date().toISOString() });
    await apiAs(t, org.key)
      .post('/v1/workspace-users', { email: 'polled@example.com', role: 'viewer', workspaceId: ws.id })
      .expect(200);
    const [mail] = await smtp.waitFor(1);
    expect(mail.envelopeTo).toEqual(['polled@example.com']);
    expect(mail.headers.get('message-id')).toMatch(/^<outbox-[0-9A-Za-z]{12}@localhost>$/);
  });
});

describe('mail outbox without SMTP_URL', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await bootTestApp({ OUTBOX_POLL_MS: '3600000' });
  });
  afterAll(() => t.close());

  it('writes the e-mail to the log, its address redacted, and marks it sent', async () => {
    const log = jest.spyOn(Logger.prototype, 'log');
    try {
      const [id] = await queue(t, email('logged@example.com'));
      await t.app.get(OutboxWorker).drain();
      expect((await rows(t, [id]))[0]).toMatchObject({ status: 'sent', attempts: 1 });
      const lines = log.mock.calls.map((call) => String(call[0]));
      expect(lines.some((line) => line.includes(id) && line.includes('Text for [email]'))).toBe(true);
      expect(lines.filter((line) => line.includes('logged@example.com'))).toEqual([]);
    } finally {
      log.mockRestore();
    }
  });
});
