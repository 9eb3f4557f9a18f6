import { UserEntity } from '../../src/users/user.entity.js';
import { type Api, bootWithOrg, expectError } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { insertTemplate } from '../support/factories/templates.js';
import { insertWorkspace } from '../support/factories/workspaces.js';

/**
 * Issue 14, finding 4: control, bidi and invisible characters in e-mail addresses were stored, and nodemailer
 * delivered `ctl\u0001x@…` to `ctlx@…`; look-alike and malformed addresses were accepted. Every such address is now a
 * 400 naming the field, on both databases, and nothing is written.
 */

describe('e-mail addresses refuse control, bidi and invisible characters (finding 4)', () => {
  let t: TestApp;
  let api: Api;
  let orgId: string;

  beforeAll(async () => ({ t, api, orgId } = await bootWithOrg()));
  afterAll(() => t.close());

  it.each([
    ['a C0 control that nodemailer drops (ctl\\u0001x)', 'ctl\u0001x@example.com', 'U+0001', 'control characters'],
    ['NEL (U+0085)', 'a\u0085b@example.com', 'U+0085', 'control characters'],
    ['a right-to-left override (U+202E)', 'moc.elpmaxe\u202e@example.com', 'U+202E', 'spaces, invisible'],
    ['a zero-width space', 'ja\u200bne@example.com', 'U+200B', 'spaces, invisible'],
    ['a no-break space', 'ja\u00a0ne@example.com', 'U+00A0', 'spaces, invisible'],
  ])('refuses %s with 400 naming email, storing nothing', async (_case, email, found, kind) => {
    const res = await api.post('/v1/users', { email }).expect(400);
    const [detail] = expectError(res.body, 400, 'BAD_REQUEST').details;
    expect(detail.field).toBe('email');
    expect(detail.message).toContain(kind);
    expect(detail.message).toContain(`(found ${found})`);
    expect(await t.dataSource.manager.countBy(UserEntity, { organizationId: orgId })).toBe(0);
  });

  it('still accepts internationalized local parts and stores them lower-cased', async () => {
    const res = await api.post('/v1/users', { email: 'JÄNE@Example.com' }).expect(201);
    expect(res.body.data.user.email).toBe('jäne@example.com');
  });
});

describe('e-mail addresses: a real TLD, no empty dot-separated part, no look-alike characters', () => {
  let t: TestApp;
  let api: Api;
  let orgId: string;

  beforeAll(async () => ({ t, api, orgId } = await bootWithOrg()));
  afterAll(() => t.close());

  it.each([
    ['a one-letter TLD', 'leakone@example.c'],
    ['a TLD with a digit', 'leaktwo@ex.c0m'],
    ['consecutive dots in the local part', 'le..ak4@example.com'],
    ['a leading dot in the local part', '.leak@example.com'],
    ['a trailing dot in the local part', 'leak.@example.com'],
    ['an IP address as domain', 'leak@127.0.0.1'],
  ])('refuses %s with 400 naming email, storing nothing', async (_case, email) => {
    const res = await api.post('/v1/users', { email }).expect(400);
    expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([
      { field: 'email', message: 'must be a valid e-mail address' },
    ]);
    expect(await t.dataSource.manager.countBy(UserEntity, { organizationId: orgId })).toBe(0);
  });

  it('refuses the same addresses as a filter with 400 naming filters.userEmail', async () => {
    const res = await api.get(`/v1/workspaces?filters[userEmail]=${encodeURIComponent('a@ex.c0m')}`).expect(400);
    expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([
      { field: 'filters.userEmail', message: 'must be a valid e-mail address' },
    ]);
  });

  it.each([
    ["an apostrophe (o'brien)", "o'brien@example.com"],
    ['a punycode TLD', 'jane@example.xn--p1ai'],
    ['plus addressing and subdomains', 'jane.doe+crm@mail.example.co.uk'],
  ])('still accepts %s', async (_case, email) => {
    await api.post('/v1/users', { email }).expect(201);
  });

  it('refuses a fullwidth look-alike of a member beside the member, naming the field', async () => {
    const templateId = (await insertTemplate(t, orgId)).id;
    const res = await api
      .post('/v1/workspaces', {
        name: 'Look-alikes',
        templateId,
        workspaceUsers: [
          { email: 'victim@example.com', role: 'viewer' },
          { email: '\uff56ictim@example.com', role: 'viewer' },
        ],
      })
      .expect(400);
    expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([
      {
        field: 'workspaceUsers[1].email',
        message: 'must not contain fullwidth or other compatibility characters (found U+FF56); write "v"',
      },
    ]);
  });

  it('refuses a look-alike added to an existing workspace, and a decomposed letter', async () => {
    const workspaceId = (await insertWorkspace(t, orgId, { templateId: (await insertTemplate(t, orgId)).id })).id;
    const ligature = await api.post('/v1/workspace-users', {
      email: '\ufb01le@example.com',
      role: 'viewer',
      workspaceId,
    });
    expect(expectError(ligature.body, 400, 'BAD_REQUEST').details).toEqual([
      { field: 'email', message: expect.stringContaining('(found U+FB01)') },
    ]);
    const decomposed = await api.post('/v1/users', { email: 'ja\u0308ne@example.com' }).expect(400);
    expect(expectError(decomposed.body, 400, 'BAD_REQUEST').details).toEqual([
      { field: 'email', message: expect.stringContaining('composed characters (Unicode NFKC)') },
    ]);
  });
});
