import { DataSource } from 'typeorm';
import { loadConfig } from '../../src/config/config.js';
import { buildDataSourceOptions } from '../../src/database/data-source-options.js';
import { enqueueEmail } from '../../src/mail/enqueue-email.js';
import { type FreshDatabase, freshDatabase } from '../support/app.js';
import { failInserts } from '../support/db-faults.js';
import { type Answer, type Client, apiClient } from '../support/faults.js';
import { type TestOidcProvider, startOidcProvider } from '../support/oidc-provider.js';
import { type ServerProcess, mintKey, startServer } from '../support/server-process.js';
import { type SmtpCapture, startSmtp } from '../support/smtp.js';
import { until } from '../support/until.js';

type Line = Record<string, unknown> & { req?: { id?: string }; requestId?: string; err?: Record<string, unknown> };

/** Planted values: none of them may ever appear in the log output. */
const EMAIL = 'planted.person@secret-mail.example';
const URL_TOKEN = 'urltoken0planted0value';
const BODY_SECRET = 'body-secret-planted-value';

/**
 * Issue 14, finding 10: the built server, logging everything (LOG_LEVEL=trace), is sent keys and e-mail addresses
 * in query strings, secrets in bodies, and writes that fail in the database (a 500 whose statement carries a fresh
 * webhook signing secret or an e-mail address); its whole log output holds none of them.
 */
describe('secrets in logs', () => {
  let db: FreshDatabase;
  let server: ServerProcess;
  let key: string;
  let api: Client;
  let provider: TestOidcProvider;

  beforeAll(async () => {
    db = await freshDatabase();
    provider = await startOidcProvider('http://127.0.0.1:1/unused');
    // The identity provider's issuer is on loopback: the development switch lets discovery reach it.
    server = await startServer({
      ...db.env,
      LOG_LEVEL: 'trace',
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      SECRETS_KEY: '7c'.repeat(32),
    });
    key = await mintKey(db.env);
    api = apiClient(server.base, key);
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await db?.drop();
    await provider?.close();
  });

  const lines = (): Line[] =>
    server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Line);

  /** The log lines of one request (its request line and any error line), once the request line is written. */
  async function linesOf(answer: Answer): Promise<Line[]> {
    const id = answer.headers.get('x-request-id');
    const mine = () => lines().filter((line) => line.req?.id === id || line.requestId === id);
    await until(`the request line of ${id} is written`, async () => mine().some((line) => line.req?.id === id));
    return mine();
  }

  it('the request log keeps the path and the names of query parameters, never their values', async () => {
    const query = `api_key=${key}&filters%5BuserEmail%5D=${encodeURIComponent(EMAIL)}&filters[name]=${BODY_SECRET}`;
    const answer = await api.send('GET', `/v1/workspaces?${query}`);
    // `api_key` is no parameter of the route (400); the request is logged all the same.
    expect(answer.status).toBe(400);
    const [line] = await linesOf(answer);
    expect(line.req).toMatchObject({
      method: 'GET',
      path: '/v1/workspaces',
      queryNames: ['api_key', 'filters[userEmail]', 'filters[name]'],
    });
    expect(JSON.stringify(line)).not.toMatch(new RegExp(`${key}|${EMAIL}|${BODY_SECRET}`));
  });

  it('a 500 from a failed insert logs the error without SQL parameters: no signing secret, no URL token', async () => {
    const restore = await failInserts(db.env, 'webhook_endpoint');
    const mark = server.output().length;
    let answer: Answer;
    try {
      answer = await api.send('POST', '/v1/webhook-endpoints', {
        url: `https://hooks.example.com/in?token=${URL_TOKEN}`,
        description: BODY_SECRET,
      });
    } finally {
      await restore();
    }
    expect(answer.status).toBe(500);
    const errorLine = (await linesOf(answer)).find((line) => line.msg === 'Unhandled error');
    expect(errorLine?.err).toEqual({
      type: 'QueryFailedError',
      code: expect.any(String),
      message: expect.stringContaining('injected fault'),
      stack: expect.stringContaining('QueryFailedError'),
    });
    expect(server.output().slice(mark)).not.toMatch(new RegExp(`whsec_|${URL_TOKEN}|${BODY_SECRET}|INSERT`));
  });

  it("an identity provider's client secret is in no log line, created or failing to insert", async () => {
    const body = {
      name: 'Okta',
      issuerUrl: provider.issuer,
      clientId: 'log-check',
      clientSecret: BODY_SECRET,
      allowedDomains: ['acme.example'],
    };
    const mark = server.output().length;
    const created = await api.send('POST', '/v1/identity-providers', body);
    expect(created.status).toBe(201);
    await linesOf(created);
    const restore = await failInserts(db.env, 'identity_provider');
    let failed: Answer;
    try {
      failed = await api.send('POST', '/v1/identity-providers', body);
    } finally {
      await restore();
    }
    expect(failed.status).toBe(500);
    await linesOf(failed);
    expect(server.output().slice(mark)).not.toMatch(new RegExp(`${BODY_SECRET}|INSERT`));
  });

  it('a 500 from a failed insert of a user logs no e-mail address and no name', async () => {
    const restore = await failInserts(db.env, 'app_user');
    const mark = server.output().length;
    let answer: Answer;
    try {
      answer = await api.send('POST', '/v1/users', { email: EMAIL, firstName: BODY_SECRET });
    } finally {
      await restore();
    }
    expect(answer.status).toBe(500);
    expect((await linesOf(answer)).map((line) => line.msg)).toEqual(
      expect.arrayContaining(['Unhandled error', 'request errored']),
    );
    expect(server.output().slice(mark)).not.toMatch(new RegExp(`${EMAIL}|${BODY_SECRET}`));
  });

  it('a refused body leaves none of its values in the log', async () => {
    const mark = server.output().length;
    const answer = await api.send('POST', '/v1/boards', { title: BODY_SECRET, icon: EMAIL, notAField: key });
    expect(answer.status).toBe(400);
    await linesOf(answer);
    expect(server.output().slice(mark)).not.toMatch(new RegExp(`${BODY_SECRET}|${EMAIL}`));
  });

  it('an invitation logged for lack of SMTP_URL shows its link but not the address', async () => {
    const template = await api.send('POST', '/v1/templates', { name: 'Log check' });
    const templateId = (template.body as { data: { template: { id: string } } }).data.template.id;
    const created = await api.send('POST', '/v1/workspaces', {
      name: 'Log check',
      templateId,
      autoPublishWorkspace: true,
      workspaceUsers: [{ email: EMAIL, role: 'viewer' }],
    });
    expect(created.status).toBe(201);
    await until('the invitation is logged', async () => server.output().includes('SMTP_URL not set'));
    const logged = server.output().slice(server.output().indexOf('SMTP_URL not set') - 200);
    expect(logged).toContain('/app/');
    expect(server.output()).not.toContain(EMAIL);
  });

  it('redacts addresses the API refuses from the path, the query names and the user agent', async () => {
    const leaks = ['pathleak2@example.c', 'pathleak3@ex.c0m', 'ualeak@example.c'];
    const answer = await fetch(`${server.base}/v1/users/pathleak2@example.c?pathleak3@ex.c0m=1`, {
      headers: { Authorization: `Bearer ${key}`, 'User-Agent': `probe/1.0 (o'ualeak@example.c)` },
    });
    await answer.text();
    const [line] = await linesOf({ status: answer.status, headers: answer.headers, body: {}, ms: 0 });
    expect(line.req).toMatchObject({
      path: '/v1/users/[email]',
      queryNames: ['[email]'],
      userAgent: 'probe/1.0 ([email])',
    });
    expect(server.output()).not.toMatch(new RegExp(leaks.map((leak) => leak.split('@')[0]).join('|')));
  });

  it('the whole log output holds no key, no signing secret and no e-mail address', () => {
    const output = server.output();
    expect(lines().length).toBeGreaterThan(10);
    expect(output).not.toMatch(/wsk_[0-9A-Za-z]{32}|whsec_[A-Za-z0-9+/]{8}|[\w.+-]+@[\w-]+\.[\w.-]+/);
  });
});

