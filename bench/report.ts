import type { LoadResult } from './load-worker.js';
import type { CpuTimes } from './processes.js';
import type { Scenario } from './scenarios.js';

export interface Measured {
  scenario: Scenario;
  runs: LoadResult[];
  /** Server CPU (user + system) per request over all rounds, ms. */
  cpuPerRequest: number | null;
  /** Server CPU of each round's run (ms, /proc), in the order of `runs`. */
  cpuRuns: (number | null)[];
  /** The rounds' CPU (ms) summed, split into user and system, the process's and its main thread's. */
  cpuTimes: (CpuTimes & { requests: number }) | null;
  /** Server RSS right after the scenario's last run, MB. */
  rss: number | null;
  /** SQL statements of one request, from X-Query-Count (app only). */
  statements: number | null;
}

export interface Row {
  id: string;
  label: string;
  server: string;
  rps: number;
  p50: number;
  p99: number;
  ratio: number | null;
  ref: string | null;
  statements: number | null;
  cpu: number | null;
  rss: number | null;
  non2xx: number;
  errors: number;
}

export interface Target {
  name: string;
  value: string;
  pass: boolean | null;
}

export interface DbReport {
  db: string;
  date: string;
  /** The dataset size the targets hold at: `quick (2,000 workspaces, …)`, `default (…)` or `custom (…)`. */
  size: string;
  environment: Record<string, string>;
  rows: Row[];
  probes: { label: string; statements: number | null }[];
  sequential: { label: string; medianMs: number }[];
  targets: Target[];
  notes: string[];
}

/** Requests per second over all rounds; p50 the mean of the rounds' p50, p99 the worst round's. */
export function summarize(m: Measured, all: Map<string, Measured>): Row {
  const requests = m.runs.reduce((a, r) => a + r.requests, 0);
  const seconds = m.runs.reduce((a, r) => a + r.seconds, 0);
  const rps = seconds > 0 ? requests / seconds : 0;
  const ref = m.scenario.ref ? all.get(m.scenario.ref) : undefined;
  const refRps = ref ? ref.runs.reduce((a, r) => a + r.requests, 0) / ref.runs.reduce((a, r) => a + r.seconds, 0) : 0;
  return {
    id: m.scenario.id,
    label: m.scenario.label,
    server: m.scenario.server,
    rps,
    p50: m.runs.reduce((a, r) => a + r.p50, 0) / Math.max(1, m.runs.length),
    p99: Math.max(...m.runs.map((r) => r.p99)),
    ratio: ref && refRps > 0 ? rps / refRps : null,
    ref: m.scenario.ref ?? null,
    statements: m.statements,
    cpu: m.cpuPerRequest,
    rss: m.rss,
    non2xx: m.runs.reduce((a, r) => a + r.non2xx, 0),
    errors: m.runs.reduce((a, r) => a + r.errors, 0),
  };
}

const fmt = (value: number | null, digits = 0): string =>
  value === null || !Number.isFinite(value) ? '—' : value.toFixed(digits);

const HEADERS = ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'vs reference', 'SQL/req', 'CPU ms/req', 'RSS MB', 'non-2xx'];

function cells(row: Row): string[] {
  return [
    row.label,
    fmt(row.rps),
    fmt(row.p50, 1),
    fmt(row.p99, 1),
    row.ratio === null ? '—' : `${(row.ratio * 100).toFixed(0)} % of ${row.ref}`,
    fmt(row.statements),
    fmt(row.cpu, 2),
    fmt(row.rss),
    String(row.non2xx + row.errors),
  ];
}

export function textTable(rows: Row[]): string {
  const body = rows.map(cells);
  const widths = HEADERS.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(HEADERS), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

export function markdownTable(rows: Row[]): string {
  const body = rows.map(cells);
  return [
    `| ${HEADERS.join(' | ')} |`,
    `| ${HEADERS.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`,
    ...body.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}

export function targetsText(targets: Target[]): string {
  return targets
    .map((t) => `${t.pass === null ? '  n/a' : t.pass ? ' PASS' : ' FAIL'}  ${t.name}: ${t.value}`)
    .join('\n');
}

export function markdownReport(report: DbReport): string {
  const env = Object.entries(report.environment)
    .map(([k, v]) => `- ${k}: ${v}`)
    .join('\n');
  return `# Benchmark ${report.date} — ${report.db}, ${report.size}

${env}

${markdownTable(report.rows)}

Reference rows: \`baseline\` is bench/baseline-server.ts (node:http + raw driver, one hand-written statement),
\`Nest hello world\` and \`Nest floor\` are bench/hello-nest.ts (the floor answers the asset with the app's statement and a cached
key in a bare Nest route: what a single-resource GET can reach on this stack before the app adds anything). The
\`published workspace page\` rows are compared with the API's read of the same workspaces in the same run (see the notes).
req/s over all rounds; p50 = mean of the rounds' p50; p99 = worst round.
CPU ms/req is the server process's user + system CPU divided by the requests it answered (the database's own CPU is
not included). RSS is the server's resident memory right after the scenario.

## Targets at the ${report.size}

| | target | measured |
| --- | --- | --- |
${report.targets.map((t) => `| ${t.pass === null ? 'n/a' : t.pass ? 'PASS' : 'FAIL'} | ${t.name} | ${t.value} |`).join('\n')}

## SQL statements per request (X-Query-Count, one request each; the key cached after the first request, as under load)

| request | statements |
| --- | ---: |
${report.probes.map((p) => `| ${p.label} | ${fmt(p.statements)} |`).join('\n')}

## Latency without concurrency (median of sequential requests)

| request | ms |
| --- | ---: |
${report.sequential.map((s) => `| ${s.label} | ${s.medianMs.toFixed(1)} |`).join('\n')}
${report.notes.length > 0 ? `\n## Notes\n\n${report.notes.map((n) => `- ${n}`).join('\n')}\n` : ''}`;
}
