import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describeOn } from '../../../test/support/dialect.js';
import { type ServerWithKey, serverWithKey } from '../../../test/support/server-process.js';

const GUIDE = 'docs/client.md';

/** The first ```bash block after `heading` in docs/client.md, as written. */
function bashBlockAfter(heading: string): string {
  const text = readFileSync(GUIDE, 'utf8');
  const section = text.slice(text.indexOf(`\n${heading}\n`));
  const block = /^```bash\n([\s\S]*?)^```$/m.exec(section);
  if (!block) throw new Error(`${GUIDE}: no bash block after ${heading}`);
  return block[1];
}

/**
 * docs/client.md's Install and Quick start followed as written by a newcomer, in a new project made by `npm init -y`
 * (CommonJS by default): pack the client, install the tarball and tsx, save the quick start as the file it names, run
 * the command it gives. Only `/tmp` becomes a fresh temporary folder and `wsk_...` the key; npm may take packages from
 * its cache. It proves the setting, not the database, so it runs once (SQLite); the repository keeps no tarball.
 */
describeOn('sqlite')('the client quick start in a fresh npm init -y project (docs/client.md)', () => {
  let running: ServerWithKey;
  let scratch: string;

  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'client-quick-start-'));
    running = await serverWithKey('Fresh Project Inc');
  }, 60_000);

  afterAll(async () => {
    await running?.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  async function bash(script: string, cwd: string, env: Record<string, string> = {}): Promise<string> {
    const { stdout } = await promisify(execFile)(
      'bash',
      ['-euo', 'pipefail', '-c', script.replaceAll('/tmp', scratch)],
      {
        cwd,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? scratch,
          npm_config_prefer_offline: 'true',
          npm_config_audit: 'false',
          npm_config_fund: 'false',
          npm_config_update_notifier: 'false',
          ...env,
        },
        timeout: 150_000,
      },
    );
    return stdout;
  }

  it('installs, runs as written and prints what the guide shows', async () => {
    const install = bashBlockAfter('## Install');
    expect(install).toContain('npm init -y');
    await bash(install, process.cwd());
    // The tarball went where the guide said, and nowhere in the repository.
    expect(existsSync(join(scratch, 'workspace-collab-client-1.0.0.tgz'))).toBe(true);
    const tarballs = ['.', 'clients/typescript'].flatMap((folder) =>
      readdirSync(folder).filter((name) => name.endsWith('.tgz')),
    );
    expect(tarballs).toEqual([]);
    const project = join(scratch, 'client-demo');
    // CommonJS: npm init -y writes "type": "commonjs" (older npm: no type, the same).
    expect([undefined, 'commonjs']).toContain(JSON.parse(readFileSync(join(project, 'package.json'), 'utf8')).type);

    writeFileSync(join(project, 'quick-start.mts'), readFileSync('clients/typescript/examples/quick-start.ts', 'utf8'));
    const command = bashBlockAfter('## Quick start');
    expect(command).toBe('API_KEY=wsk_... npx tsx quick-start.mts\n');
    const output = await bash(command.replace('wsk_...', running.key), project, { API_URL: running.server.base });
    const [workspace, notFound, ...rest] = output.trimEnd().split('\n');
    expect(workspace).toBe(`Umbrella onboarding [ [ 'Kick-off call', '2026-12-03', 'Not Started' ] ]`);
    expect(notFound).toMatch(/^404 NOT_FOUND [0-9a-f-]{36}$/);
    expect(rest).toEqual([]);
  }, 180_000);
});
