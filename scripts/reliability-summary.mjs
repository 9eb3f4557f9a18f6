// `npm run test:reliability`: runs the reliability suites (generated bad input, tenant isolation, faults) on SQLite
// and PostgreSQL, then prints what they tried and saw, per database. Exits non-zero when a suite failed or any
// count that must be zero is not. FUZZ_RUNS (default 2000 here) sets the generated cases per database.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SUITES = ['test/e2e/fuzz', 'test/e2e/tenant-isolation', 'test/e2e/contract', 'test/e2e/faults-'];
const dir = mkdtempSync(join(tmpdir(), 'wsapi-reliability-'));
const env = { ...process.env, RELIABILITY_REPORT_DIR: dir, FUZZ_RUNS: process.env.FUZZ_RUNS ?? '2000' };

const build = spawnSync('npm', ['run', '-s', 'build'], { stdio: 'inherit', env });
if (build.status !== 0) process.exit(build.status ?? 1);
const jest = spawnSync(
  process.execPath,
  [
    '--experimental-vm-modules',
    'node_modules/jest/bin/jest.js',
    '--selectProjects',
    'sqlite',
    'postgres',
    '--',
    ...SUITES,
  ],
  { stdio: 'inherit', env },
);

const COLUMNS = [
  ['inputs', 'inputs tried'],
  ['serverErrors', '5xx seen'],
  ['shapeViolations', 'shape violations'],
  ['writesOnError', 'writes on 4xx'],
  ['acceptedBadText', 'bad text accepted'],
  ['isolationChecks', 'isolation checks'],
  ['isolationFailures', 'isolation failures'],
  ['faults', 'faults run'],
  ['faultsSurvived', 'faults survived'],
  ['rowsLost', 'rows lost'],
];
const MUST_BE_ZERO = [
  'serverErrors',
  'shapeViolations',
  'writesOnError',
  'acceptedBadText',
  'isolationFailures',
  'rowsLost',
];
// Per input class of the fuzzing (test/support/fuzz/input-classes.ts).
const CLASS_COLUMNS = [
  ['inputs', 'cases'],
  ['accepted', '2xx'],
  ['refused', '4xx'],
  ['serverErrors', '5xx'],
  ['writesOnError', 'writes on 4xx'],
  ['acceptedBadText', 'bad text accepted'],
];

let bad = jest.status !== 0;
const rows = [];
const classRows = [];
for (const db of ['sqlite', 'postgres']) {
  const file = join(dir, `${db}.jsonl`);
  const totals = Object.fromEntries(COLUMNS.map(([key]) => [key, 0]));
  const suites = existsSync(file)
    ? readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line))
    : [];
  for (const suite of suites) for (const [key] of COLUMNS) totals[key] += suite[key] ?? 0;
  const classes = {};
  for (const suite of suites) {
    for (const [name, counts] of Object.entries(suite.classes ?? {})) {
      classes[name] ??= Object.fromEntries(CLASS_COLUMNS.map(([key]) => [key, 0]));
      for (const [key] of CLASS_COLUMNS) classes[name][key] += counts[key] ?? 0;
    }
  }
  for (const [name, counts] of Object.entries(classes)) {
    classRows.push([db, name, ...CLASS_COLUMNS.map(([key]) => String(counts[key]))]);
  }
  if (suites.length === 0 || totals.faultsSurvived !== totals.faults) bad = true;
  if (MUST_BE_ZERO.some((key) => totals[key] !== 0)) bad = true;
  rows.push([db, String(suites.length), ...COLUMNS.map(([key]) => String(totals[key]))]);
}
rmSync(dir, { recursive: true, force: true });

/** A table whose first `left` columns are left-aligned. */
function table(header, body, left) {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => (i < left ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}
console.log(`\nReliability summary\n\n${table(['database', 'suites', ...COLUMNS.map(([, label]) => label)], rows, 1)}`);
console.log(
  `\nFuzzing by input class\n\n${table(['database', 'input class', ...CLASS_COLUMNS.map(([, label]) => label)], classRows, 2)}`,
);
console.log(
  `\n${bad ? 'FAIL' : 'PASS'}: jest ${jest.status === 0 ? 'passed' : 'failed'}; must be 0: ${MUST_BE_ZERO.join(', ')}; every fault survived.`,
);
process.exit(bad ? 1 : 0);
