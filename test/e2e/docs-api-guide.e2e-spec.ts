import { readFileSync } from 'node:fs';
import request from 'supertest';
import type { AddressInfo } from 'node:net';
import { seedDemoIfEmpty } from '../../src/database/seed/demo-seed.js';
import { bootTestApp, type TestApp } from '../support/app.js';
import { type BlockResult, guideBlocks, runBlocks, withServer } from '../support/docs-guide.js';
import { freePort } from '../support/smtp.js';

const GUIDE = 'docs/api-guide.md';
const blocks = guideBlocks(readFileSync(GUIDE, 'utf8'));
/** The key npm start prints (the demo organization, full of sample data) and a new organization's key. */
const RUNS = ['demo', 'fresh'] as const;
type Run = (typeof RUNS)[number];

/**
 * docs/api-guide.md as a newcomer uses it: `npm start` on an empty database (demo data, one printed key), then every
 * shell block pasted in order into one terminal, with only BASE and KEY edited; then again with the key of a new,
 * empty organization, as the guide offers. Each curl must answer 2xx unless the block says otherwise
 * (`<!-- expect: 404 -->`), and every id the guide captures must have been found.
 */
describe(`${GUIDE}, pasted in order against a fresh server`, () => {
  let t: TestApp;
  const results: Record<Run, BlockResult[]> = { demo: [], fresh: [] };
  const keys: Partial<Record<Run, string>> = {};

  beforeAll(async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // No webhook delivery is attempted: the guide's receiver (hooks.example.com) is not ours to call.
    t = await bootTestApp({ PORT: String(port), PUBLIC_BASE_URL: base, WEBHOOK_POLL_MS: '3600000' });
    const quiet = { log: () => undefined };
    const demo = await seedDemoIfEmpty(t.dataSource, quiet, base);
    await t.app.listen(port, '127.0.0.1');
    expect((t.http.address() as AddressInfo).port).toBe(port);
    keys.demo = demo!.key;
    results.demo = await runBlocks(withServer(blocks, base, keys.demo), 60_000);
    // The key a reader makes for an organization of their own (npm run key -- create): nothing in it yet.
    keys.fresh = (await t.newOrg('Guide reader')).key;
    results.fresh = await runBlocks(withServer(blocks, base, keys.fresh), 60_000);
  }, 150_000);
  afterAll(() => t?.close());

  it('has shell blocks, the first setting BASE and KEY', () => {
    expect(blocks.length).toBeGreaterThan(20);
    expect(blocks[0].code).toMatch(/^BASE=/m);
    expect(blocks[0].code).toMatch(/^KEY=/m);
  });

  const cases = RUNS.flatMap((run) => blocks.map((block, n) => [run, block.line, n] as const));
  it.each(cases)(`with the %s key, runs the block at ${GUIDE}:%i`, (run, _line, n) => {
    const block = blocks[n];
    const result = results[run][n];
    const context = `\n--- block ---\n${block.code}\n--- output ---\n${result.output}`;
    const wanted = block.expect ?? [];
    const expected = result.statuses.map((status, i) => wanted[i] ?? wanted[0] ?? status);
    expect({ exit: result.exit, curlExits: result.curlExits, context }).toEqual({ exit: 0, curlExits: [], context });
    if (/\bcurl\b/.test(block.code)) expect(result.statuses.length).toBeGreaterThan(0);
    if (block.expect === null) {
      expect({ statuses: result.statuses.filter((s) => s < 200 || s > 299), context }).toEqual({
        statuses: [],
        context,
      });
    } else {
      expect({ statuses: result.statuses, context }).toEqual({ statuses: expected, context });
      if (block.expect.length > 1) expect(result.statuses).toHaveLength(block.expect.length);
    }
    for (const name of block.captures) {
      expect({ [name]: result.vars[name] }).toEqual({ [name]: expect.stringMatching(/^(?!null$).+/) });
    }
  });

  it.each(RUNS)('with the %s key, leaves nothing running: no webhook endpoint is left to deliver to', async (run) => {
    const res = await request(t.http).get('/v1/webhook-endpoints').set('Authorization', `Bearer ${keys[run]}`);
    expect({ status: res.status, endpoints: res.body.data?.webhookEndpoints }).toEqual({ status: 200, endpoints: [] });
  });

  it('warns of the rate limit with a request count the guide stays within, above the default limit', () => {
    const stated = /The guide makes about (\d+) requests/.exec(readFileSync(GUIDE, 'utf8'));
    const made = results.demo.reduce((sum, result) => sum + result.statuses.length, 0);
    expect(stated).not.toBeNull();
    expect(made).toBeGreaterThan(120);
    expect(made).toBeLessThanOrEqual(Number(stated![1]));
    expect(made).toBeGreaterThan(Number(stated![1]) * 0.85);
  });
});
