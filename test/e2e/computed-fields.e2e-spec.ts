import { readdirSync } from 'node:fs';
import fc from 'fast-check';
import type { EntityManager } from 'typeorm';
import { loadCustomFieldOptions } from '../../src/custom-fields/custom-field.repository.js';
import { CUSTOM_FIELD_TYPES, type CustomFieldType } from '../../src/custom-fields/custom-field.entity.js';
import { DISPLAY_VALUE } from '../../src/custom-fields/display-value.computed.js';
import type { ComputedField } from '../../src/database/computed-field.js';
import { SLUG } from '../../src/database/slug.computed.js';
import { WITHOUT_MILLIS } from '../../src/database/without-millis.computed.js';
import { DISPLAY_NAME } from '../../src/users/display-name.computed.js';
import { WORKSPACE_URL } from '../../src/workspace-core/workspace-url.computed.js';
import { PROJECT_AGE } from '../../src/workspaces/project-age.computed.js';
import { type TestApp, bootTestApp, testDb } from '../support/app.js';
import { insertCustomField } from '../support/factories/custom-fields.js';
import { hostileText } from '../support/hostile-text.js';

/**
 * Every computed field (src/**\/*.computed.ts) against itself: its SQL, run on this suite's database, gives for each
 * generated input exactly what its JavaScript gives for the same input as the database stored it (read back in the
 * same statement, so an unpaired surrogate the driver wrote as U+FFFD is compared as U+FFFD). Inputs are hostile
 * text (test/support/hostile-text.ts), a few hundred to a thousand values per field and database in batches of up to
 * 80; fast-check shrinks a failing batch to the smallest input that disagrees. `PROPERTY_RUNS=300` runs ten times
 * as many (as was done once, on both databases, when the property was written).
 *
 * Left out, each where no row can hold it:
 * - NUL on PostgreSQL (text cannot hold it), and in e-mail addresses on SQLite too: its instr() and substr() stop at
 *   a NUL (the local part of `\u0000@x` comes out empty); the e-mail text policy refuses NUL, as PostgreSQL does.
 * - Unpaired surrogates in the JSON arrays multiCheckboxes store and in option values, the only strings those arrays
 *   hold: JSON escapes them as `\udXXX`, which only JavaScript reads back as text (PostgreSQL refuses it, SQLite reads
 *   U+FFFD); the text policy refuses them in option values. Everywhere else they are generated.
 */
const onPostgres = testDb() === 'postgres';
const RUNS = { numRuns: Number(process.env.PROPERTY_RUNS ?? 30) };
const text = hostileText({ nul: !onPostgres, loneSurrogates: true });

