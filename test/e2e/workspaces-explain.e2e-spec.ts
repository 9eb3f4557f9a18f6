import { type Api, apiAs } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';
import { describeOn } from '../support/dialect.js';
import { insertAccount } from '../support/factories/accounts.js';
import { insertDeal } from '../support/factories/deals.js';
import { insertTemplate } from '../support/factories/templates.js';
import { insertUser } from '../support/factories/users.js';
import { insertWorkspaceDomain } from '../support/factories/workspace-domains.js';
import { insertWorkspaceUser } from '../support/factories/workspace-users.js';
import { insertWorkspace } from '../support/factories/workspaces.js';

/**
 * Every filter of GET /v1/workspaces is answered through an index on PostgreSQL. The statements the request really
 * issues are captured and EXPLAINed with sequential scans disabled, so the planner uses an index whenever one can
 * serve (whatever the size of this small test table). A filter passes when no statement scans a table sequentially
 * and some index scan has the filter in its Index Cond with the index's leading column bound to a value: a scan
 * that walks a whole index, or probes it once per workspace, does not count.
 */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

/** Identifiers and expressions without casts, quotes and parentheses: `lower((name)::text)` → `lowername`. */
const normalize = (sql: string): string =>
  sql
    .replace(/::[a-z ]+(\[\])?/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '');
/** The right-hand side is a value (literal or parameter), not a column of another row. */
const boundToValue = (conjunct: string): boolean => /'[^']*'|\$\d+|\b(true|false)\b|= -?\d/.test(conjunct);
const conjuncts = (cond: string): string[] => cond.split(/\bAND\b/);

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

