import { OutboxWorker } from '../../src/mail/outbox.worker.js';
import { type TestApp, bootTestApp } from './app.js';
import { type SmtpCapture, startSmtp } from './smtp.js';

/** APP_BASE_URL of the suites that read invitations: the workspace links in them point there. */
export const APP = 'https://app.example.test/app';

/**
 * An app whose e-mail goes to a capturing SMTP server and leaves the outbox only when the test drains it (the
 * poller waits an hour), so what is sent is deterministic. Closing the app closes the SMTP server too.
 */
export async function bootWithSmtp(env: Record<string, string> = {}): Promise<{ t: TestApp; smtp: SmtpCapture }> {
  const smtp = await startSmtp();
  const app = await bootTestApp({ SMTP_URL: smtp.url, OUTBOX_POLL_MS: '3600000', APP_BASE_URL: APP, ...env });
  const close = async () => {
    await app.close();
    await smtp.close();
  };
  return { t: { ...app, close }, smtp };
}

/** Sends what the outbox holds now (the poller would, an hour later). */
export const drainOutbox = (t: TestApp): Promise<void> => t.app.get(OutboxWorker).drain();
