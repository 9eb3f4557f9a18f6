import { USAGE } from '../../src/cli/key-args.js';
import { ApiKeyEntity } from '../../src/organizations/api-key.entity.js';
import { OrganizationEntity } from '../../src/organizations/organization.entity.js';
import { apiAs } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';
import { keyCli, keyProcess, printedKey } from '../support/key-cli.js';

describe('key CLI arguments', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await bootTestApp();
  });
  afterAll(() => t.close());

  it.each([
    [[], 'Missing command: expected create, list or revoke.'],
    [['mint'], 'Unknown command "mint": expected create, list or revoke.'],
    [['create', '--name', 'ci'], 'create needs --org <organization>.'],
    [['create', '--org', 'Acme'], 'create needs --name <key name>, e.g. --name ci.'],
    [['create', '--org'], '--org needs a value.'],
    [['create', '--org', '--name', 'ci'], '--org needs a value.'],
    [['create', '--org', '  ', '--name', 'ci'], '--org must not be empty.'],
    [['create', '--org', 'Acme', '--name', 'n'.repeat(101)], '--name must be at most 100 characters.'],
    [['create', '--org', 'Ac\u001bme', '--name', 'ci'], '--org must not contain control characters (found U+001B).'],
    [['create', '--org', 'Acme', '--name', 'c\ni'], '--name must be a single line.'],
    [['create', '--org', 'Acme', '--name', 'ci', '--scope', 'admin'], '--scope must be write or read, got "admin".'],
    [
      ['create', '--org', 'Acme', '--name', 'ci', '--expires', 'next week'],
      '--expires must be a date (YYYY-MM-DD) or an ISO 8601 timestamp, got "next week".',
    ],
    [
      ['create', '--org', 'Acme', '--name', 'ci', '--expires', '2027-02-30'],
      '--expires must be a date (YYYY-MM-DD) or an ISO 8601 timestamp, got "2027-02-30".',
    ],
    [
      ['create', '--org', 'Acme', '--name', 'ci', '--expires', '2020-01-01'],
      '--expires must be in the future, got "2020-01-01".',
    ],
    [['create', '--org', 'Acme', '--org', 'Other', '--name', 'ci'], '--org is given more than once.'],
    [['create', '--org', 'Acme', '--name', 'ci', '--owner', 'me'], 'Unknown option --owner for create.'],
    [['create', '--org', 'Acme', '--name', 'ci', 'extra'], 'Unexpected argument "extra" for create.'],
    [['list', '--name', 'ci'], 'Unknown option --name for list.'],
    [['list', 'Acme'], 'Unexpected argument "Acme" for list.'],
    [['revoke'], 'revoke needs exactly one key id or prefix, e.g. `revoke wsk_AbCd`.'],
    [['revoke', 'a', 'b'], 'revoke needs exactly one key id or prefix, e.g. `revoke wsk_AbCd`.'],
    [['revoke', '--org', 'Acme', 'abc'], 'Unknown option --org for revoke.'],
  ])('rejects %j with exit code 1, the reason and the usage, changing nothing', async (argv, reason) => {
    const run = await keyCli(t, ...(argv as string[]));
    expect(run).toEqual({ code: 1, stdout: '', stderr: `Error: ${reason}\n\n${USAGE}` });
    expect(await t.dataSource.manager.count(OrganizationEntity)).toBe(0);
    expect(await t.dataSource.manager.count(ApiKeyEntity)).toBe(0);
  });

  it.each([['help'], ['--help'], ['-h'], ['create', '--help']])(
    'prints the usage for %j with exit code 0',
    async (...argv) => {
      expect(await keyCli(t, ...argv)).toEqual({ code: 0, stdout: USAGE, stderr: '' });
    },
  );

  it('the real entry point exits 1 with the reason on stderr for bad arguments, before touching the database', async () => {
    const run = await keyProcess(t, 'create', '--org', 'Acme');
    expect(run).toEqual({
      code: 1,
      stdout: '',
      stderr: `Error: create needs --name <key name>, e.g. --name ci.\n\n${USAGE}`,
    });
  });

  it('the real entry point runs migrations, creates a working key and lists it without the secret', async () => {
    const created = await keyProcess(t, 'create', '--org', 'Process Org', '--name', 'ci');
    expect([created.code, created.stderr]).toEqual([0, '']);
    const key = printedKey(created);
    await apiAs(t, key).get('/v1/boards').expect(200);
    const listed = await keyProcess(t, 'list', '--org', 'Process Org');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(/ Process Org +ci +wsk_\w{4} +write /);
    expect(listed.stdout).not.toContain(key);
  });
});
