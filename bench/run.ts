/**
 * `npm run bench`: builds the service, generates and bulk-loads the dataset into SQLite and PostgreSQL, starts the
 * production build (info logging, as deployed) next to the raw baseline and a Nest hello world, and measures every
 * scenario with autocannon from a separate process. Prints a table and the targets, and writes
 * bench/results/<date>-<db>[-quick].md and .json.
 * Run `npm run bench -- --help` for the options.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import pg from 'pg';
import { DEFAULT_SIZES, QUICK_SIZES, type Sizes } from './dataset.js';
import { type DbKind, type Prepared, type Target, pgReachable, prepareDatabase } from './load-data.js';
import type { LoadResult, LoadSpec } from './load-worker.js';
import { summarizeProfile } from './profile-summary.js';
import { attackTarget, measureAttack, walkTarget } from './attack.js';
import { type DbReport, type Measured, markdownReport, summarize, targetsText, textTable } from './report.js';
import { type Scenario, type ServerName, deepPage, scenarios } from './scenarios.js';
import { type CpuTimes, type Server, cpuTimes, freePort, rssMb, runNode, startServer } from './processes.js';
import { goals } from './targets.js';
import { stageTimes } from './pipeline-stages.js';
import { ProfileView, type Window, hrtimeUs } from './cpu-profile.js';
import { type ProfiledSide, pipelineTable, stageRows } from './pipeline-table.js';
import { CONTACT_WORKSPACES, type VisitorTargets, setUpVisitors } from './visitors.js';

const exec = promisify(execFile);
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const USAGE = `npm run bench -- [options]

  --quick                 small dataset (${QUICK_SIZES.workspaces} workspaces), 2 s per scenario, one round: CI-sized
  --db sqlite,postgres    databases to measure (default: both; PostgreSQL is skipped when unreachable)
  --duration <s>          measured seconds per scenario, split over the rounds (default 10; quick 2)
  --rounds <n>            interleaved rounds (default 2; quick 1): a scenario and its reference alternate
  --warmup <s>            unmeasured load before a scenario's first round (default 2; quick 0.5)
  --connections <n>       concurrent connections (default 50)
  --workspaces <n> --boards <n> --assets <n>   dataset sizes (default ${DEFAULT_SIZES.workspaces}/${DEFAULT_SIZES.boards}/${DEFAULT_SIZES.assets})
  --only <ids>            comma-separated scenario ids (references of the chosen ones are added)
  --reuse-data            keep the database of a previous run with the same sizes instead of regenerating it
  --skip-build            use dist/ as it is
  --profile               measure the routes' CPU without the profiler, then run each in a fresh process under
                          --cpu-prof (default: list and asset, with their floors, the raw baseline and the Nest
                          floor) and print the hot spots and the pipeline table; writes bench/results/profiles/
  --pg-url <url>          PostgreSQL (default $BENCH_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test)
  --pg-schema <name>      schema the benchmark owns, dropped and re-created (default bench)
  --data-dir <dir>        SQLite file and dataset metadata (default ${join(tmpdir(), 'wsapi-bench')})
  --server-log <file>     the app's log output (default /dev/null)
  --app-env <K=V,...>     extra environment for the app, for experiments (e.g. LOG_LEVEL=silent)
  --app-node-args <args>  extra node options for the app, space-separated, for experiments (e.g. --trace-gc)
  --no-write              print only, do not write bench/results/
`;

interface Options {
  quick: boolean;
  dbs: DbKind[];
  explicitDb: boolean;
  duration: number;
  rounds: number;
  warmup: number;
  connections: number;
  sizes: Sizes;
  only: string[] | null;
  reuse: boolean;
  build: boolean;
  profile: boolean;
  pgUrl: string;
  pgSchema: string;
  dataDir: string;
  serverLog: string | null;
  appEnv: Record<string, string>;
  appNodeArgs: string[];
  write: boolean;
}

function options(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      quick: { type: 'boolean', default: false },
      db: { type: 'string' },
      duration: { type: 'string' },
      rounds: { type: 'string' },
      warmup: { type: 'string' },
      connections: { type: 'string' },
      workspaces: { type: 'string' },
      boards: { type: 'string' },
      assets: { type: 'string' },
      only: { type: 'string' },
      'reuse-data': { type: 'boolean', default: false },
      'skip-build': { type: 'boolean', default: false },
      profile: { type: 'boolean', default: false },
      'pg-url': { type: 'string' },
      'pg-schema': { type: 'string' },
      'data-dir': { type: 'string' },
      'server-log': { type: 'string' },
      'app-env': { type: 'string' },
      'app-node-args': { type: 'string' },
      'no-write': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(USAGE);
    process.exit(0);
  }
  const quick = values.quick;
  const num = (raw: string | undefined, fallback: number, name: string): number => {
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number`);
    return n;
  };
  const base = quick ? QUICK_SIZES : DEFAULT_SIZES;
  const dbs = (values.db ?? 'sqlite,postgres').split(',').map((d) => d.trim());
  for (const db of dbs) if (db !== 'sqlite' && db !== 'postgres') throw new Error(`--db: unknown database ${db}`);
  const pgSchema = values['pg-schema'] ?? 'bench';
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(pgSchema)) throw new Error('--pg-schema must be a lower-case identifier');
  return {
    quick,
    dbs: dbs as DbKind[],
    explicitDb: values.db !== undefined,
    duration: num(values.duration, quick ? 2 : 10, 'duration'),
    rounds: Math.round(num(values.rounds, quick ? 1 : 2, 'rounds')),
    warmup: num(values.warmup, quick ? 0.5 : 2, 'warmup'),
    connections: Math.round(num(values.connections, 50, 'connections')),
    sizes: {
      workspaces: Math.round(num(values.workspaces, base.workspaces, 'workspaces')),
      boards: Math.round(num(values.boards, base.boards, 'boards')),
      assets: Math.round(num(values.assets, base.assets, 'assets')),
    },
    only: values.only ? values.only.split(',').map((s) => s.trim()) : null,
    reuse: values['reuse-data'],
    build: !values['skip-build'],
    profile: values.profile,
    pgUrl: values['pg-url'] ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    pgSchema,
    dataDir: values['data-dir'] ?? join(tmpdir(), 'wsapi-bench'),
    serverLog: values['server-log'] ?? null,
    appEnv: Object.fromEntries(
      (values['app-env'] ?? '')
        .split(',')
        .filter(Boolean)
        .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
    ),
    appNodeArgs: (values['app-node-args'] ?? '').split(' ').filter(Boolean),
    write: !values['no-write'],
  };
}

const log = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

/** The dataset of a previous run is reused only with --reuse-data and the same sizes and migrations. */
async function dataset(kind: DbKind, opts: Options, target: Target): Promise<Prepared> {
  const meta = join(opts.dataDir, `${kind}.json`);
  const fingerprint = JSON.stringify({ sizes: opts.sizes, target, migrations: migrationCount() });
  if (opts.reuse && existsSync(meta)) {
    const saved = JSON.parse(readFileSync(meta, 'utf8')) as { fingerprint: string; prepared: Prepared };
    if (saved.fingerprint === fingerprint && (kind !== 'sqlite' || existsSync(target.sqlitePath!))) {
      log(`${kind}: reusing the dataset of a previous run`);
      return saved.prepared;
    }
  }
  log(
    `${kind}: generating ${opts.sizes.workspaces.toLocaleString('en')} workspaces, ${opts.sizes.boards.toLocaleString('en')} boards, ${opts.sizes.assets.toLocaleString('en')} assets…`,
  );
  const prepared = await prepareDatabase(target, opts.sizes, ROOT, log);
  writeFileSync(meta, JSON.stringify({ fingerprint, prepared }));
  return prepared;
}

