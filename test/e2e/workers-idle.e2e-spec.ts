import type { EntitySubscriberInterface } from 'typeorm';
import { Db } from '../../src/database/db.service.js';
import { enqueueEmail } from '../../src/mail/enqueue-email.js';
import { OutboxWorker } from '../../src/mail/outbox.worker.js';
import { WebhookWorker } from '../../src/webhooks/webhook.worker.js';
import { type TestApp, bootTestApp } from '../support/app.js';

/**
 * The outbox and webhook workers poll every second. With nothing due a poll is one read: on SQLite a write
 * transaction takes the file's write lock, and while another process held it an idle poll waited out the busy
 * timeout ahead of the requests queued behind it.
 */
describe('background workers with nothing due', () => {
  let t: TestApp;
  let transactions = 0;

  beforeAll(async () => {
    // Polled by hand below (drain), so the test sees every poll.
    t = await bootTestApp({ OUTBOX_POLL_MS: '3600000', WEBHOOK_POLL_MS: '3600000' });
    const counter: EntitySubscriberInterface = { beforeTransactionStart: () => void (transactions += 1) };
    t.dataSource.subscribers.push(counter);
  });
  afterAll(() => t.close());

  it('poll without opening a write transaction', async () => {
    transactions = 0;
    await t.app.get(OutboxWorker).drain();
    await t.app.get(WebhookWorker).drain();
    expect(transactions).toBe(0);
  });

  it('still claim what is due in a transaction and send it', async () => {
    await t.app.get(Db).write((m) =>
      enqueueEmail(m, {
        organizationId: 'org000000001',
        to: 'due@example.com',
        subject: 'Due',
        text: 'Due now',
        html: '<p>Due now</p>',
      }),
    );
    transactions = 0;
    await t.app.get(OutboxWorker).drain();
    expect(transactions).toBeGreaterThan(0);
    const [row] = await t.dataSource.query(`SELECT status FROM outbox_email WHERE to_address = 'due@example.com'`);
    expect(row.status).toBe('sent');
  });
});
