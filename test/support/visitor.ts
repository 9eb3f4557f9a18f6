import request from 'supertest';
import type { TestApp } from './app.js';
import { drainOutbox } from './mail-app.js';
import type { SmtpCapture } from './smtp.js';
import { until } from './until.js';

type Fields = Record<string, string | readonly string[]>;

/**
 * A browser on the published workspace, as far as the server can tell: it keeps the cookies it is given (by name,
 * whatever their path under /app) and sends forms as browsers do (application/x-www-form-urlencoded).
 */
export class Visitor {
  private readonly jar = new Map<string, string>();

  /** An app in this process, or a server process by its base address (`{ http: 'http://127.0.0.1:…' }`). */
  constructor(private readonly t: { http: TestApp['http'] | string }) {}

  /** GET, expecting `status` (a failed expectation shows the page's text). */
  async get(path: string, status?: number, headers: Record<string, string> = {}): Promise<request.Response> {
    const res = await request(this.t.http)
      .get(path)
      .set({ ...this.cookieHeader(), ...headers });
    return this.checked(this.keep(res), status);
  }

  /** HEAD, as link checkers and unfurlers send it, expecting `status`. */
  async head(path: string, status?: number): Promise<request.Response> {
    const res = await request(this.t.http).head(path).set(this.cookieHeader());
    return this.checked(this.keep(res), status);
  }

  /** POST of a form, expecting `status`. */
  async post(
    path: string,
    fields: Fields,
    status?: number,
    headers: Record<string, string> = {},
  ): Promise<request.Response> {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) {
      for (const one of typeof value === 'string' ? [value] : value) body.append(name, one);
    }
    const res = await request(this.t.http)
      .post(path)
      .set({ 'Content-Type': 'application/x-www-form-urlencoded', ...this.cookieHeader(), ...headers })
      .send(body.toString());
    return this.checked(this.keep(res), status);
  }

  /** POST of a multipart body (a file form: `multipartForm`), expecting `status`. */
  async postMultipart(
    path: string,
    form: { body: Buffer; type: string },
    status?: number,
    headers: Record<string, string> = {},
  ): Promise<request.Response> {
    const res = await request(this.t.http)
      .post(path)
      .set({ 'Content-Type': form.type, ...this.cookieHeader(), ...headers })
      .send(form.body);
    return this.checked(this.keep(res), status);
  }

  private checked(res: request.Response, status: number | undefined): request.Response {
    if (status !== undefined && res.status !== status) {
      throw new Error(`expected ${status}, got ${res.status}: ${res.text.slice(0, 2000)}`);
    }
    return res;
  }

  cookie(name: string): string | undefined {
    return this.jar.get(name);
  }

  forget(name: string): void {
    this.jar.delete(name);
  }

  cookieHeader(): Record<string, string> {
    if (this.jar.size === 0) return {};
    return { Cookie: [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ') };
  }

  private keep(res: request.Response): request.Response {
    const set = res.headers['set-cookie'] as unknown as string[] | undefined;
    for (const line of set ?? []) {
      const [pair] = line.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      if (/Max-Age=0/i.test(line) || value === '') this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return res;
  }
}

/**
 * A multipart/form-data body as a browser sends a file form: the part `file` with its bytes. `disposition` replaces
 * the part's filename parameter (`filename*=UTF-8''…` for names a plain parameter cannot carry).
 */
export function multipartForm(
  bytes: Buffer,
  { filename = 'file.bin', disposition }: { filename?: string; disposition?: string } = {},
): { body: Buffer; type: string } {
  const boundary = '----VisitorFormBoundary7MA4YWxkTrZu0gW';
  const param = disposition ?? `filename="${filename}"`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; ${param}\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head, 'utf8'), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

/** The form token a page carries. */
export function csrfOf(html: string): string {
  const match = /name="csrf" value="([^"]+)"/.exec(html);
  if (!match) throw new Error('no form token on the page');
  return match[1];
}

/** The path of a URL (workspaceUrl, a sign-in link). */
export const pathOf = (url: string): string => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

/** The sign-in link of a sign-in e-mail. */
export function signInLinkOf(text: string): string {
  const match = /(https?:\/\/\S+\/sign-in\?token=[A-Za-z0-9_-]+(?:&next=[A-Za-z0-9%_-]+)?)/.exec(text);
  if (!match) throw new Error('no sign-in link in the e-mail');
  return match[1];
}

/**
 * Signs `visitor` in to the workspace at `path` as `email` (a member) the way a browser does: the form, the e-mailed
 * link (an app in this process has its outbox drained to `smtp`; a server process's own outbox poller sends it), its
 * "Continue" button.
 */
export async function signInByLink(
  t: TestApp | { http: string },
  smtp: SmtpCapture,
  visitor: Visitor,
  path: string,
  email: string,
): Promise<void> {
  const form = await visitor.get(`${path}/sign-in`, 200);
  const sent = smtp.messages.length;
  await visitor.post(`${path}/sign-in`, { csrf: csrfOf(form.text), email }, 200);
  let link: string | undefined;
  await until(`a sign-in e-mail to ${email}`, async () => {
    if ('app' in t) await drainOutbox(t);
    // Not the invitation, which may leave in the same drain.
    const mail = smtp.messages
      .slice(sent)
      .find((m) => m.envelopeTo.includes(email) && /\/sign-in\?token=/.test(m.text));
    link = mail && signInLinkOf(mail.text);
    return link !== undefined;
  });
  const confirm = await visitor.get(pathOf(link!), 200);
  const token = /name="token" value="([^"]+)"/.exec(confirm.text)![1];
  await visitor.post(`${path}/sign-in/confirm`, { csrf: csrfOf(confirm.text), token }, 303);
}