function migrationCount(): number {
  const index = readFileSync(join(ROOT, 'src/database/migrations/index.ts'), 'utf8');
  return (index.match(/^import /gm) ?? []).length;
}

interface Servers {
  app: Server;
  baseline: Server;
  nest: Server;
}

/**
 * The app as deployed (no statement counting: its request scope costs every request). `counting` starts the
 * instance the statement probes ask instead, with QUERY_COUNT_HEADER=true.
 */
async function startApp(
  prepared: Prepared,
  port: number,
  opts: Options,
  { profileDir, counting = false }: { profileDir?: string; counting?: boolean } = {},
): Promise<Server> {
  return startServer({
    name: counting ? 'app (counting statements)' : 'app',
    args: [...cpuProf(profileDir), ...opts.appNodeArgs, 'dist/src/main.js'],
    cwd: ROOT,
    env: {
      ...prepared.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      ...(counting ? { QUERY_COUNT_HEADER: 'true' } : {}),
      // The limiter runs (its cost is measured) with a budget the load never spends.
      RATE_LIMIT_PER_MINUTE: '10000000',
      // Likewise for failed authentications: the attack scenario measures every refusal's full cost, not a block.
      AUTH_FAILURES_PER_MINUTE: '10000000',
      // And for the published workspace's visitors, limited per client address (its highest setting).
      VISITOR_REQUESTS_PER_MINUTE: '1000000',
      HOST: '127.0.0.1',
      PUBLIC_BASE_URL: `http://localhost:${port}`,
      ...opts.appEnv,
    },
    port,
    readyPath: '/v1/status',
    logFile: opts.serverLog ?? undefined,
  });
}

