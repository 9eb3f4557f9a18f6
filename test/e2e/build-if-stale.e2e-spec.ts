import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describeOn } from '../support/dialect.js';

const SCRIPT = resolve('scripts/build-if-stale.mjs');

/**
 * `npm start` and `npm run key` build first through scripts/build-if-stale.mjs: they say so before the build (tsc
 * prints nothing for seconds), and skip it when no source changed since the last one. Run here in a folder of its
 * own whose `npm run build` only counts its runs. No database: SQLite's project only.
 */
describeOn('sqlite')('npm start’s build step', () => {
  let dir: string;
  const builds = (): number => readFileSync(join(dir, 'builds.txt'), 'utf8').split('\n').filter(Boolean).length;
  const run = async (env: Record<string, string> = {}): Promise<string> => {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [SCRIPT], {
      cwd: dir,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    });
    return stdout + stderr;
  };

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'build-if-stale-'));
    mkdirSync(join(dir, 'src'));
    writeFileSync(join(dir, 'src/main.ts'), 'export {};\n');
    writeFileSync(join(dir, 'builds.txt'), '');
    const build = 'mkdir -p dist && echo built >> builds.txt';
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'x', private: true, scripts: { build } }));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('says it is building before a first build, then builds', async () => {
    expect(await run()).toBe('Building the server (TypeScript, about 10 s)...\n');
    expect(builds()).toBe(1);
  });

  it('starts at once, silently, when no source is newer than the last build', async () => {
    expect(await run()).toBe('');
    expect(builds()).toBe(1);
  });

  it('builds again, saying so, once a source has changed; BUILD=always forces it', async () => {
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(dir, 'src/main.ts'), later, later);
    expect(await run()).toBe('Building the server (TypeScript, about 10 s)...\n');
    expect(builds()).toBe(2);
    expect(await run({ BUILD: 'always' })).toBe('Building the server (TypeScript, about 10 s)...\n');
    expect(builds()).toBe(3);
  });
});
