import { readFileSync } from 'node:fs';
import { ApiKeyEntity } from '../../src/organizations/api-key.entity.js';
import { OrganizationEntity } from '../../src/organizations/organization.entity.js';
import { apiAs, expectError } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';
import { KEY_PATTERN, keyCli, printedKey } from '../support/key-cli.js';

describe('key CLI', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await bootTestApp();
  });
  afterAll(() => t.close());

  const keyRecord = (key: string) =>
    t.dataSource.manager.findOneOrFail(ApiKeyEntity, { where: { prefix: key.slice(0, 8) } });

  it('create makes the organization and prints a key once that authenticates against the API', async () => {
    const run = await keyCli(t, 'create', '--org', 'Acme', '--name', 'ci');
    expect([run.code, run.stderr]).toEqual([0, '']);
    const key = printedKey(run);
    const record = await keyRecord(key);
    const org = await t.dataSource.manager.findOneByOrFail(OrganizationEntity, { name: 'Acme' });
    expect(run.stdout).toBe(
      [
        `Created organization "Acme" (id ${org.id}).`,
        `Created API key "ci": id ${record.id}, prefix ${key.slice(0, 8)}, scope write, expires never.`,
        '',
        `  ${key}`,
        '',
        'Store it now: it is shown only this once and cannot be recovered.',
        '',
      ].join('\n'),
    );
    expect([record.organizationId, record.name, record.scope, record.expiresAt]).toEqual([org.id, 'ci', 'write', null]);
    expect(record.hash).not.toContain(key);
    await apiAs(t, key).get('/v1/boards').expect(200);
    await apiAs(t, key).post('/v1/boards', { title: 'From CI' }).expect(201);
  });

  it('create reuses an organization of the same name instead of making a second one', async () => {
    const run = await keyCli(t, 'create', '--org', 'Acme', '--name', 'deploy');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Organization "Acme" \(id [0-9A-Za-z]{12}\)\.\n/);
    expect(await t.dataSource.manager.countBy(OrganizationEntity, { name: 'Acme' })).toBe(1);
    const res = await apiAs(t, printedKey(run)).get('/v1/boards').expect(200);
    expect(res.body.data.boards.map((board: { title: string }) => board.title)).toEqual(['From CI']);
  });

  it('a read-scoped key may GET but gets 403 FORBIDDEN on POST /v1/boards', async () => {
    const run = await keyCli(t, 'create', '--org', 'Acme', '--name', 'dashboard', '--scope', 'read');
    expect(run.stdout).toContain('scope read, expires never.');
    const api = apiAs(t, printedKey(run));
    await api.get('/v1/boards').expect(200);
    expectError((await api.post('/v1/boards', { title: 'Nope' }).expect(403)).body, 403, 'FORBIDDEN');
  });

  it('--expires stores the expiry (a date means 00:00 UTC) and the key stops working once it has passed', async () => {
    const run = await keyCli(t, 'create', '--org', 'Acme', '--name', 'temp', '--expires', '2099-01-01');
    expect(run.stdout).toContain('expires 2099-01-01T00:00:00.000Z.');
    const key = printedKey(run);
    await apiAs(t, key).get('/v1/boards').expect(200);
    await t.dataSource.manager.update(
      ApiKeyEntity,
      { prefix: key.slice(0, 8) },
      { expiresAt: '2020-01-01T00:00:00.000Z' },
    );
    expectError((await apiAs(t, key).get('/v1/boards').expect(401)).body, 401, 'UNAUTHORIZED');
  });

  it('list prints a table of every key with its organization, never a secret or a hash', async () => {
    const beta = printedKey(await keyCli(t, 'create', '--org', 'Beta Inc', '--name', 'ops'));
    const run = await keyCli(t, 'list');
    expect([run.code, run.stderr]).toEqual([0, '']);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0].split(/ {2,}/)).toEqual([
      'ID',
      'ORGANIZATION',
      'NAME',
      'PREFIX',
      'SCOPE',
      'CREATED',
      'LAST USED',
      'EXPIRES',
      'REVOKED',
    ]);
    const keys = await t.dataSource.manager.find(ApiKeyEntity);
    const byId = (a: string[], b: string[]) => a[0].localeCompare(b[0]);
    expect(
      lines
        .slice(1)
        .map((line) => line.split(/ {2,}/).slice(0, 5))
        .sort(byId),
    ).toEqual(
      keys.map((key) => [key.id, key.name === 'ops' ? 'Beta Inc' : 'Acme', key.name, key.prefix, key.scope]).sort(byId),
    );
    expect(run.stdout).not.toMatch(KEY_PATTERN);
    expect(run.stdout).not.toContain(beta);
    for (const key of keys) expect(run.stdout).not.toContain(key.hash);
    expect(lines[1]).toMatch(/ \d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z /);
  });

  it('list --org shows only that organization; an unknown organization is an error with exit code 1', async () => {
    const run = await keyCli(t, 'list', '--org', 'Beta Inc');
    expect(run.stdout.trimEnd().split('\n')).toHaveLength(2);
    expect(run.stdout).toContain(' Beta Inc ');
    const missing = await keyCli(t, 'list', '--org', 'Nobody');
    expect(missing).toEqual({ code: 1, stdout: '', stderr: 'Error: No organization named "Nobody".\n' });
  });

  it('revoke by id makes the key answer 401; revoking it again reports it as already revoked', async () => {
    const key = printedKey(await keyCli(t, 'create', '--org', 'Acme', '--name', 'to-revoke'));
    const record = await keyRecord(key);
    await apiAs(t, key).get('/v1/boards').expect(200);
    const run = await keyCli(t, 'revoke', record.id);
    expect(run).toEqual({
      code: 0,
      stdout: `Revoked API key "to-revoke" (id ${record.id}, prefix ${record.prefix}).\n`,
      stderr: '',
    });
    const res = await apiAs(t, key).get('/v1/boards').expect(401);
    expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
    const again = await keyCli(t, 'revoke', record.id);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/^API key "to-revoke" \(id \w{12}\) was already revoked at .+Z\.\n$/);
    expect((await keyCli(t, 'list')).stdout).toMatch(new RegExp(`${record.id} .* \\d{4}-\\d{2}-\\d{2}T[\\d:]{8}Z\\n`));
  });

  it('revoke by the prefix shown in list works too', async () => {
    const key = printedKey(await keyCli(t, 'create', '--org', 'Acme', '--name', 'by-prefix'));
    expect((await keyCli(t, 'revoke', key.slice(0, 8))).code).toBe(0);
    await apiAs(t, key).get('/v1/boards').expect(401);
  });

  it('revoke refuses a prefix shared by several active keys and revokes none of them', async () => {
    const first = printedKey(await keyCli(t, 'create', '--org', 'Acme', '--name', 'twin-1'));
    const second = printedKey(await keyCli(t, 'create', '--org', 'Acme', '--name', 'twin-2'));
    await t.dataSource.manager.update(ApiKeyEntity, { prefix: second.slice(0, 8) }, { prefix: 'wsk_TWIN' });
    await t.dataSource.manager.update(ApiKeyEntity, { prefix: first.slice(0, 8) }, { prefix: 'wsk_TWIN' });
    const run = await keyCli(t, 'revoke', 'wsk_TWIN');
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /^Error: "wsk_TWIN" matches 2 active keys \(\w{12}, \w{12}\); revoke one by its id\.\n$/,
    );
    await apiAs(t, first).get('/v1/boards').expect(200);
    await apiAs(t, second).get('/v1/boards').expect(200);
  });

  it('revoke of an unknown id or prefix is an error with exit code 1', async () => {
    expect(await keyCli(t, 'revoke', 'wsk_none')).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Error: No API key with id or prefix "wsk_none".\n',
    });
  });
});