async function startAll(prepared: Prepared, opts: Options): Promise<Servers> {
  const [appPort, basePort, nestPort] = [await freePort(), await freePort(), await freePort()];
  const app = await startApp(prepared, appPort, opts);
  const baseline = await startBaseline(prepared, basePort, appPort);
  const nest = await startNest(prepared, nestPort, appPort);
  return { app, baseline, nest };
}

/** `--cpu-prof` and its options: samples every 250 µs (V8's default, 1 ms, gives a 2 s quick run too few). */
const cpuProf = (dir?: string): string[] =>
  dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`, `--cpu-prof-interval=${PROFILE_INTERVAL_US}`] : [];
const PROFILE_INTERVAL_US = 250;

/** The raw baseline; same public base URL as the app, so both serve byte-identical JSON. */
function startBaseline(prepared: Prepared, port: number, appPort: number, profileDir?: string): Promise<Server> {
  return startServer({
    name: 'baseline',
    args: [...cpuProf(profileDir), '--import', 'tsx', 'bench/baseline-server.ts'],
    cwd: ROOT,
    env: { ...prepared.env, NODE_ENV: 'production', PUBLIC_BASE_URL: `http://localhost:${appPort}` },
    port,
    readyPath: '/v1/hello',
  });
}

/** The Nest hello world and floor; the floor route reads the same database and answers the same JSON as the app. */
function startNest(prepared: Prepared, port: number, appPort: number, profileDir?: string): Promise<Server> {
  return startServer({
    name: 'nest',
    args: [...cpuProf(profileDir), '--import', 'tsx', 'bench/hello-nest.ts'],
    cwd: ROOT,
    env: { ...prepared.env, NODE_ENV: 'production', PUBLIC_BASE_URL: `http://localhost:${appPort}` },
    port,
    readyPath: '/v1/hello',
  });
}

async function load(server: Server, scenario: Scenario, key: string, seconds: number, opts: Options) {
  const spec: LoadSpec = {
    url: server.base,
    method: scenario.method,
    paths: scenario.paths,
    bodies: scenario.bodies,
    headers: scenario.headers ?? {
      authorization: `Bearer ${key}`,
      ...(scenario.bodies ? { 'content-type': 'application/json' } : {}),
    },
    connections: opts.connections,
    duration: seconds,
  };
  // Through a file: thousands of rotating paths and bodies do not fit in an argument list.
  const file = join(opts.dataDir, `load-spec-${process.pid}.json`);
  writeFileSync(file, JSON.stringify(spec));
  const out = await runNode(['--import', 'tsx', 'bench/load-worker.ts', file], ROOT);
  return JSON.parse(out.trim().split('\n').pop()!) as LoadResult;
}

async function request(server: Server, key: string, method: string, path: string, body?: string) {
  const res = await fetch(server.base + path, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body,
  });
  const text = await res.text();
  const count = res.headers.get('x-query-count');
  return { status: res.status, text, statements: count === null ? null : Number(count) };
}

/** The baseline must answer exactly what the app answers, or the comparison means nothing. */
async function compareJson(
  s: Servers,
  key: string,
  paths: string[],
  against: 'baseline' | 'nest' = 'baseline',
): Promise<string[]> {
  const notes: string[] = [];
  const who = against === 'baseline' ? 'Baseline' : 'Nest floor';
  for (const path of paths) {
    const [app, other] = [await request(s.app, key, 'GET', path), await request(s[against], key, 'GET', path)];
    if (app.text === other.text) {
      notes.push(`${who} JSON for \`${path}\` is byte-identical to the app's (${app.text.length} bytes).`);
    } else if (isDeepStrictEqual(JSON.parse(app.text), JSON.parse(other.text))) {
      notes.push(`${who} JSON for \`${path}\` equals the app's (same values, different key order).`);
    } else {
      notes.push(`WARNING: ${who} JSON for \`${path}\` differs from the app's: its ratio is not comparable.`);
    }
  }
  return notes;
}

/**
 * The scenarios with the published workspaces' paths filled in: built on the running app when one of them is chosen
 * (it creates workspaces and signs contacts in, so a run without them leaves the database as it was).
 */
