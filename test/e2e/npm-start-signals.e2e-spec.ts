import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { type FreshDatabase, freshDatabase } from '../support/app.js';
import { freePort } from '../support/smtp.js';
import { until } from '../support/until.js';

const MAIN = 'dist/src/main.js';
const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;

/**
 * `npm start` runs its script through a shell, which does not pass signals on to the commands it runs: without
 * `exec`, SIGTERM to the npm process stopped npm and left the server running, orphaned. The scripts replace the shell
 * with node, so the signal npm forwards reaches the server, which drains and exits.
 */
describe('npm start and signals', () => {
  let db: FreshDatabase;
  let npm: ChildProcess | undefined;

  beforeAll(async () => {
    if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run npm run build (npm test does it first)`);
    db = await freshDatabase();
  });

  afterAll(async () => {
    if (npm && npm.exitCode === null) npm.kill('SIGKILL');
    await db.drop();
  });

  it('start and start:prod end by replacing the shell with the server (the build is start’s only other step)', () => {
    expect(scripts['start:prod']).toBe(`exec node ${MAIN}`);
    expect(scripts.start).toBe(`node scripts/build-if-stale.mjs && ${scripts['start:prod']}`);
  });

  it('SIGTERM to the npm process stops the server it started, which drains and exits with 0', async () => {
    const port = await freePort();
    let output = '';
    npm = spawn('npm', ['run', '-s', 'start:prod'], {
      env: { ...process.env, ...db.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    npm.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    npm.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await until('the server listens', async () => /Listening on /.test(output), 30_000);

    const exited = new Promise<number | null>((resolve) => npm!.once('exit', (code) => resolve(code)));
    npm.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('SIGTERM received, shutting down');
    // Nothing listens any more: the server went with npm instead of staying behind.
    await expect(fetch(`http://127.0.0.1:${port}/v1/status`)).rejects.toThrow();
  });
});
