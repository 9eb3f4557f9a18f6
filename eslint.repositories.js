/**
 * Every statement a resource runs is in its `<resource>.repository.ts` (see docs/architecture.md, "Repositories"):
 * services, rules and workers open transactions (`db.read`, `db.write`, `db.lock`) and pass the manager on, but call
 * nothing on it. Checked by type, not by name, so `m`, `manager` and `this.db.dataSource.manager` are all caught.
 */

/** TypeORM's handles on the database (a query builder's chain is reported once, at its createQueryBuilder()). */
const DATA_HANDLES = new Set(['EntityManager', 'Repository', 'DataSource', 'QueryRunner']);
/** What runs a query builder's statement: the end of a chain a repository may have built. */
const RUNS_BUILDER = new Set([
  'execute',
  'getMany',
  'getOne',
  'getOneOrFail',
  'getRawMany',
  'getRawOne',
  'getCount',
  'getExists',
  'getManyAndCount',
  'getRawAndEntities',
  'stream',
]);
/** What runs no statement: building an entity object, reading the mapping. */
const NO_SQL = new Set(['create', 'merge', 'getMetadata', 'hasMetadata']);
/** A transaction's boundary, which the caller owns (as `Db.write`), and the connection's life: the CLI runs without `Db`. */
const BOUNDARIES = new Set(['transaction', 'initialize', 'destroy']);
/** What a service may call on `Db`: the transaction boundaries it owns. `Db.query` runs SQL: repositories only. */
const DB_BOUNDARIES = new Set(['read', 'write', 'lock', 'exclusive', 'connections', 'ping']);

const onlyInRepositories = {
  meta: {
    type: 'problem',
    docs: { description: 'Database calls only in *.repository.ts (and the database layer)' },
    schema: [],
    messages: {
      call: '{{handle}}.{{method}}() runs SQL: move it into this resource\'s *.repository.ts (docs/architecture.md, "Repositories").',
    },
  },
  create(context) {
    const services = context.sourceCode.parserServices;
    const checker = services.program.getTypeChecker();
    const handleOf = (node) => {
      const type = checker.getTypeAtLocation(services.esTreeNodeToTSNodeMap.get(node));
      return (type.getSymbol() ?? type.aliasSymbol)?.getName();
    };
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        const handle = handleOf(callee.object);
        const method = callee.property.name;
        const runsBuilder = /QueryBuilder$/.test(handle ?? '') && RUNS_BUILDER.has(method);
        const runsSql =
          runsBuilder ||
          (DATA_HANDLES.has(handle) && !NO_SQL.has(method) && !(handle === 'DataSource' && BOUNDARIES.has(method))) ||
          (handle === 'Db' && !DB_BOUNDARIES.has(method));
        if (runsSql) context.report({ node, messageId: 'call', data: { handle, method } });
      },
    };
  },
};

export const repositories = [
  {
    files: ['src/**/*.ts'],
    ignores: [
      'src/**/*.repository.ts',
      'src/**/*.spec.ts',
      // The database layer itself: connections, dialects, migrations, the seed, the statement runner, retention.
      'src/database/**',
      // The repositories' shared toolkit: lookups by id in an organization, row versions, counts of a page.
      'src/common/repository/**',
      // Test helpers that print the SQL a query builder makes.
      'src/common/testing/**',
    ],
    plugins: { 'data-access': { rules: { 'only-in-repositories': onlyInRepositories } } },
    rules: { 'data-access/only-in-repositories': 'error' },
  },
];