/** The `npm run key` lines of docs/configuration.md, each as the arguments after `--` (comments dropped). */
function documentedKeyCommands(): string[][] {
  const text = readFileSync('docs/configuration.md', 'utf8');
  const block = /^## API keys\n[\s\S]*?^```bash\n([\s\S]*?)^```$/m.exec(text);
  if (!block) throw new Error('docs/configuration.md: no bash block under ## API keys');
  return block[1]
    .trimEnd()
    .split('\n')
    .map((line) => {
      const command = line.replace(/\s+#.*$/, '');
      expect(command.startsWith('npm run key -- ')).toBe(true);
      // Shell words: a double-quoted one keeps its spaces; [..] is an optional part, taken here.
      const words = command.slice('npm run key -- '.length).replace(/\[([^\]]*)\]/g, '$1');
      return [...words.matchAll(/"([^"]*)"|(\S+)/g)].map((match) => match[1] ?? match[2]);
    });
}

describe('the key commands of docs/configuration.md', () => {
  let t: TestApp;
  beforeAll(async () => (t = await bootTestApp()));
  afterAll(() => t.close());

  it('run as written (the optional --org taken, <id-or-prefix> the first key made), each with exit code 0', async () => {
    const commands = documentedKeyCommands();
    expect(commands.map((argv) => argv[0])).toEqual(['create', 'create', 'list', 'revoke']);
    const made: string[] = [];
    for (const argv of commands) {
      const filled = argv.map((word) => (word === '<id-or-prefix>' ? made[0].slice(0, 8) : word));
      const run = await keyCli(t, ...filled);
      expect([filled, run.code, run.stderr]).toEqual([filled, 0, '']);
      if (argv[0] === 'create') made.push(printedKey(run));
    }
    await apiAs(t, made[0]).get('/v1/boards').expect(401);
    await apiAs(t, made[1]).get('/v1/boards').expect(200);
    await apiAs(t, made[1]).post('/v1/boards', { title: 'Read only' }).expect(403);
  });
});
