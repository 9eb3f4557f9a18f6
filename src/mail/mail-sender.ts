import type { LoggerService } from '@nestjs/common';
import { redactText } from '../logging/log-safety.js';
import { createTransport } from 'nodemailer';
import type { AppConfig } from '../config/config.js';
import type { OutboxEmailEntity } from './outbox-email.entity.js';

/** Delivers one queued e-mail or throws; the outbox worker owns retries. */
export interface MailSender {
  send(email: OutboxEmailEntity): Promise<void>;
  close(): void;
}

/** Message-ID derived from the outbox row, so a message resent after a crash can be recognised as the same one. */
function messageId(email: OutboxEmailEntity, mailFrom: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'localhost';
  return `<outbox-${email.id}@${domain}>`;
}

/** SMTP over SMTP_URL, or, without one, the log: a bare machine still shows what would have been sent. */
export function createMailSender(config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'>, logger: LoggerService): MailSender {
  if (!config.smtpUrl) {
    return {
      send: async (email) => {
        // The text still shows the workspace link to follow; addresses, also inside the text, never reach the log.
        logger.log(redactText(`E-mail ${email.id} (SMTP_URL not set, not sent): ${email.subject}\n${email.textBody}`));
      },
      close: () => undefined,
    };
  }
  const transport = createTransport({
    url: config.smtpUrl,
    // One reused connection: the worker sends one message at a time, and a new connection per message would cost
    // a TCP and SMTP handshake each (a failed connection is replaced for the next message).
    pool: true,
    maxConnections: 1,
    maxMessages: 100,
    // Bounded waits: a hung server must fail the attempt well within the claim's lease.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    send: async (email) => {
      await transport.sendMail({
        from: config.mailFrom,
        to: email.toAddress,
        subject: email.subject,
        text: email.textBody,
        html: email.htmlBody,
        messageId: messageId(email, config.mailFrom),
        ...(email.headers && { headers: JSON.parse(email.headers) as Record<string, string> }),
      });
    },
    close: () => transport.close(),
  };
}
