import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config/config.js';
import { LEASE_MS } from '../../src/mail/outbox.repository.js';
import { type FreshDatabase, freshDatabase } from '../support/app.js';
import {
  DEPLOYMENT_DOC,
  PORTABLE_ENV_LINE,
  deploymentDoc,
  envLines,
  fencedBlocks,
  timeSpanMs,
  unitDirectives,
} from '../support/deployment-doc.js';

const SYSTEMD_ANALYZE = '/usr/bin/systemd-analyze';
const ENV_FILE = '/etc/workspace-collab-api.env';
const NODE = '/usr/bin/node';
/** The key commands of the page: run as the service's user with its environment file. */
const KEY_COMMAND = /^sudo -u (\S+) sh -c '(.+)'$/;

const doc = deploymentDoc();
const [unit, template] = fencedBlocks(doc, 'ini');
const [envFile] = fencedBlocks(doc, 'dotenv');
const service = (text: string) => unitDirectives(text).Service ?? {};
const shellLines = fencedBlocks(doc, 'bash').flatMap((block) => block.split('\n'));

/** The values `sh` gives the environment file's variables (`set -a; . file`), on top of an empty environment. */
function sourced(file: string, names: readonly string[]): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'wsapi-env-'));
  try {
    writeFileSync(join(dir, 'app.env'), file);
    const script = `set -a && . ${join(dir, 'app.env')} && exec "${process.execPath}" -e 'process.stdout.write(JSON.stringify(process.env))'`;
    const run = spawnSync('sh', ['-c', script], { env: {}, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`sh could not read the environment file: ${run.stderr}`);
    const env = JSON.parse(run.stdout) as Record<string, string>;
    return Object.fromEntries(Object.entries(env).filter(([name]) => names.includes(name)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What systemd reads from a line of the portable form: the value with its double quotes, if any, removed. */
const systemdValue = (line: string): [string, string] => {
  const [name, value] = [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)];
  return [name, value.startsWith('"') ? value.slice(1, -1) : value];
};

describe(`${DEPLOYMENT_DOC}: the systemd units and the environment file`, () => {
  it('shows a unit and a template unit, and one environment file', () => {
    expect([unit, template, envFile].every((block) => block !== undefined)).toBe(true);
    expect(fencedBlocks(doc, 'ini')).toHaveLength(2);
  });

  const analyze = existsSync(SYSTEMD_ANALYZE);
  (analyze ? it : it.skip)(
    `passes systemd-analyze verify, both units${analyze ? '' : ` (skipped: ${SYSTEMD_ANALYZE} is not installed)`}`,
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'wsapi-units-'));
      try {
        // verify checks that ExecStart's program exists: the test's node where /usr/bin/node is not there.
        const here = (text: string) => (existsSync(NODE) ? text : text.replaceAll(NODE, process.execPath));
        writeFileSync(join(dir, 'workspace-collab-api.service'), here(unit));
        writeFileSync(join(dir, 'workspace-collab-api@.service'), here(template));
        const names = ['workspace-collab-api.service', 'workspace-collab-api@3001.service'];
        const run = spawnSync(SYSTEMD_ANALYZE, ['verify', ...names.map((name) => join(dir, name))], {
          encoding: 'utf8',
        });
        // verify reports a directive it cannot parse on stderr and still exits 0: both must be clean.
        expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it('runs node on the build directly, restarts on failure, and stops with SIGTERM within a longer TimeoutStopSec', () => {
    const directives = service(unit);
    expect(directives).toMatchObject({
      Type: ['exec'],
      ExecStart: [`${NODE} dist/src/main.js`],
      WorkingDirectory: ['/opt/workspace-collab-api/current'],
      EnvironmentFile: [ENV_FILE],
      Environment: ['PORT=3000'],
      User: ['workspace-collab-api'],
      Restart: ['on-failure'],
      KillSignal: ['SIGTERM'],
    });
    expect(existsSync('dist/src/main.js')).toBe(true);
    // The longest drain with the default settings: a request still arriving, webhook attempts, the e-mail batch.
    const config = loadConfig({});
    const drainMs = config.http.requestTimeoutMs + config.webhookTimeoutMs + LEASE_MS;
    expect(timeSpanMs(directives.TimeoutStopSec[0])).toBeGreaterThan(drainMs);
    expect(doc).toContain(`**${drainMs / 1000} s**`);
  });

  it('hardens the service: read-only system, a state directory of its own, no privileges to gain', () => {
    expect(service(unit)).toMatchObject({
      NoNewPrivileges: ['yes'],
      ProtectSystem: ['strict'],
      ProtectHome: ['yes'],
      PrivateTmp: ['yes'],
      PrivateDevices: ['yes'],
      CapabilityBoundingSet: [''],
      StateDirectory: ['workspace-collab-api'],
    });
    // V8's JIT needs writable and executable memory.
    expect(service(unit).MemoryDenyWriteExecute).toBeUndefined();
    // The SQLite file the page suggests is in the state directory, the one place the service may write.
    expect(doc).toContain('`SQLITE_PATH=/var/lib/workspace-collab-api/app.sqlite`');
  });

  it('gives the template the unit, but for its description and the port taken from the instance name', () => {
    const differing = /^(Description|Environment=PORT)=/;
    const rest = (text: string) => text.split('\n').filter((line) => !differing.test(line));
    expect(rest(template)).toEqual(rest(unit));
    expect(service(template).Environment).toEqual(['PORT=%i']);
    expect(unitDirectives(template).Unit.Description[0]).toContain('%i');
  });

  it('writes the environment file so that systemd and sh read the same values, which the server accepts', () => {
    const lines = envLines(envFile);
    expect(lines.filter((line) => !PORTABLE_ENV_LINE.test(line))).toEqual([]);
    const systemd = Object.fromEntries(lines.map(systemdValue));
    const values = sourced(envFile, Object.keys(systemd));
    expect(values).toEqual(systemd);
    // No PORT: it would override each unit's (EnvironmentFile= wins over Environment=).
    expect(values.PORT).toBeUndefined();
    expect(Object.keys(values)).toEqual(
      expect.arrayContaining(['DATABASE_URL', 'REDIS_URL', 'PUBLIC_BASE_URL', 'SMTP_URL', 'METRICS_TOKEN']),
    );
    expect(() => loadConfig(values)).not.toThrow();
    expect(loadConfig(values).http.trustProxy).toEqual(['127.0.0.1']);
  });

  describe('the key commands, run as the page shows them', () => {
    let db: FreshDatabase;
    let dir: string;
    beforeAll(async () => {
      db = await freshDatabase();
      dir = mkdtempSync(join(tmpdir(), 'wsapi-keys-'));
    });
    afterAll(async () => {
      rmSync(dir, { recursive: true, force: true });
      await db.drop();
    });

    it('installs the file the unit reads and runs the commands in the directory the unit runs in', () => {
      expect(shellLines).toContain(
        `sudo install -m 0640 -o root -g workspace-collab-api workspace-collab-api.env ${ENV_FILE}`,
      );
      const commands = shellLines.flatMap((line, i) => (KEY_COMMAND.test(line) ? [i] : []));
      expect(commands.length).toBeGreaterThanOrEqual(2);
      for (const i of commands) {
        expect(shellLines[i - 1]).toBe(`cd ${service(unit).WorkingDirectory[0]}`);
        expect(KEY_COMMAND.exec(shellLines[i])?.[1]).toBe(service(unit).User[0]);
      }
      for (const block of fencedBlocks(doc, 'bash')) {
        expect(spawnSync('bash', ['-n'], { input: block, encoding: 'utf8' }).stderr).toBe('');
      }
    });

    it('creates a key and lists them with the environment file, on a fresh database', () => {
      // The page's file, pointed at the test's database: DATABASE_URL (and its schema), or SQLITE_PATH.
      const database = Object.entries(db.env).map(([name, value]) => `${name}=${value}`);
      const file = [...envLines(envFile).filter((line) => !line.startsWith('DATABASE_URL=')), ...database].join('\n');
      writeFileSync(join(dir, 'app.env'), `${file}\n`);
      const outputs = shellLines
        .filter((line) => KEY_COMMAND.test(line))
        .map((line) => {
          const script = KEY_COMMAND.exec(line)![2].replaceAll(ENV_FILE, join(dir, 'app.env'));
          const run = spawnSync('sh', ['-c', script], { env: { PATH: process.env.PATH }, encoding: 'utf8' });
          expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
          return run.stdout;
        });
      expect(outputs.join('\n')).toMatch(/wsk_[A-Za-z0-9]{20,}/);
      expect(outputs.at(-1)).toContain('ci');
    });
  });
});
