import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Api, apiAt } from '../support/api.js';
import { type FreshDatabase, freshDatabase } from '../support/app.js';
import { ProcessClock } from '../support/process-clock.js';
import { type ServerProcess, mintKey, startServer } from '../support/server-process.js';

const DAY_MS = 86_400_000;

/**
 * The test-only clock of server processes (test/support/process-clock.ts): a process started with it dates what it
 * writes on the clock, moved while it runs; one started without it keeps the real date; the product has none of it.
 */
describe('server processes on a test clock', () => {
  let db: FreshDatabase;
  const clock = new ProcessClock(Date.parse('2031-03-04T05:06:07Z'));
  let moved: ServerProcess;
  let real: ServerProcess;
  let onMoved: Api;
  let onReal: Api;

  beforeAll(async () => {
    db = await freshDatabase();
    moved = await startServer(db.env, { clock });
    real = await startServer(db.env);
    const key = await mintKey(db.env, 'Clocked Inc');
    onMoved = apiAt(moved.base, key);
    onReal = apiAt(real.base, key);
  }, 60_000);
  afterAll(async () => {
    await moved?.stop();
    await real?.stop();
    await db?.drop();
  });

  const createdAt = async (api: Api): Promise<number> =>
    Date.parse((await api.post('/v1/templates', { name: 'Dated' }).expect(201)).body.data.template.createdAt);

  it("dates a write on the clock, and a move applies to the process's next write", async () => {
    const first = await createdAt(onMoved);
    expect(Math.abs(first - clock.now())).toBeLessThan(60_000);
    expect(new Date(first).toISOString().slice(0, 10)).toBe('2031-03-04');
    await clock.advance(2 * DAY_MS);
    expect(new Date(await createdAt(onMoved)).toISOString().slice(0, 10)).toBe('2031-03-06');
    await clock.set(Date.parse('2030-01-01T00:00:00Z'));
    expect(new Date(await createdAt(onMoved)).toISOString().slice(0, 10)).toBe('2030-01-01');
  });

  it('leaves a process started without it on the real date', async () => {
    expect(Math.abs((await createdAt(onReal)) - Date.now())).toBeLessThan(60_000);
  });

  it('is not in the product: no built file of the server names it', () => {
    const built = readdirSync('dist/src', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
    expect(built.length).toBeGreaterThan(100);
    const naming = built.filter((file) =>
      /TEST_CLOCK|process-clock/.test(readFileSync(join('dist/src', file), 'utf8')),
    );
    expect(naming).toEqual([]);
  });
});
