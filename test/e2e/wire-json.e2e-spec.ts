import { toAccountEmbed } from '../../src/accounts/account.resource.js';
import { PublicUrls } from '../../src/common/http/public-urls.js';
import { loadCustomFieldEmbeds } from '../../src/custom-fields/custom-field.repository.js';
import { toDealEmbed } from '../../src/deals/deal.resource.js';
import { canonicalDealAmounts } from '../../src/database/migrations/canonical-deal-amounts.js';
import { toWorkspaceDomainResource } from '../../src/workspace-domains/workspace-domain.resource.js';
import { toWorkspaceUserResource } from '../../src/workspace-users/workspace-user.resource.js';
import { projectAge } from '../../src/workspaces/project-age.computed.js';
import { WORKSPACE } from '../../src/workspaces/workspace.resource.js';
import type { WorkspaceEntity } from '../../src/workspace-core/workspace.entity.js';
import { type Api, newOrgApi } from '../support/api.js';
import { type TestApp, bootTestApp, testDb } from '../support/app.js';
import { insertAccount } from '../support/factories/accounts.js';
import { insertCustomField, insertCustomFieldValue } from '../support/factories/custom-fields.js';
import { insertDeal } from '../support/factories/deals.js';
import { insertUser } from '../support/factories/users.js';
import { insertWorkspaceDomain } from '../support/factories/workspace-domains.js';
import { insertWorkspaceUser } from '../support/factories/workspace-users.js';
import { insertWorkspace } from '../support/factories/workspaces.js';

/** Every character class JSON.stringify escapes or passes through, for the escaping to be compared. */
const AWKWARD = `q"uote\\back\u0001\u001f\n\t\u007f\u2028\u2029 é 😀 \u00a0\ufeff <b>&amp;</b>`;

/**
 * Workspace reads answer the JSON the database writes (src/database/wire-json.ts). These tests hold it to the
 * JavaScript the service used to run and still runs for other resources: the same rows, the same bytes.
 */
