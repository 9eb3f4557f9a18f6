/**
 * The performance targets a run is judged by (issue 19, and those of the earlier issues it keeps), each a PASS, FAIL
 * or informational (n/a) line at the size of the run.
 */
import type { Measured, Row, Target } from './report.js';

/** CPU per request of a scenario against its floor's, over the rounds both ran in (they are interleaved). */
export interface CpuRatio {
  ratio: number;
  appMs: number;
  floorMs: number;
  /** The same ratio round by round: how much the figure moved within the run. */
  rounds: number[];
}

export function cpuRatio(app: Measured | undefined, floor: Measured | undefined): CpuRatio | null {
  if (!app || !floor) return null;
  const sums = { app: [0, 0], floor: [0, 0] };
  const rounds: number[] = [];
  for (let i = 0; i < Math.min(app.runs.length, floor.runs.length); i++) {
    const [a, f] = [app.cpuRuns[i], floor.cpuRuns[i]];
    const [ra, rf] = [app.runs[i].requests, floor.runs[i].requests];
    if (a == null || f == null || ra === 0 || rf === 0) continue;
    sums.app[0] += a;
    sums.app[1] += ra;
    sums.floor[0] += f;
    sums.floor[1] += rf;
    if (f > 0) rounds.push(a / ra / (f / rf));
  }
  if (sums.app[1] === 0 || sums.floor[1] === 0 || sums.floor[0] === 0) return null;
  const appMs = sums.app[0] / sums.app[1];
  const floorMs = sums.floor[0] / sums.floor[1];
  return { ratio: appMs / floorMs, appMs, floorMs, rounds };
}

const LIST = 'GET /v1/workspaces?limit=20 (all embeds)';
const ASSET = 'GET /v1/assets/{id}';

const times = (ratio: number): string => `${ratio.toFixed(2)}×`;
const perRound = (c: CpuRatio): string => (c.rounds.length > 1 ? `; rounds ${c.rounds.map(times).join(', ')}` : '');
const rps = (value: number): string => value.toLocaleString('en', { maximumFractionDigits: 0 });

function cpuTarget(name: string, c: CpuRatio | null, limit: number, floorName: string): Target[] {
  if (!c) return [];
  return [
    {
      name: `${name}: CPU per request ≤ ${limit.toFixed(2)}× the ${floorName}'s`,
      value: `${times(c.ratio)} (${c.appMs.toFixed(2)} against ${c.floorMs.toFixed(2)} ms${perRound(c)})`,
      pass: c.ratio <= limit,
    },
  ];
}

export function goals(input: {
  rows: Row[];
  measured: Map<string, Measured>;
  probes: { label: string; statements: number | null }[];
  appRss: number | null;
}): Target[] {
  const { rows, measured, probes, appRss } = input;
  const row = (id: string) => rows.find((r) => r.id === id);
  const out: Target[] = [];
  const list = row('list');
  const baseline = row('baseline-list');
  const listCpu = cpuRatio(measured.get('list'), measured.get('baseline-list'));
  out.push(...cpuTarget(LIST, listCpu, 1.2, 'raw baseline'));
  if (list && baseline && baseline.rps > 0) {
    const ratio = list.rps / baseline.rps;
    out.push({
      name: `${LIST}: req/s ≥ 0.85× the raw baseline's`,
      value: `${times(ratio)} (${rps(list.rps)} against ${rps(baseline.rps)} req/s)`,
      pass: ratio >= 0.85,
    });
  }
  out.push(...cpuTarget(ASSET, cpuRatio(measured.get('asset'), measured.get('nest-asset')), 1.3, 'Nest floor'));
  const listProbes = probes.filter((p) => p.label.startsWith('GET /v1/workspaces?'));
  if (listProbes.length > 0) {
    const counts = listProbes.map((p) => p.statements ?? NaN);
    // A first page reads its total in the page's statement; a later page reads the total first (it picks the index
    // end), so it may cost one more. Neither grows with the limit or the embeds.
    const firstPages = listProbes.filter((p) => !/[?&]page=(?!1\b)\d+/.test(p.label)).map((p) => p.statements ?? NaN);
    const constant = firstPages.every((c) => c === firstPages[0]) && counts.every((c) => c <= firstPages[0] + 1);
    out.push({
      name:
        'SQL statements per list request ≤ 4, the same for every first page (limit 1/20/100, with and without ' +
        'embeds), at most one more for a deep page',
      value: counts.join(' / '),
      pass: constant && counts.every((c) => c <= 4),
    });
  }
  const deep = row('deep');
  if (list && deep) {
    // Page 5,000 at the default size; the last page of a smaller dataset.
    const page = /[?&]page=(\d+)/.exec(deep.label)?.[1] ?? '?';
    out.push({
      name: `the deep page (page ${Number(page).toLocaleString('en')}) p50 within 3× of page 1 p50 (under the same load)`,
      value: `${(deep.p50 / list.p50).toFixed(2)}×`,
      pass: deep.p50 <= 3 * list.p50,
    });
  }
  const middle = row('middle');
  if (list && middle) {
    out.push({
      name: 'the middle page (the longest skip since older pages are read from the oldest end), p50 against page 1',
      value: `${(middle.p50 / list.p50).toFixed(2)}×`,
      pass: null,
    });
  }
  if (appRss !== null)
    out.push({ name: 'app RSS after load < 250 MB', value: `${appRss.toFixed(0)} MB`, pass: appRss < 250 });
  out.push(...informational(row));
  return out;
}

/** Lines read for context, judged by no target. */
function informational(row: (id: string) => Row | undefined): Target[] {
  const out: Target[] = [];
  const asset = row('asset');
  const hello = row('nest-hello');
  const floor = row('nest-asset');
  if (asset && hello && hello.rps > 0) {
    out.push({
      // Issue 19 replaced it with the CPU target against the Nest floor (docs/performance.md).
      name: 'single-resource GET req/s against the Nest hello world (the earlier 70 % target, re-anchored on the Nest floor)',
      value: `${((100 * asset.rps) / hello.rps).toFixed(0)} %${floor && floor.rps > 0 ? ` (${((100 * asset.rps) / floor.rps).toFixed(0)} % of the Nest floor's)` : ''}`,
      pass: null,
    });
  }
  if (floor && hello && hello.rps > 0) {
    out.push({
      name: 'the Nest floor (the same statement, key cached, in a bare Nest route) against the Nest hello world, req/s',
      value: `${((100 * floor.rps) / hello.rps).toFixed(0)} %`,
      pass: null,
    });
  }
  const contactView = row('visitor-page');
  const publicView = row('public-page');
  if (contactView?.ratio != null) {
    out.push({
      name: "published workspace page view by a signed-in contact (reads the page, writes the view) against the API's GET /v1/workspaces/{id} of the same workspace",
      value: `${(contactView.ratio * 100).toFixed(0)} % (${contactView.rps.toFixed(0)} against ${(contactView.rps / contactView.ratio).toFixed(0)} req/s)`,
      pass: null,
    });
  }
  if (publicView?.ratio != null) {
    out.push({
      name: 'anonymous view of a public workspace page (reads only), against the same',
      value: `${(publicView.ratio * 100).toFixed(0)} % (${publicView.rps.toFixed(0)} req/s)`,
      pass: null,
    });
  }
  return out;
}