describe(`computed fields on ${testDb()}: the SQL form gives what the JavaScript form gives`, () => {
  let t: TestApp;
  let m: EntityManager;

  beforeAll(async () => {
    t = await bootTestApp();
    m = t.dataSource.manager;
  });
  afterAll(() => t.close());

  /**
   * The rows `rows` (text values, NULL as null) as the table `t(i, …columns)`, joined to `join` when given, each
   * with `expr` as `output`: one statement per batch. Materialized, so that its values are a table's, as in the
   * application's statements: PostgreSQL would otherwise fold the constants into `expr` while planning, and parse
   * (`::json`) a branch of a CASE that never runs.
   */
  async function evaluate<C extends string>(
    columns: readonly C[],
    rows: readonly Record<C, string | null>[],
    expr: string,
    join = '',
  ): Promise<(Record<C, string | null> & { output: string | null })[]> {
    const parameters: Record<string, string | null> = {};
    const values = rows.map((row, i) => {
      const cells = columns.map((column, j) => {
        parameters[`p${i}_${j}`] = row[column];
        return `CAST(:p${i}_${j} AS TEXT)`;
      });
      return `(${i}, ${cells.join(', ')})`;
    });
    const sql =
      `WITH t(i, ${columns.join(', ')}) AS MATERIALIZED (VALUES ${values.join(', ')}) ` +
      `SELECT ${columns.map((column) => `t.${column} AS ${column}`).join(', ')}, ${expr} AS output FROM t ${join} ORDER BY t.i`;
    const [query, bound] = m.connection.driver.escapeQueryWithParameters(sql, parameters);
    return m.query(query, bound);
  }

  /** Throws, naming every input whose two forms disagree (fast-check then shrinks the batch). */
  function assertAgree<R extends { output: string | null }>(rows: readonly R[], expected: (row: R) => string | null) {
    const wrong = rows.filter((row) => row.output !== expected(row));
    if (wrong.length > 0) {
      const lines = wrong.map((row) => `${JSON.stringify(row)}: JavaScript ${JSON.stringify(expected(row))}`);
      throw new Error(`SQL and JavaScript disagree on ${testDb()}:\n${lines.join('\n')}`);
    }
  }

  /** The field's SQL in this suite's dialect. */
  const sqlOf = <Of>(field: Pick<ComputedField<() => unknown, Of>, 'sql'>, of: Of): string => field.sql[testDb()](of);

  it('has a property below for every computed field in src/', () => {
    const src = new URL('../../src/', import.meta.url);
    const declared = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.computed.ts'));
    expect(declared.sort()).toEqual([
      'custom-fields/display-value.computed.ts',
      'database/slug.computed.ts',
      'database/without-millis.computed.ts',
      'users/display-name.computed.ts',
      'workspace-core/workspace-url.computed.ts',
      'workspaces/project-age.computed.ts',
    ]);
  });

  it('SLUG: slugify() of any name', async () => {
    const expr = sqlOf(SLUG, { text: 't.x' });
    // Run first: names that once set the two forms apart or sit on an edge (NFKD, the Kelvin sign, 60 characters).
    const known = [
      ...['Café Déjà vu', 'İstanbul and the Kelvin sign \u212a K', 'ＦＵＬＬＷＩＤＴＨ ｎａｍｅ', 'ﬁne ligature ½ ⅓'],
      ...['Straße ß Ø ı', '---', '😀', `${'long words '.repeat(8)}end`, 'x'.repeat(59) + '-y', 'ÅNGSTRÖM Å Ω'],
      ...['a\u0301\u0308b', ''],
    ];
    await fc.assert(
      fc.asyncProperty(fc.array(text, { minLength: 1, maxLength: 80, size: 'max' }), async (names) => {
        const rows = await evaluate(
          ['x'],
          names.map((x) => ({ x })),
          expr,
        );
        assertAgree(rows, (row) => SLUG.js(row.x!));
      }),
      { ...RUNS, examples: [[known]] },
    );
  });

  it('WITHOUT_MILLIS: withoutMillis() of any stored timestamp (years 0001 to 9999) or none', async () => {
    const expr = sqlOf(WITHOUT_MILLIS, { value: 't.at' });
    // Stored timestamps are toISOString()'s, four-digit years only (src/common/time.ts).
    const at = fc.date({ min: new Date('0001-01-01T00:00:00.000Z'), max: new Date('9999-12-31T23:59:59.999Z') });
    const stored = fc.option(
      at.filter((date) => !Number.isNaN(date.getTime())).map((date) => date.toISOString()),
      { nil: null, freq: 5 },
    );
    await fc.assert(
      fc.asyncProperty(fc.array(stored, { minLength: 1, maxLength: 80, size: 'max' }), async (values) => {
        const rows = await evaluate(
          ['at'],
          values.map((value) => ({ at: value })),
          expr,
        );
        assertAgree(rows, (row) => WITHOUT_MILLIS.js({ value: row.at }));
      }),
      RUNS,
    );
  });

  it('WORKSPACE_URL: workspaceUrl() of any name, published or not', async () => {
    const expr = sqlOf(WORKSPACE_URL, {
      appBaseUrl: "'https://app.example'",
      orgSlug: "'acme'",
      id: 't.id',
      name: 't.name',
      published: 't.published = 1',
    });
    const workspace = fc.record({ name: text, published: fc.boolean(), id: fc.stringMatching(/^[A-Za-z0-9]{12}$/) });
    await fc.assert(
      fc.asyncProperty(fc.array(workspace, { minLength: 1, maxLength: 80, size: 'max' }), async (workspaces) => {
        const rows = await evaluate(
          ['id', 'name', 'published'],
          workspaces.map(({ id, name, published }) => ({ id, name, published: published ? '1' : '0' })),
          expr.replace('t.published = 1', "t.published = '1'"),
        );
        assertAgree(rows, (row) =>
          WORKSPACE_URL.js('https://app.example', 'acme', {
            id: row.id!,
            name: row.name!,
            published: row.published === '1',
          }),
        );
      }),
      RUNS,
    );
  });

  it('PROJECT_AGE: projectAge() of any start date (or none), creation and now', async () => {
    const expr = sqlOf(PROJECT_AGE, { startDate: 't.start_date', createdAt: 't.created_at', now: 't.now' });
    const instant = (min: string, max: string) =>
      fc.date({ min: new Date(min), max: new Date(max), noInvalidDate: true }).map((date) => date.toISOString());
    const age = fc.record({
      start_date: fc.option(
        instant('0001-01-01T00:00:00.000Z', '9999-12-31T00:00:00.000Z').map((at) => at.slice(0, 10)),
        {
          nil: null,
          freq: 3,
        },
      ),
      created_at: instant('2000-01-01T00:00:00.000Z', '2100-01-01T00:00:00.000Z'),
      now: instant('2000-01-01T00:00:00.000Z', '2100-01-01T00:00:00.000Z'),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(age, { minLength: 1, maxLength: 80, size: 'max' }), async (ages) => {
        const rows = await evaluate(['start_date', 'created_at', 'now'], ages, `CAST(${expr} AS TEXT)`);
        assertAgree(rows, (row) =>
          String(PROJECT_AGE.js({ startDate: row.start_date, createdAt: row.created_at!, now: new Date(row.now!) })),
        );
      }),
      RUNS,
    );
  });

  it('DISPLAY_NAME: displayName() of any name, first and last names (or none) and e-mail', async () => {
    const columns = ['name', 'first_name', 'last_name', 'email'] as const;
    const expr = sqlOf(DISPLAY_NAME, {
      name: 't.name',
      firstName: 't.first_name',
      lastName: 't.last_name',
      email: 't.email',
    });
    const nullable = fc.option(text, { nil: null, freq: 4 });
    const address = hostileText({ nul: false, loneSurrogates: true });
    const email = fc.oneof(
      address,
      fc.tuple(address, address).map(([local, domain]) => `${local}@${domain}`),
    );
    const user = fc.record({ name: nullable, first_name: nullable, last_name: nullable, email });
    await fc.assert(
      fc.asyncProperty(fc.array(user, { minLength: 1, maxLength: 80, size: 'max' }), async (users) => {
        const rows = await evaluate(columns, users, expr);
        assertAgree(rows, (row) =>
          DISPLAY_NAME.js({ name: row.name, firstName: row.first_name, lastName: row.last_name, email: row.email! }),
        );
      }),
      RUNS,
    );
  });

  it('DISPLAY_VALUE: displayValue() of any stored value of every field type, options tied, gone or renamed', async () => {
    const { orgId } = await t.newOrg();
    let fields = 0;
    const bounded = (s: string) => Array.from(s).slice(0, 255).join('');
    // Option values as the text policy lets them be (no unpaired surrogate: see above), from a small pool too, so that
    // stored values and options meet, ties and repeats included.
    const policed = hostileText({ nul: !onPostgres, loneSurrogates: false });
    const optionValue = fc.oneof({ weight: 2, arbitrary: fc.constantFrom('a', 'b', ' a', 'A') }, policed.map(bounded));
    const option = fc.record({ label: text.map(bounded), value: optionValue, index: fc.integer({ min: 0, max: 3 }) });
    const field = fc
      .record({ type: fc.constantFrom(...CUSTOM_FIELD_TYPES), options: fc.array(option, { maxLength: 5 }) })
      .chain(({ type, options }) => {
        const known = options.length > 0 ? [fc.constantFrom(...options.map((o) => o.value))] : [];
        const stored =
          type === 'multiCheckboxes'
            ? fc.array(fc.oneof(...known, policed), { maxLength: 6 }).map((list) => JSON.stringify(list))
            : fc.oneof(...known, text);
        return fc.record({
          type: fc.constant(type),
          options: fc.constant(options),
          stored: fc.option(stored, { nil: null, freq: 10 }),
        });
      });
    const expr = sqlOf(DISPLAY_VALUE, { stored: 't.stored', type: 'f.type', fieldId: 'f.id' });
    await fc.assert(
      fc.asyncProperty(fc.array(field, { minLength: 1, maxLength: 40, size: 'max' }), async (cases) => {
        const ids: string[] = [];
        for (const { type, options } of cases) {
          const variableName = `workspace.f${++fields}`;
          ids.push((await insertCustomField(t, orgId, type, 'workspace', { options, variableName })).id);
        }
        const rows = await evaluate(
          ['stored', 'field_id'],
          cases.map(({ stored }, i) => ({ stored, field_id: ids[i] })),
          expr,
          'INNER JOIN custom_field f ON f.id = t.field_id',
        );
        const options = await loadCustomFieldOptions(m, ids);
        assertAgree(rows, (row) => {
          const type = cases[ids.indexOf(row.field_id!)].type as CustomFieldType;
          return row.stored === null ? null : DISPLAY_VALUE.js(type, options.get(row.field_id!) ?? [], row.stored);
        });
      }),
      RUNS,
    );
  });
});