async function withVisitors(
  kind: DbKind,
  chosen: Scenario[],
  app: Server,
  prepared: Prepared,
  opts: Options,
): Promise<Scenario[]> {
  if (!chosen.some((scenario) => scenario.visitors)) return chosen;
  log(`${kind}: publishing workspaces and signing contacts in…`);
  const targets: VisitorTargets = await setUpVisitors(app.base, prepared);
  return selected(scenarios(prepared.info, targets), opts.only);
}

async function probeStatements(app: Server, key: string, prepared: Prepared) {
  const deep = deepPage(prepared.info);
  const gets = [
    '/v1/workspaces?limit=1',
    '/v1/workspaces?limit=20',
    '/v1/workspaces?limit=100',
    '/v1/workspaces?limit=20&properties=name',
    '/v1/workspaces?limit=20&properties=name,account.name',
    `/v1/workspaces?page=${deep}&limit=20`,
    '/v1/boards?limit=1',
    '/v1/boards?limit=100',
    `/v1/assets/${prepared.info.assetIds[0]}`,
  ];
  const probes: { label: string; statements: number | null }[] = [];
  // The first authenticated request looks the key up; every probe then sees the steady state, a cached key.
  const first = await request(app, key, 'GET', '/v1/tags?limit=1');
  probes.push({
    label: 'GET /v1/tags?limit=1 (first request with the key: its lookup included)',
    statements: first.statements,
  });
  for (const path of gets)
    probes.push({ label: `GET ${path}`, statements: (await request(app, key, 'GET', path)).statements });
  const task = prepared.info.taskIds[prepared.info.taskIds.length - 1];
  for (const completed of [true, false]) {
    const res = await request(app, key, 'PATCH', `/v1/workspace-plan-tasks/${task}`, JSON.stringify({ completed }));
    probes.push({
      label: `PATCH /v1/workspace-plan-tasks/{id} {"completed":${completed}}`,
      statements: res.statements,
    });
  }
  const post = await request(app, key, 'POST', '/v1/boards', JSON.stringify({ title: 'Probe', tagNames: ['Bench'] }));
  probes.push({ label: 'POST /v1/boards {"tagNames":["Bench"]}', statements: post.statements });
  return probes;
}

/** Statements per request, counted by a second instance on the same database, stopped before the load. */
async function countStatements(prepared: Prepared, opts: Options, list: Scenario[]) {
  const counter = await startApp(prepared, await freePort(), opts, { counting: true });
  try {
    const probes = await probeStatements(counter, prepared.key, prepared);
    const visitorProbes = await probeVisitors(counter, prepared.key, list);
    return { probes: [...probes, ...visitorProbes], visitorProbes };
  } finally {
    await counter.stop();
  }
}

