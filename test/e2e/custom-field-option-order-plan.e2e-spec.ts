import { type Api, apiAs } from '../support/api.js';
import { type IssuedStatement, type TestApp, bootTestApp } from '../support/app.js';
import { itOn } from '../support/dialect.js';

/**
 * A select field's display value is its first option by (index, id) with the stored value, looked up once per custom
 * field value a page shows (20 workspaces × their select fields). The (custom_field_id, index, id) index hands the
 * options over in that order, so the lookup stops at the first match instead of sorting every option of the field.
 * The plans of the statement GET /v1/workspaces really issues are read, on each database.
 */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];

describe('the workspace list reads custom field options in order from their index', () => {
  let t: TestApp;
  let api: Api;
  let statement: IssuedStatement;

  beforeAll(async () => {
    t = await bootTestApp();
    api = apiAs(t, (await t.newOrg()).key);
    const statements = await t.issuedStatements(() => api.get('/v1/workspaces?limit=20').expect(200));
    statement = statements.find(({ sql }) => sql.includes('custom_field_option'))!;
    expect(statement).toBeDefined();
  });
  afterAll(() => t.close());

  itOn('sqlite')('SQLite: no ORDER BY of the statement needs a sort of its own', async () => {
    const plan = (await t.dataSource.query(`EXPLAIN QUERY PLAN ${statement.sql}`, [...statement.parameters])) as {
      detail: string;
    }[];
    const details = plan.map((row) => row.detail);
    expect(details.some((detail) => /custom_field_option|\bo USING INDEX/.test(detail))).toBe(true);
    // group_concat(ORDER BY) sorts its few rows in the aggregate; an ORDER BY … LIMIT 1 must come from an index.
    expect(
      details.filter((detail) => /^USE TEMP B-TREE FOR (LAST TERM OF |RIGHT PART OF )?ORDER BY$/.test(detail)),
    ).toEqual([]);
  });

  itOn('postgres')('PostgreSQL: no sort above a scan of custom_field_option', async () => {
    const rows = await t.dataSource.transaction(async (m) => {
      // The test's few rows would be read sequentially otherwise; the order an index gives is what is checked.
      await m.query('SET LOCAL enable_seqscan = off');
      return (await m.query(`EXPLAIN (FORMAT JSON) ${statement.sql}`, [...statement.parameters])) as {
        'QUERY PLAN': [{ Plan: PlanNode }];
      }[];
    });
    const sorts = nodes(rows[0]['QUERY PLAN'][0].Plan).filter((n) => /Sort/.test(n['Node Type']));
    const sortedOptions = sorts.filter((sort) => nodes(sort).some((n) => n['Relation Name'] === 'custom_field_option'));
    expect(sortedOptions).toEqual([]);
  });
});