describe('the wire JSON the database writes', () => {
  let t: TestApp;
  let urls: PublicUrls;

  beforeAll(async () => {
    t = await bootTestApp();
    urls = new PublicUrls(t.config);
  });
  afterAll(() => t.close());

  const getText = async (api: Api, id: string): Promise<string> =>
    (await api.get(`/v1/workspaces/${id}`).expect(200)).text;

  /** What the read model's JavaScript form makes of the workspace's rows, in wire order. */
  async function expected(orgId: string, slug: string, w: WorkspaceEntity, parts: Record<string, unknown>) {
    const [customFields] = (
      await loadCustomFieldEmbeds(t.dataSource.manager, { urls, orgId, objectType: 'workspace', objectIds: [w.id] })
    ).values();
    const context = { appBaseUrl: t.config.appBaseUrl, orgSlug: slug, now: new Date() };
    const none = { workspaceUsers: [], workspaceDomains: [], account: null, deal: null };
    return WORKSPACE.toWire(w, urls, context, { ...none, ...parts, customFields });
  }

  it('is byte for byte what JSON.stringify makes of the mappers’ objects, awkward text and names included', async () => {
    const { api, orgId, slug } = await newOrgApi(t);
    const account = await insertAccount(t, orgId, { name: `Acct ${AWKWARD}`, website: null, logo: AWKWARD });
    const deal = await insertDeal(t, orgId, {
      name: AWKWARD,
      amount: '123456789012345678901234.5',
      createdDate: '2026-01-02T03:04:05.678Z',
      closeDate: null,
    });
    const w = await insertWorkspace(t, orgId, {
      name: `Café ${AWKWARD}`,
      published: true,
      accountId: account.id,
      dealId: deal.id,
      startDate: '2024-02-29',
      taskProgress: 67,
      lastContactView: '2026-03-04T05:06:07.890Z',
      welcomePageText: AWKWARD,
      welcomePageCta: 'Go',
    });
    // displayName(): blank (JavaScript's trim) first and last names are skipped, then the e-mail's local part.
    const users = [
      await insertUser(t, orgId, { email: 'named@example.com', name: AWKWARD, firstName: 'F', lastName: 'L' }),
      await insertUser(t, orgId, { email: 'parts@example.com', name: '', firstName: '\u00a0', lastName: ' Ng\u3000' }),
      await insertUser(t, orgId, { email: 'blank@example.com', name: null, firstName: '\u2028\ufeff', lastName: null }),
      await insertUser(t, orgId, { email: 'no-at-sign', name: null, firstName: null, lastName: null }),
    ];
    const members = [];
    for (const user of users) members.push({ member: await insertWorkspaceUser(t, w, user), user });
    const domain = await insertWorkspaceDomain(t, w, { domain: 'example.com' });
    const body = await expected(orgId, slug, w, {
      workspaceUsers: members.map(({ member, user }) => toWorkspaceUserResource(member, user, urls)),
      workspaceDomains: [toWorkspaceDomainResource(domain)],
      account: toAccountEmbed(account, urls),
      deal: toDealEmbed(deal, urls),
    });
    // Every JSON answer ends with a newline (so answers and the shell prompt land on lines of their own).
    expect(await getText(api, w.id)).toBe(`${JSON.stringify({ data: { workspace: body } })}\n`);
    const listed = await api.get('/v1/workspaces').expect(200);
    expect(listed.text).toBe(
      `${JSON.stringify({ data: { workspaces: [body], pageInfo: listed.body.data.pageInfo as unknown } })}\n`,
    );
  });

  it('shows every custom field type’s value as displayValue() does, options gone since included', async () => {
    const { api, orgId, slug } = await newOrgApi(t);
    const w = await insertWorkspace(t, orgId);
    const options = [
      { label: 'Zeta', value: 'z', index: 2 },
      { label: 'Alpha', value: 'a', index: 0 },
      { label: 'Twin A', value: 't', index: 1 },
      { label: 'Twin B', value: 't', index: 1 },
    ];
    const values: [Parameters<typeof insertCustomField>[2], string | null][] = [
      ['dropdownSelect', 't'],
      ['radioSelect', 'gone'],
      ['multiCheckboxes', JSON.stringify(['gone-2', 'z', 'a', 'gone-1', 'gone-2', 't'])],
      ['multiCheckboxes', JSON.stringify(['nothing-known'])],
      ['singleLineText', AWKWARD],
      ['multiLineText', 'line 1\nline 2'],
      ['number', '-12.50'],
      ['date', '2026-02-28'],
      ['singleCheckbox', 'true'],
      ['dropdownSelect', null],
    ];
    for (const [type, value] of values) {
      const field = await insertCustomField(t, orgId, type, 'workspace', { options, name: `${type} ${AWKWARD}` });
      if (value !== null) await insertCustomFieldValue(t, field, w.id, value);
    }
    const text = await getText(api, w.id);
    expect(text).toBe(`${JSON.stringify({ data: { workspace: await expected(orgId, slug, w, {}) } })}\n`);
    const shown = (JSON.parse(text) as { data: { workspace: { customFields: { value: unknown }[] } } }).data.workspace;
    // The twins share an index: the option id breaks the tie, in SQL as in JavaScript (the text above is the same).
    expect(shown.customFields.map((field) => field.value).slice(0, 4)).toEqual([
      expect.stringMatching(/^Twin [AB]$/),
      'gone',
      expect.stringMatching(/^Alpha, Twin [AB], Twin [AB], Zeta, gone-2, gone-1$/),
      'nothing-known',
    ]);
  });

  it('counts projectAge in whole UTC days as wholeDaysSince() does, from startDate else the creation time', async () => {
    const { api, orgId } = await newOrgApi(t);
    const now = Date.now();
    const iso = (ms: number) => new Date(ms).toISOString();
    const day = 86_400_000;
    const rows = [
      { startDate: iso(now - 3 * day).slice(0, 10) },
      { startDate: iso(now + 5 * day).slice(0, 10) },
      { startDate: '0001-01-01' },
      { startDate: null, createdAt: iso(now - 2 * day + 60_000) },
      { startDate: null, createdAt: iso(now - 2 * day - 60_000) },
      { startDate: null, createdAt: iso(now - 400 * day) },
    ];
    const workspaces = [];
    for (const row of rows) workspaces.push(await insertWorkspace(t, orgId, row));
    const listed = await api.get('/v1/workspaces?limit=100&properties=projectAge').expect(200);
    const byId = new Map((listed.body.data.workspaces as { id: string; projectAge: number }[]).map((x) => [x.id, x]));
    expect(workspaces.map((w) => byId.get(w.id)?.projectAge)).toEqual(
      workspaces.map((w) => projectAge({ startDate: w.startDate, createdAt: w.createdAt, now: new Date() })),
    );
  });

  it('serves a deal amount stored with an exponent before amounts were exact in its canonical form, once migrated', async () => {
    const { api, orgId } = await newOrgApi(t);
    const deal = await insertDeal(t, orgId, { amount: '1.1111111111111112e+39' });
    const w = await insertWorkspace(t, orgId, { dealId: deal.id });
    const runner = t.dataSource.createQueryRunner();
    try {
      await canonicalDealAmounts(runner, (n) => (testDb() === 'postgres' ? `$${n}` : '?'));
    } finally {
      await runner.release();
    }
    const body = (await api.get(`/v1/workspaces/${w.id}?properties=deal`).expect(200)).body.data.workspace;
    expect(body.deal.amount).toBe('1111111111111111200000000000000000000000');
  });
});