/** Statements of one request of each published workspace scenario, as under load (the key or cookies it sends). */
async function probeVisitors(app: Server, key: string, list: Scenario[]) {
  const probes: { id: string; label: string; statements: number | null }[] = [];
  for (const scenario of list.filter((one) => one.visitors)) {
    const view = async () => {
      const res = await fetch(app.base + scenario.paths[0], {
        headers: scenario.headers ?? { authorization: `Bearer ${key}` },
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${scenario.label}: ${res.status}`);
      return res;
    };
    // The second view is counted: the counting instance has not seen the key or the session yet, the load's has.
    await view();
    const count = (await view()).headers.get('x-query-count');
    probes.push({ id: scenario.id, label: `${scenario.label}`, statements: count === null ? null : Number(count) });
  }
  return probes;
}

async function sequentialLatency(s: Servers, key: string, prepared: Prepared, n: number, list: Scenario[]) {
  const deep = deepPage(prepared.info);
  const out: { label: string; medianMs: number }[] = [];
  const cases: [string, Server, string, Record<string, string>?][] = [
    ['app GET /v1/workspaces?limit=20', s.app, '/v1/workspaces?limit=20'],
    [`app GET /v1/workspaces?page=${deep}&limit=20`, s.app, `/v1/workspaces?page=${deep}&limit=20`],
    ['baseline GET /v1/workspaces?limit=20', s.baseline, '/v1/workspaces?limit=20'],
    [`baseline GET /v1/workspaces?page=${deep}&limit=20`, s.baseline, `/v1/workspaces?page=${deep}&limit=20`],
    ['app GET /v1/assets/{id}', s.app, `/v1/assets/${prepared.info.assetIds[1] ?? prepared.info.assetIds[0]}`],
    // The published workspace's rows, with what each sends (a key, or a visitor's cookies).
    ...list
      .filter((one) => one.visitors)
      .map((one): [string, Server, string, Record<string, string>?] => [
        `app ${one.label}`,
        s.app,
        one.paths[0],
        one.headers,
      ]),
  ];
  for (const [label, server, path, headers] of cases) {
    const times: number[] = [];
    for (let i = 0; i < n; i++) {
      const t0 = performance.now();
      if (headers) await (await fetch(server.base + path, { headers })).arrayBuffer();
      else await request(server, key, 'GET', path);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    out.push({ label, medianMs: times[Math.floor(times.length / 2)] });
  }
  return out;
}

function selected(all: Scenario[], only: string[] | null): Scenario[] {
  if (!only) return all;
  const ids = new Set(only);
  for (const id of only) {
    const scenario = all.find((s) => s.id === id);
    for (const other of [scenario?.ref, scenario?.floor, ...(scenario?.companions ?? [])]) if (other) ids.add(other);
  }
  const unknown = only.filter((id) => !all.some((s) => s.id === id));
  if (unknown.length > 0)
    throw new Error(`--only: unknown scenarios ${unknown.join(', ')}; known: ${all.map((s) => s.id).join(', ')}`);
  return all.filter((s) => ids.has(s.id));
}

async function measure(
  s: Servers,
  key: string,
  list: Scenario[],
  statements: Map<string, number | null>,
  opts: Options,
) {
  const measured = new Map<string, Measured>();
  const perRound = opts.duration / opts.rounds;
  for (let round = 1; round <= opts.rounds; round++) {
    for (const scenario of list) {
      const server = s[scenario.server as ServerName];
      const pid = server.child.pid!;
      if (round === 1 && opts.warmup > 0) await load(server, scenario, key, opts.warmup, opts);
      const before = cpuTimes(pid);
      const result = await load(server, scenario, key, perRound, opts);
      const used = cpuUsed(before, cpuTimes(pid));
      const m = measured.get(scenario.id) ?? {
        scenario,
        runs: [],
        cpuPerRequest: null,
        cpuRuns: [],
        cpuTimes: null,
        rss: null,
        statements: statements.get(scenario.id) ?? null,
      };
      m.runs.push(result);
      const cpu = used && used.user + used.system;
      m.cpuRuns.push(cpu);
      if (used) m.cpuTimes = addCpu(m.cpuTimes, used, result.requests);
      m.cpuPerRequest = cpuPerRequest(m);
      m.rss = rssMb(pid);
      measured.set(scenario.id, m);
      log(
        `  [${round}/${opts.rounds}] ${scenario.label}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms` +
          (cpu !== null && result.requests > 0 ? `, CPU ${(cpu / result.requests).toFixed(2)} ms/req` : '') +
          (result.non2xx + result.errors > 0
            ? `, ${result.non2xx} non-2xx ${JSON.stringify(result.statusCodes)}, ${result.errors} errors`
            : ''),
      );
    }
  }
  return measured;
}

function cpuUsed(before: CpuTimes | null, after: CpuTimes | null): CpuTimes | null {
  if (!before || !after) return null;
  return {
    user: after.user - before.user,
    system: after.system - before.system,
    mainUser: after.mainUser - before.mainUser,
    mainSystem: after.mainSystem - before.mainSystem,
  };
}

function addCpu(sum: Measured['cpuTimes'], used: CpuTimes, requests: number): NonNullable<Measured['cpuTimes']> {
  const base = sum ?? { user: 0, system: 0, mainUser: 0, mainSystem: 0, requests: 0 };
  return {
    user: base.user + used.user,
    system: base.system + used.system,
    mainUser: base.mainUser + used.mainUser,
    mainSystem: base.mainSystem + used.mainSystem,
    requests: base.requests + requests,
  };
}

/** Server CPU per request over the rounds whose CPU was read. */
function cpuPerRequest(m: Measured): number | null {
  let [cpu, requests] = [0, 0];
  m.runs.forEach((run, i) => {
    const used = m.cpuRuns[i];
    if (used === null || used === undefined) return;
    cpu += used;
    requests += run.requests;
  });
  return requests === 0 ? null : cpu / requests;
}

async function environment(kind: DbKind, opts: Options, prepared: Prepared): Promise<Record<string, string>> {
  const git = async (...args: string[]) =>
    (await exec('git', args, { cwd: ROOT }).catch(() => ({ stdout: '?' }))).stdout.trim();
  const commit = await git('rev-parse', '--short', 'HEAD');
  // The results this run has written already (the first database's) do not make the code under test dirty.
  const dirty = (await git('status', '--porcelain', '--untracked-files=no', '--', '.', ':!bench/results')) !== '';
  let dbVersion: string;
  if (kind === 'postgres') {
    const c = new pg.Client({ connectionString: opts.pgUrl });
    await c.connect();
    dbVersion = `PostgreSQL ${(await c.query('SHOW server_version')).rows[0].server_version}`;
    await c.end();
  } else {
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(':memory:');
    dbVersion = `SQLite ${(db.prepare('SELECT sqlite_version() AS v').get() as { v: string }).v} (better-sqlite3)`;
    db.close();
  }
  const c = prepared.info.counts;
  return {
    commit: `${commit}${dirty ? ' (with uncommitted changes)' : ''}`,
    machine: `${cpus().length} × ${cpus()[0]?.model ?? '?'}, Node ${process.version}, ${dbVersion}`,
    'load average at start': loadavg()
      .map((l) => l.toFixed(2))
      .join(' '),
    dataset: `${c.workspace ?? 0} workspaces (${c.workspace_user ?? 0} members, ${c.workspace_domain ?? 0} domains, ${c.account ?? 0} accounts, ${c.deal ?? 0} deals, ${c.custom_field_value ?? 0} custom field values, ${c.workspace_plan_task ?? 0} plan tasks), ${c.board ?? 0} boards (${c.board_tag ?? 0} tag links), ${c.asset ?? 0} assets; loaded in ${prepared.seconds.toFixed(1)} s`,
    load: `autocannon, ${opts.connections} connections, ${opts.duration} s per scenario in ${opts.rounds} interleaved round(s) after ${opts.warmup} s warm-up`,
    app: `node dist/src/main.js, NODE_ENV=production, LOG_LEVEL=info (logs to ${opts.serverLog ?? '/dev/null'}); statements counted by a second instance with QUERY_COUNT_HEADER=true${Object.keys(opts.appEnv).length > 0 ? `, and ${JSON.stringify(opts.appEnv)}` : ''}${opts.appNodeArgs.length > 0 ? `, node ${opts.appNodeArgs.join(' ')}` : ''}`,
  };
}

async function benchDb(kind: DbKind, opts: Options): Promise<DbReport | null> {
  mkdirSync(opts.dataDir, { recursive: true });
  const target: Target =
    kind === 'sqlite'
      ? { kind, sqlitePath: join(opts.dataDir, 'bench.sqlite') }
      : { kind, pgUrl: opts.pgUrl, pgSchema: opts.pgSchema };
  if (kind === 'postgres' && !(await pgReachable(opts.pgUrl))) {
    if (opts.explicitDb) throw new Error(`PostgreSQL is not reachable at ${opts.pgUrl}`);
    log(`postgres: not reachable at ${opts.pgUrl}, skipped (set --pg-url or BENCH_DATABASE_URL)`);
    return null;
  }
  const prepared = await dataset(kind, opts, target);
  const chosen = selected(scenarios(prepared.info), opts.only);
  if (opts.profile) {
    await profile(kind, prepared, chosen, opts);
    return null;
  }
  const s = await startAll(prepared, opts);
  const startedAt = new Date();
  try {
    const all = await withVisitors(kind, chosen, s.app, prepared, opts);
    const env = await environment(kind, opts, prepared);
    const deep = deepPage(prepared.info);
    const notes = await compareJson(s, prepared.key, [
      '/v1/workspaces?limit=20',
      `/v1/workspaces?page=${deep}&limit=20`,
      `/v1/assets/${prepared.info.assetIds[0]}`,
    ]);
    notes.push(...(await compareJson(s, prepared.key, [`/v1/assets/${prepared.info.assetIds[0]}`], 'nest')));
    const { probes, visitorProbes } = await countStatements(prepared, opts, all);
    const sequential = await sequentialLatency(s, prepared.key, prepared, opts.quick ? 5 : 21, all);
    log(`${kind}: authenticated GET latency idle and under unauthenticated heavy bodies…`);
    const attack = await measureAttack(s.app, {
      key: prepared.key,
      path: '/v1/workspaces?limit=20',
      requests: opts.quick ? 40 : 200,
      root: ROOT,
    });
    const probeOf = (label: string) => probes.find((p) => p.label === label)?.statements ?? null;
    const statements = new Map<string, number | null>([
      ['list', probeOf('GET /v1/workspaces?limit=20')],
      ['list-properties', probeOf('GET /v1/workspaces?limit=20&properties=name,account.name')],
      ['deep', probeOf(`GET /v1/workspaces?page=${deep}&limit=20`)],
      ['boards', probeOf('GET /v1/boards?limit=100')],
      ['asset', probeOf(`GET /v1/assets/${prepared.info.assetIds[0]}`)],
      ['patch-task', probeOf('PATCH /v1/workspace-plan-tasks/{id} {"completed":true}')],
      ['post-board', probeOf('POST /v1/boards {"tagNames":["Bench"]}')],
      ...visitorProbes.map((p) => [p.id, p.statements] as const),
    ]);
    log(`${kind}: measuring ${all.length} scenarios…`);
    const measured = await measure(s, prepared.key, all, statements, opts);
    const rows = [...measured.values()].map((m) => summarize(m, measured));
    const appRss = rssMb(s.app.child.pid!);
    env['load average at end'] = loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
    env['app peak RSS (VmHWM)'] = `${peakRss(s.app.child.pid!)} MB`;
    if (all.some((one) => one.visitors)) {
      notes.push(
        `Published workspace rows: ${CONTACT_WORKSPACES} private workspaces (a page with a plan of 20 tasks, Markdown, a link and two assets; two more pages), each with a contact signed in through the app's own magic link, and a public one read anonymously (bench/visitors.ts). A contact's view writes its activity, the workspace's counters, an event and the session's last view in one transaction.`,
      );
    }
    if (deep < 5000)
      notes.push(`The dataset has fewer than 100,000 workspaces: the deep page is page ${deep}, not 5,000.`);
    return {
      db: kind,
      date: startedAt.toISOString().slice(0, 10),
      size: sizeLabel(opts.sizes),
      environment: env,
      rows,
      probes,
      sequential,
      targets: [...goals({ rows, measured, probes, appRss }), attackTarget(attack), walkTarget(attack)],
      notes,
    };
  } finally {
    await Promise.all([s.app.stop(), s.baseline.stop(), s.nest.stop()]);
  }
}

function peakRss(pid: number): string {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? (Number(match[1]) / 1024).toFixed(0) : '?';
  } catch {
    return '?';
  }
}

/**
 * `--profile`: the CPU per request of the profiled routes and their floors without the profiler (interleaved, as a
 * normal run measures them), then one fresh process per scenario under --cpu-prof: the summary lists where its CPU
 * went during the measured load, and for a route with a floor (the list, the asset GET) the pipeline table splits
 * the route's CPU into stages next to the floor's.
 */
async function profile(kind: DbKind, prepared: Prepared, list: Scenario[], opts: Options): Promise<void> {
  const apps = list.filter((s) => s.server === 'app' && (opts.only ? true : s.id === 'list' || s.id === 'asset'));
  const floors = new Set(apps.map((s) => s.floor).filter((id) => id !== undefined));
  const wanted = list.filter((s) => floors.has(s.id) || apps.includes(s));
  const totals = await unprofiledCpu(kind, prepared, wanted, opts);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
  const sides = new Map<string, ProfiledSide & { dir: string; rps: number; window: Window }>();
  for (const scenario of wanted) {
    const dir = join(ROOT, 'bench/results/profiles', `${stamp}-${kind}-${scenario.id}`);
    mkdirSync(dir, { recursive: true });
    const run = await profileOne(kind, prepared, scenario, opts, dir);
    const name = scenario.server === 'app' ? 'app' : scenario.server === 'nest' ? 'Nest floor' : 'raw baseline';
    const view = ProfileView.read(dir);
    if (!view) throw new Error(`${scenario.label}: no CPU profile written in ${dir}`);
    const times = stageTimes(view, run.window);
    sides.set(scenario.id, { name, times, dir, ...run, cpu: totals.get(scenario.id)?.cpuTimes ?? null });
  }
  for (const scenario of wanted) {
    const side = sides.get(scenario.id)!;
    const floor = scenario.floor ? (sides.get(scenario.floor) ?? null) : null;
    const pipeline = scenario.server === 'app' ? `\n${pipelineTable(scenario.label, side, floor)}` : '';
    const text = `# CPU profile: ${scenario.label} (${kind})

${side.requests} requests, ${side.rps.toFixed(0)} req/s under --cpu-prof (sampling every ${PROFILE_INTERVAL_US} µs).
${pipeline}
${summarizeProfile(side.dir, side.requests, side.window)}`;
    writeFileSync(join(side.dir, 'summary.md'), text);
    if (scenario.server === 'app') {
      const rows = stageRows(side, floor);
      writeFileSync(join(side.dir, 'pipeline.json'), `${JSON.stringify({ route: scenario.label, rows }, null, 2)}\n`);
    }
    log(`\n${text}\n(profile and summary in ${side.dir})`);
  }
}

/** CPU per request of the profiled routes and their floors without the profiler, in the same interleaved rounds. */
async function unprofiledCpu(kind: DbKind, prepared: Prepared, wanted: Scenario[], opts: Options) {
  log(`${kind}: CPU per request without the profiler…`);
  const s = await startAll(prepared, opts);
  try {
    const all = await withVisitors(kind, wanted, s.app, prepared, { ...opts, only: wanted.map((one) => one.id) });
    return await measure(s, prepared.key, all, new Map(), opts);
  } finally {
    await Promise.all([s.app.stop(), s.baseline.stop(), s.nest.stop()]);
  }
}

/** One scenario in a fresh process under --cpu-prof: its warm-up, then the measured load and its time window. */
async function profileOne(kind: DbKind, prepared: Prepared, scenario: Scenario, opts: Options, dir: string) {
  const port = await freePort();
  const server =
    scenario.server === 'app'
      ? await startApp(prepared, port, opts, { profileDir: dir })
      : scenario.server === 'nest'
        ? await startNest(prepared, port, port, dir)
        : await startBaseline(prepared, port, port, dir);
  try {
    const run = scenario.visitors
      ? (await withVisitors(kind, [scenario], server, prepared, { ...opts, only: [scenario.id] })).find(
          (one) => one.id === scenario.id,
        )!
      : scenario;
    await load(server, run, prepared.key, opts.warmup, opts);
    const [from, before] = [hrtimeUs(), cpuTimes(server.child.pid!)];
    const result = await load(server, run, prepared.key, opts.duration, opts);
    const [to, used] = [hrtimeUs(), cpuUsed(before, cpuTimes(server.child.pid!))];
    // Kept with the profile, so `npx tsx bench/profile-summary.ts <dir>` reads the same samples again.
    writeFileSync(join(dir, 'window.json'), JSON.stringify({ from, to, requests: result.requests }));
    return {
      requests: result.requests,
      rps: result.rps,
      window: { from, to },
      profiled: used && result.requests > 0 ? { ...used, requests: result.requests } : null,
    };
  } finally {
    await server.stop();
  }
}

const sameSizes = (a: Sizes, b: Sizes): boolean =>
  a.workspaces === b.workspaces && a.boards === b.boards && a.assets === b.assets;

/** `quick size (2,000 workspaces, 2,000 boards, 200 assets)`: the size every target of the run is measured at. */
function sizeLabel(sizes: Sizes): string {
  const kind = sameSizes(sizes, QUICK_SIZES) ? 'quick' : sameSizes(sizes, DEFAULT_SIZES) ? 'default' : 'custom';
  const n = (value: number) => value.toLocaleString('en');
  return `${kind} size (${n(sizes.workspaces)} workspaces, ${n(sizes.boards)} boards, ${n(sizes.assets)} assets)`;
}

/** The result file's suffix: none at the default size, `-quick`, or the sizes of a custom run. */
function sizeSuffix(sizes: Sizes): string {
  if (sameSizes(sizes, DEFAULT_SIZES)) return '';
  if (sameSizes(sizes, QUICK_SIZES)) return '-quick';
  return `-${sizes.workspaces}w-${sizes.boards}b-${sizes.assets}a`;
}

async function main(): Promise<void> {
  const opts = options(process.argv.slice(2));
  const started = Date.now();
  if (opts.build) {
    log('building (npm run -s build)…');
    await exec('npm', ['run', '-s', 'build'], { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 });
  }
  const reports: DbReport[] = [];
  for (const kind of opts.dbs) {
    const report = await benchDb(kind, opts);
    if (!report) continue;
    reports.push(report);
    log(`\n== ${kind} (${report.environment.dataset})\n`);
    log(textTable(report.rows));
    log(`\nTargets at the ${report.size}:\n${targetsText(report.targets)}\n`);
    for (const note of report.notes) log(`note: ${note}`);
    if (opts.write) {
      const dir = join(ROOT, 'bench/results');
      mkdirSync(dir, { recursive: true });
      // Named by size, so the quick and the default run of a day both stay.
      const name = `${report.date}-${kind}${sizeSuffix(opts.sizes)}`;
      writeFileSync(join(dir, `${name}.md`), markdownReport(report));
      writeFileSync(join(dir, `${name}.json`), `${JSON.stringify(report, null, 2)}\n`);
      log(`written: bench/results/${name}.md`);
    }
  }
  log(`\ndone in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

main().catch((error: unknown) => {
  process.stderr.write(`bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
