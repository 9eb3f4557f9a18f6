import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { WebhookWorker } from '../../src/webhooks/webhook.worker.js';
import { type Api, newOrgApi } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';
import { describeOn } from '../support/dialect.js';
import { freePort } from '../support/smtp.js';
import { until } from '../support/until.js';

const DOC = 'docs/api-conventions.md';

/** The first ```js block after `marker` in docs/api-conventions.md, as written. */
function jsBlockAfter(marker: string): string {
  const text = readFileSync(DOC, 'utf8');
  const at = text.indexOf(marker);
  if (at < 0) throw new Error(`${DOC}: no ${marker}`);
  const block = /^```js\n([\s\S]*?)^```$/m.exec(text.slice(at));
  if (!block) throw new Error(`${DOC}: no js block after ${marker}`);
  return block[1];
}

interface Receiver {
  child: ChildProcess;
  output: () => string;
}

/**
 * The two webhook receivers of docs/api-conventions.md (Standard Webhooks with `standardwebhooks` and express; Dock's
 * format with node:crypto) run as written, as ES modules under Node with the project's packages, and verify real
 * deliveries of this server: a delivery they accept answers 204, so it is `succeeded`; a tampered body is refused.
 * Only the port (4000) and the Dock example's TARGET_URL (the endpoint's url "exactly as registered") are replaced.
 * The receivers are the docs' subject, not the database: SQLite only.
 */
describeOn('sqlite')('the webhook receivers of docs/api-conventions.md', () => {
  let t: TestApp;
  let api: Api;
  let dir: string;
  const receivers: Receiver[] = [];

  beforeAll(async () => {
    t = await bootTestApp({
      // The receivers are on loopback: the development switch allows it.
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOK_RETRY_SCHEDULE: '3600',
      WEBHOOK_POLL_MS: '3600000',
    });
    ({ api } = await newOrgApi(t));
    dir = mkdtempSync(join(tmpdir(), 'docs-receivers-'));
    // The reader's project has express and standardwebhooks installed; here, the repository's.
    symlinkSync(resolve('node_modules'), join(dir, 'node_modules'));
  });

  afterAll(async () => {
    for (const { child } of receivers) if (child.exitCode === null) child.kill('SIGKILL');
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Saves `code` as `name` and runs it with `env`, until it listens on `port`. */
  async function runReceiver(name: string, code: string, port: number, env: Record<string, string>): Promise<void> {
    writeFileSync(join(dir, name), code);
    const child = spawn(process.execPath, [name], { cwd: dir, env: { PATH: process.env.PATH, ...env } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    receivers.push({ child, output: () => output });
    await until(`${name} listens`, async () => {
      if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}:\n${output}`);
      return fetch(`http://127.0.0.1:${port}/`).then(
        () => true,
        () => false,
      );
    });
  }

  /** A board created, the worker run once: the one delivery of board.created to `endpointId`. */
  async function deliverTo(
    endpointId: string,
  ): Promise<{ status: string; attemptLog: { statusCode: number | null }[] }> {
    await api.post('/v1/boards', { title: `Docs receiver ${endpointId}` }).expect(201);
    await t.app.get(WebhookWorker).drain();
    const deliveries = (await api.get(`/v1/webhook-endpoints/${endpointId}/deliveries`).expect(200)).body.data
      .webhookDeliveries as { eventType: string; status: string; attemptLog: { statusCode: number | null }[] }[];
    const created = deliveries.filter((delivery) => delivery.eventType === 'board.created');
    expect(created).toHaveLength(1);
    return created[0];
  }

  async function postRaw(url: string, body: string, headers: Record<string, string>): Promise<number> {
    return (await fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } }))
      .status;
  }

  it('the Standard Webhooks receiver (standardwebhooks, express) accepts a delivery and refuses a tampered one', async () => {
    const code = jsBlockAfter('**Verifying a delivery**');
    expect(code).toContain('app.listen(4000);');
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/workspaces`;
    const endpoint = (await api.post('/v1/webhook-endpoints', { url, eventTypes: ['board.created'] }).expect(201)).body
      .data.webhookEndpoint;
    await runReceiver('standard-receiver.mjs', code.replace('listen(4000)', `listen(${port})`), port, {
      WEBHOOK_SECRET: endpoint.secret,
    });

    expect(await deliverTo(endpoint.id)).toMatchObject({ status: 'succeeded', attemptLog: [{ statusCode: 204 }] });
    const now = Math.floor(Date.now() / 1000);
    const signed = { 'webhook-id': 'msg_1', 'webhook-timestamp': String(now), 'webhook-signature': 'v1,Zm9v' };
    expect(await postRaw(url, '{"type":"board.created"}', signed)).toBe(400);
  });

  it('the Dock-format receiver (node:crypto) accepts a delivery and refuses a tampered one', async () => {
    const code = jsBlockAfter('**Verifying a Dock-format delivery.**');
    expect(code).toContain('.listen(4000);');
    expect(code).toContain("const TARGET_URL = 'https://hooks.example.com/dock';");
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/dock`;
    const endpoint = (
      await api.post('/v1/webhook-endpoints', { url, format: 'dock', eventTypes: ['board.created'] }).expect(201)
    ).body.data.webhookEndpoint;
    const asRegistered = code
      .replace("'https://hooks.example.com/dock'", `'${url}'`)
      .replace('listen(4000)', `listen(${port})`);
    await runReceiver('dock-receiver.mjs', asRegistered, port, { DOCK_WEBHOOK_SECRET: endpoint.secret });

    expect(await deliverTo(endpoint.id)).toMatchObject({ status: 'succeeded', attemptLog: [{ statusCode: 204 }] });
    expect(await postRaw(url, '{"id":"forged"}', { 'x-dock-signature': '0'.repeat(64) })).toBe(401);
  });
});
