import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { type AddressObject, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { describeError } from '../logging/log-safety.js';
import { InboundReplies, Refusal } from './inbound-replies.service.js';

/** An SMTP answer carrying its code, as smtp-server sends it. */
const answer = (refusal: Refusal): Error =>
  Object.assign(new Error(refusal.message), { responseCode: refusal.responseCode });

/** The message, read to its end; null past `maxBytes` (the rest is read and dropped, never held). */
function bounded(stream: SMTPServerDataStream, maxBytes: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
    });
    stream.on('end', () => resolve(size <= maxBytes ? Buffer.concat(chunks) : null));
    stream.on('error', reject);
  });
}

const fromAddress = (from: AddressObject | undefined): string | null => from?.value[0]?.address ?? null;

/**
 * The inbound SMTP listener (INBOUND_SMTP_PORT, off by default), for replies to notifications: smtp-server speaks the
 * protocol; only our signed reply addresses are taken at RCPT TO, messages past INBOUND_MAX_BYTES are refused by SIZE
 * and while they stream, and each reply is posted before the server answers 250, so a failure is retried by the
 * sender's mail server (4xx) or bounced to them with the reason (5xx).
 */
@Injectable()
export class InboundSmtp implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('InboundSmtp');
  private server: SMTPServer | null = null;

  constructor(
    private readonly replies: InboundReplies,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The port it listens on (a test's port 0 becomes a real one); null when off. */
  port(): number | null {
    const address = this.server?.server.address();
    return address && typeof address === 'object' ? address.port : null;
  }

  async onApplicationBootstrap(): Promise<void> {
    const { port, host, maxBytes, replyDomain } = this.config.inboundMail;
    if (port === null) return;
    this.server = new SMTPServer({
      name: replyDomain,
      banner: 'replies to workspace notifications',
      size: maxBytes,
      authOptional: true,
      // Plain SMTP behind the MX or the balancer's TCP pass-through (docs/deployment.md); no accounts to log in to.
      disabledCommands: ['AUTH', 'STARTTLS'],
      maxClients: 100,
      // A reply goes to one address; a few allow a client that copies itself.
      maxRecipients: 5,
      socketTimeout: 30_000,
      closeTimeout: 5_000,
      logger: false,
      onRcptTo: (address, _session, callback) => {
        this.replies.recipient(address.address).then(
          () => callback(),
          (error: unknown) => callback(error instanceof Refusal ? answer(error) : this.failed(error)),
        );
      },
      onData: (stream, session, callback) => {
        this.received(stream, session).then(
          () => callback(null, 'Reply posted'),
          (error: unknown) => callback(error instanceof Refusal ? answer(error) : this.failed(error)),
        );
      },
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.server.once('error', reject);
      this.server!.listen(port, host, () => resolve());
    });
    this.logger.log(`Taking replies for @${replyDomain} on ${host}:${this.port()}`);
  }

  async onModuleDestroy(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async received(stream: SMTPServerDataStream, session: SMTPServerSession): Promise<void> {
    const raw = await bounded(stream, this.config.inboundMail.maxBytes);
    if (raw === null || stream.sizeExceeded) throw new Refusal(552, '5.3.4 Message too big');
    // Attachments are not kept: a reply is its text (the HTML part's, when the mail has no plain text).
    const mail = await simpleParser(raw, { skipImageLinks: true });
    const reply = { from: fromAddress(mail.from), messageId: mail.messageId ?? null, text: mail.text ?? '' };
    for (const rcpt of session.envelope.rcptTo) {
      const target = await this.replies.recipient(rcpt.address);
      await this.replies.take(target, reply);
    }
  }

  /** Anything but a refusal: logged without the mail, answered "try later". */
  private failed(error: unknown): Error {
    this.logger.error(`Reply not posted: ${describeError(error)}`);
    return Object.assign(new Error('4.3.0 Temporary failure; try again later'), { responseCode: 451 });
  }
}