describeOn('postgres')('GET /v1/workspaces filters use indexes (PostgreSQL EXPLAIN)', () => {
  let t: TestApp;
  let api: Api;
  const values: Record<string, string> = {};

  beforeAll(async () => {
    t = await bootTestApp();
    const org = await t.newOrg();
    api = apiAs(t, org.key);
    const [account, deal, template] = [
      await insertAccount(t, org.orgId),
      await insertDeal(t, org.orgId),
      await insertTemplate(t, org.orgId),
    ];
    const workspace = await insertWorkspace(t, org.orgId, {
      name: 'Globex onboarding',
      accountId: account.id,
      dealId: deal.id,
      templateId: template.id,
      published: true,
    });
    await insertWorkspaceUser(t, workspace, await insertUser(t, org.orgId, { email: 'jane@globex.example' }));
    await insertWorkspaceDomain(t, workspace, { domain: 'globex.example' });
    // Some volume, so that statistics are not those of an empty table.
    await t.dataSource.query(
      `INSERT INTO workspace (id, organization_id, created_at, updated_at, name, published)
       SELECT 'f' || lpad(i::text, 11, '0'), $1, to_char(timestamp '2026-01-01' + i * interval '1 minute', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
              to_char(timestamp '2026-01-01' + i * interval '1 minute', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'Filler ' || i, i % 2 = 0
       FROM generate_series(1, 20000) AS i`,
      [org.orgId],
    );
    await t.dataSource.query(
      `INSERT INTO app_user (id, organization_id, created_at, updated_at, email)
       SELECT 'u' || lpad(i::text, 11, '0'), $1, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z', 'filler' || i || '@example.com'
       FROM generate_series(1, 2000) AS i`,
      [org.orgId],
    );
    for (const [table, extra, value] of [
      ['workspace_user', 'user_id', `'u' || lpad(i::text, 11, '0')`],
      ['workspace_domain', 'domain', `'filler' || i || '.example'`],
    ]) {
      await t.dataSource.query(
        `INSERT INTO ${table} (id, organization_id, created_at, updated_at, workspace_id, role, ${extra})
         SELECT 'm' || lpad(i::text, 11, '0'), $1, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z',
                'f' || lpad(i::text, 11, '0'), 'viewer', ${value}
         FROM generate_series(1, 2000) AS i`,
        [org.orgId],
      );
    }
    await t.dataSource.query('ANALYZE');
    Object.assign(values, {
      name: 'lobex onboardin',
      accountId: account.id,
      dealId: deal.id,
      templateId: template.id,
      published: 'true',
      userEmail: 'jane@globex.example',
      domain: 'globex.example',
      // Selective bounds (the filler spans 2026-01-01T00:01 to 2026-01-14T21:20), as real ones usually are.
      createdAfter: '2026-01-14T21:00:00Z',
      createdBefore: '2026-01-01T00:10:00Z',
      updatedAfter: '2026-01-14T21:00:00Z',
      updatedBefore: '2026-01-01T00:10:00Z',
    });
  });
  afterAll(() => t.close());

  /** The statements GET /v1/workspaces issues for one filter, each EXPLAINed without sequential scans. */
  async function plansFor(key: string): Promise<PlanNode[][]> {
    const statements = await t.issuedStatements(async () => {
      const res = await api.get(`/v1/workspaces?filters[${key}]=${encodeURIComponent(values[key])}`).expect(200);
      expect(res.body.data.pageInfo.total).toBeGreaterThan(0);
    });
    const onWorkspaces = statements.filter(({ sql }) => /"workspace"/.test(sql) && !/"api_key"/.test(sql));
    expect(onWorkspaces.length).toBeGreaterThan(0);
    const runner = t.dataSource.createQueryRunner();
    try {
      await runner.startTransaction();
      await runner.query('SET LOCAL enable_seqscan = off');
      const plans: PlanNode[][] = [];
      for (const { sql, parameters } of onWorkspaces) {
        const [row] = (await runner.query(`EXPLAIN (FORMAT JSON) ${sql}`, [...parameters])) as {
          'QUERY PLAN': [{ Plan: PlanNode }];
        }[];
        plans.push(nodes(row['QUERY PLAN'][0].Plan));
      }
      return plans;
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  }

  async function leadingKey(index: string): Promise<string> {
    const [row] = (await t.dataSource.query(
      `SELECT pg_get_indexdef(c.oid, 1, true) AS lead FROM pg_class c
        WHERE c.relname = $1 AND c.relnamespace = current_schema()::regnamespace`,
      [index],
    )) as { lead: string }[];
    return row.lead;
  }

  /** Index scans whose condition binds the leading key and the filter's column to values. */
  async function indexScansFor(plans: PlanNode[][], column: string): Promise<string[]> {
    const found: string[] = [];
    for (const node of plans.flat()) {
      if (!node['Index Name'] || !node['Index Cond']) continue;
      const parts = conjuncts(node['Index Cond']).filter(boundToValue).map(normalize);
      const lead = normalize(await leadingKey(node['Index Name']));
      if (parts.some((p) => p.includes(lead)) && parts.some((p) => p.includes(normalize(column)))) {
        found.push(`${node['Node Type']} using ${node['Index Name']}`);
      }
    }
    return found;
  }

  const FILTERS: [key: string, column: string][] = [
    ['name', 'lower(name)'],
    ['accountId', 'account_id'],
    ['dealId', 'deal_id'],
    ['templateId', 'template_id'],
    ['published', 'published'],
    ['userEmail', 'email'],
    ['domain', 'domain'],
    ['createdAfter', 'created_at'],
    ['createdBefore', 'created_at'],
    ['updatedAfter', 'updated_at'],
    ['updatedBefore', 'updated_at'],
  ];
  /**
   * These EXISTS subqueries do not bind organization_id yet, so the (organization_id, email) and
   * (organization_id, domain) indexes cannot serve them: remove a key from this list once workspaces.query.ts scopes
   * its subquery by organization (Jest then reports the `.failing` test as broken, which is the cue).
   */
  const AWAITING_QUERY_FIX = new Set(['userEmail', 'domain']);

  for (const [key, column] of FILTERS) {
    const test = AWAITING_QUERY_FIX.has(key) ? it.failing : it;
    test(`filters[${key}] reads an index on ${column}, and no statement scans a table sequentially`, async () => {
      const plans = await plansFor(key);
      const sequential = plans.flat().filter((n) => n['Node Type'] === 'Seq Scan');
      expect(sequential.map((n) => n['Relation Name'])).toEqual([]);
      expect(await indexScansFor(plans, column)).not.toEqual([]);
    });
  }

  it('the unfiltered page is read in index order from an (organization_id, …) index, without a sort', async () => {
    const statements = await t.issuedStatements(() => api.get('/v1/workspaces?limit=5&properties=name').expect(200));
    const page = statements.find(({ sql }) => /ORDER BY/.test(sql) && /"workspace"/.test(sql));
    expect(page).toBeDefined();
    const [row] = (await t.dataSource.query(`EXPLAIN (FORMAT JSON) ${page!.sql}`, [...page!.parameters])) as {
      'QUERY PLAN': [{ Plan: PlanNode }];
    }[];
    const plan = nodes(row['QUERY PLAN'][0].Plan);
    const scans = plan.filter((n) => n['Relation Name'] === 'workspace');
    expect(scans.map((n) => n['Node Type'])).toEqual(scans.map(() => expect.stringMatching(/^Index (Only )?Scan$/)));
    const leads = await Promise.all(scans.map(async (n) => normalize(await leadingKey(n['Index Name']!))));
    expect(leads).toContain('organization_id');
    expect(plan.some((n) => n['Node Type'] === 'Sort')).toBe(false);
  });
});
