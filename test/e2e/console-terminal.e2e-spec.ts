import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { describeOn } from '../support/dialect.js';
import { freePort } from '../support/smtp.js';
import { until } from '../support/until.js';

const MAIN = 'dist/src/main.js';
/** The terminal's size: small, so a few requests push the key box off it. */
const ROWS = 20;
const COLUMNS = 80;
const REMINDER =
  'The demo API key is in the box above (scroll up). Another key: npm run key -- create --org "Demo Company"';

/**
 * The first start as a newcomer sees it on a terminal: the built server under util-linux `script` (a pseudo-terminal
 * of 20 rows and 80 columns, bsdutils being in every Debian), on a new SQLite file. Readable lines, not JSON; the key
 * box whole; and once request lines have pushed the key off the screen, one line pointing at it (never the key).
 * Ctrl-C on the terminal stops the server as SIGINT does. It is about the console, not the database: SQLite only.
 */
describeOn('sqlite')('the first start on a terminal', () => {
  let dir: string;
  let terminal: ChildProcess;
  let port: number;
  let output = '';
  const screen = (): string => stripVTControlCharacters(output.replaceAll('\r', ''));

  beforeAll(async () => {
    if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run npm run build (npm test does it first)`);
    dir = mkdtempSync(join(tmpdir(), 'console-terminal-'));
    port = await freePort();
    terminal = spawn(
      'script',
      ['-qfec', `stty rows ${ROWS} cols ${COLUMNS}; exec "${process.execPath}" ${MAIN}`, '/dev/null'],
      {
        env: {
          PATH: process.env.PATH,
          SHELL: '/bin/sh',
          TERM: 'xterm-256color',
          HOST: '127.0.0.1',
          PORT: String(port),
          SQLITE_PATH: join(dir, 'app.sqlite'),
          LOG_LEVEL: 'info',
        },
        // stdin stays open: script ends when its input does, and Ctrl-C goes through it.
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    terminal.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    terminal.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await until('the key box is shown', async () => /└─+┘\n/.test(screen()), 60_000);
  }, 90_000);

  afterAll(async () => {
    if (terminal.exitCode === null) terminal.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('shows readable start lines, then the key box whole, within 80 columns', () => {
    const lines = screen().trimEnd().split('\n');
    expect(lines.filter((line) => line.startsWith('{'))).toEqual([]);
    expect(lines.some((line) => /^\[\d\d:\d\d:\d\d\] INFO: Listening on 127\.0\.0\.1:\d+: API /.test(line))).toBe(true);
    const box = lines.slice(lines.findIndex((line) => line.startsWith('┌')));
    expect(box.at(-1)).toMatch(/^└─+┘$/);
    expect(box.every((line) => line.length <= COLUMNS && /^[┌│└]/.test(line))).toBe(true);
    expect(box.join('\n')).toMatch(/│ {3}wsk_[0-9A-Za-z]{32} +│/);
  });

  it('points at the key box once request lines have pushed the key off the screen, without the key', async () => {
    const afterBox = (): string[] =>
      screen()
        .split(/└─+┘\n/)[1]
        .split('\n');
    // Below the key's line: 9 rows (see demo-banner.spec.ts); one request line each.
    for (let request = 1; request <= ROWS - 9 - 1; request++) {
      await fetch(`http://127.0.0.1:${port}/v1/status`);
      await until(
        'the request line',
        async () => afterBox().filter((l) => l.includes('GET /v1/status')).length === request,
      );
    }
    expect(screen()).not.toContain(REMINDER);
    await fetch(`http://127.0.0.1:${port}/v1/status`);
    await until('the reminder', async () => screen().includes(REMINDER));
    for (let request = 0; request < 5; request++) await fetch(`http://127.0.0.1:${port}/v1/status`);
    await until('the later lines', async () => afterBox().filter((l) => l.includes('GET /v1/status')).length === 16);

    const lines = afterBox();
    expect(lines.filter((line) => line.includes(REMINDER))).toHaveLength(1);
    expect(lines.join('\n')).not.toMatch(/wsk_/);
    const request = lines.find((line) => line.includes('GET /v1/status'));
    expect(request).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/v1\/status 200 \d+ ms$/);
  });

  it('logs a file of Swagger UI under the path it was asked at', async () => {
    await fetch(`http://127.0.0.1:${port}/docs/swagger-ui.css`);
    await until('its line', async () => /INFO: GET \/docs\/swagger-ui\.css 200 \d+ ms\n/.test(screen()));
  });

  it('stops on Ctrl-C, as on SIGINT, with exit code 0', async () => {
    const exited = new Promise<number | null>((resolve) => terminal.once('exit', (code) => resolve(code)));
    terminal.stdin!.write('\u0003');
    expect(await exited).toBe(0);
    expect(screen()).toContain('SIGINT received, shutting down');
  });
});