/**
 * Review of finding 10: a mail server that refuses recipients quotes them in its reply (`550 5.1.1 <a@example.c>`),
 * in forms the redaction pattern missed. The outbox worker now logs the reply's code and command only.
 */
describe('secrets in logs: an SMTP server refusing every recipient', () => {
  let db: FreshDatabase;
  let smtp: SmtpCapture;
  let server: ServerProcess;
  let api: Client;

  beforeAll(async () => {
    db = await freshDatabase();
    smtp = await startSmtp(0, { rejectRecipient: () => true });
    server = await startServer({ ...db.env, LOG_LEVEL: 'trace', SMTP_URL: smtp.url, OUTBOX_POLL_MS: '50' });
    api = apiClient(server.base, await mintKey(db.env));
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    await db?.drop();
  });

  /** Rows queued before validation refused such addresses: what the outbox may still hold. */
  async function queueStoredAddresses(addresses: string[]): Promise<void> {
    const dataSource = new DataSource(buildDataSourceOptions(loadConfig({ LOG_LEVEL: 'silent', ...db.env })));
    await dataSource.initialize();
    try {
      const [org] = (await dataSource.query('SELECT id FROM organization')) as { id: string }[];
      for (const to of addresses) {
        await enqueueEmail(dataSource.manager, { organizationId: org.id, to, subject: 'Hi', text: 'Hi', html: 'Hi' });
      }
    } finally {
      await dataSource.destroy();
    }
  }

  it('logs the refusal of each e-mail with its id and the SMTP code, never the address the reply quotes', async () => {
    const template = await api.expect(201, 'POST', '/v1/templates', { name: 'Refusals' });
    await api.expect(201, 'POST', '/v1/workspaces', {
      name: 'Refusals',
      templateId: (template.template as { id: string }).id,
      autoPublishWorkspace: true,
      workspaceUsers: [{ email: "o'leak5@example.com", role: 'viewer' }],
    });
    await queueStoredAddresses(['leakone@example.c', 'leaktwo@ex.c0m', 'le..ak4@example.com']);
    const refusals = () =>
      server
        .output()
        .match(/"E-mail \w+ refused for good, not retried: SMTP 5\d\d \(permanent\) at RCPT TO \[EENVELOPE\]"/g);
    await until('the four refusals are logged', async () => refusals()?.length === 4, 20_000);
    expect(server.output()).not.toMatch(/leakone|leaktwo|le\.\.ak4|o'|leak5|Mailbox unavailable/);
  });
});
