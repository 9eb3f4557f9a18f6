import { type AddressInfo, createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the in-process SMTP server received it, with its text and HTML parts decoded. */
export interface CapturedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  headers: Map<string, string>;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface SmtpCapture {
  port: number;
  url: string;
  messages: CapturedMail[];
  /** Resolves once `count` messages have arrived, or rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<CapturedMail[]>;
  close(): Promise<void>;
}

/** A port nothing listens on right now: an SMTP_URL that refuses connections until a server is started there. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export interface SmtpOptions {
  /** Recipients refused for good at RCPT TO with "550 5.1.1 <address>: Mailbox unavailable" (quoted, as Postfix does). */
  rejectRecipient?: (address: string) => boolean;
}

/** Starts a capturing SMTP server on 127.0.0.1 (plain text, no auth), on `port` or a free one. */
export async function startSmtp(port = 0, options: SmtpOptions = {}): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!options.rejectRecipient?.(address.address)) return callback();
      callback(Object.assign(new Error(`5.1.1 <${address.address}>: Mailbox unavailable`), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const from = session.envelope.mailFrom;
        messages.push({
          ...parseMail(raw),
          envelopeFrom: from ? from.address : '',
          envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actual = (server.server.address() as AddressInfo).port;
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    messages,
    async waitFor(count, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} e-mails, received ${messages.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

/** Minimal MIME reading for what nodemailer writes: headers, multipart nesting, quoted-printable and base64. */
export function parseMail(raw: string): Pick<CapturedMail, 'headers' | 'subject' | 'text' | 'html'> {
  const root = splitPart(raw.replace(/\r\n/g, '\n'));
  const leaves = flatten(root);
  const leaf = (type: string) => leaves.find((part) => contentType(part).startsWith(type));
  const text = leaf('text/plain');
  const html = leaf('text/html');
  return {
    headers: root.headers,
    subject: decodeWords(root.headers.get('subject') ?? ''),
    text: text ? decodeBody(text) : '',
    html: html ? decodeBody(html) : '',
  };
}

function splitPart(source: string): Part {
  const end = source.indexOf('\n\n');
  const head = end === -1 ? source : source.slice(0, end);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end === -1 ? '' : source.slice(end + 2) };
}

const contentType = (part: Part): string => (part.headers.get('content-type') ?? 'text/plain').toLowerCase();

function flatten(part: Part): Part[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(part.headers.get('content-type') ?? '')?.[1];
  if (!contentType(part).startsWith('multipart/') || !boundary) return [part];
  const sections = part.body.split(`--${boundary}`).slice(1);
  return sections
    .filter((section) => !section.startsWith('--'))
    .flatMap((section) => flatten(splitPart(section.replace(/^\n/, ''))));
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const body = part.body.replace(/\n$/, '');
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`), adjacent words joined without the space. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_all, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}
