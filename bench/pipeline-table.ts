/**
 * The pipeline table of `npm run bench -- --profile`: the CPU per request of each stage of a route
 * (bench/pipeline-stages.ts) next to its floor's (the Nest floor for the asset GET, the raw baseline for the list),
 * and each stage's share of what the app spends above the floor. The CPU is /proc's, measured without the profiler;
 * the profile only says how to split it.
 */
import type { CpuTimes } from './processes.js';
import { STAGES, type StageId, type StageTimes } from './pipeline-stages.js';

/** CPU (ms) a process used while answering `requests`. */
export type CpuSample = CpuTimes & { requests: number };

export interface ProfiledSide {
  /** `app`, `Nest floor`, `raw baseline`. */
  name: string;
  times: StageTimes;
  /** Requests answered in the profiled window. */
  requests: number;
  /** /proc CPU of the profiled process in that window. */
  profiled: CpuSample | null;
  /** /proc CPU of the same route without the profiler, in rounds interleaved with the other side's. */
  cpu: CpuSample | null;
}

export interface StageRow {
  stage: StageId;
  label: string;
  sampledUs: number;
  share: number;
  cpuUs: number | null;
  floorCpuUs: number | null;
  aboveUs: number | null;
  shareAbove: number | null;
}

const perRequestUs = (c: CpuSample, ms: number): number => (1000 * ms) / c.requests;
const totalUs = (c: CpuSample | null): number | null => c && perRequestUs(c, c.user + c.system);

/**
 * A stage's CPU per request: the main thread's user CPU split by the stage's share of the samples that did not stop
 * in a system call, plus its system CPU split by its share of those that did (so the wall-clock time a sample in
 * `writev` stands for is never charged beyond the kernel time measured). The other threads are a row of their own.
 */
function stageCpu(side: ProfiledSide, stage: StageId): number | null {
  const c = side.cpu ?? side.profiled;
  if (!c || c.requests === 0) return null;
  if (stage === 'threads') return perRequestUs(c, c.user + c.system - c.mainUser - c.mainSystem);
  const t = side.times;
  const [time, call] = [t.byStage.get(stage) ?? 0, t.systemCallByStage.get(stage) ?? 0];
  const [user, system] = [perRequestUs(c, c.mainUser), perRequestUs(c, c.mainSystem)];
  if (t.systemCall === 0) return t.busy === 0 ? 0 : ((user + system) * time) / t.busy;
  const userBusy = t.busy - t.systemCall;
  return (userBusy > 0 ? (user * (time - call)) / userBusy : 0) + (system * call) / t.systemCall;
}

export function stageRows(app: ProfiledSide, floor: ProfiledSide | null): StageRow[] {
  const [appTotal, floorTotal] = [totalUs(app.cpu), floor ? totalUs(floor.cpu) : null];
  const gap = appTotal !== null && floorTotal !== null ? appTotal - floorTotal : null;
  const sampled = (side: ProfiledSide, stage: StageId) =>
    side.requests > 0 ? (side.times.byStage.get(stage) ?? 0) / side.requests : 0;
  const rows: StageRow[] = [];
  for (const stage of Object.keys(STAGES) as StageId[]) {
    const cpuUs = stageCpu(app, stage);
    const floorCpuUs = floor ? stageCpu(floor, stage) : null;
    const shown = stage === 'threads' || sampled(app, stage) > 0 || (floor !== null && sampled(floor, stage) > 0);
    if (!shown) continue;
    const aboveUs = cpuUs !== null && floorCpuUs !== null ? cpuUs - floorCpuUs : null;
    rows.push({
      stage,
      label: STAGES[stage],
      sampledUs: sampled(app, stage),
      share: app.times.busy > 0 ? (app.times.byStage.get(stage) ?? 0) / app.times.busy : 0,
      cpuUs,
      floorCpuUs,
      aboveUs,
      shareAbove: aboveUs !== null && gap !== null && gap !== 0 ? aboveUs / gap : null,
    });
  }
  return rows;
}

/** Rounded, and never `-0`. */
const fixed = (value: number, digits: number): string => (value + 0).toFixed(digits).replace(/^-(0\.?0*)$/, '$1');
const us = (value: number | null, digits = 0): string => (value === null ? '—' : fixed(value, digits));
const pct = (value: number | null): string => (value === null ? '—' : `${fixed(100 * value, 1)} %`);

function cpuLine(side: ProfiledSide, c: CpuSample | null): string {
  if (!c) return `${side.name} —`;
  const main = perRequestUs(c, c.mainUser + c.mainSystem);
  return `${side.name} ${us(totalUs(c))} µs (main thread ${us(main)}, of which system ${us(perRequestUs(c, c.mainSystem))})`;
}

function profiledLine(side: ProfiledSide): string {
  const sampled = side.requests > 0 ? side.times.busy / side.requests : 0;
  const inCalls = side.requests > 0 ? side.times.systemCall / side.requests : 0;
  return `${side.name} ${us(sampled)} µs sampled busy (${us(inCalls)} in system calls) against ${cpuLine(side, side.profiled)}`;
}

export function pipelineTable(route: string, app: ProfiledSide, floor: ProfiledSide | null): string {
  const rows = stageRows(app, floor);
  const f = floor?.name ?? 'floor';
  const [appUs, floorUs] = [totalUs(app.cpu), floor ? totalUs(floor.cpu) : null];
  const gap = appUs !== null && floorUs !== null ? appUs - floorUs : null;
  const head = floor
    ? `| stage | sampled µs/req | share of samples | CPU µs/req | ${f} CPU µs/req | above the ${f}, µs/req | share of (app − ${f}) |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: |`
    : '| stage | sampled µs/req | share of samples | CPU µs/req |\n| --- | ---: | ---: | ---: |';
  const line = (cells: string[]) => `| ${cells.slice(0, floor ? 7 : 4).join(' | ')} |`;
  const body = rows.map((row) =>
    line([
      row.label,
      row.stage === 'threads' ? '—' : us(row.sampledUs),
      row.stage === 'threads' ? '—' : pct(row.share),
      us(row.cpuUs),
      us(row.floorCpuUs),
      us(row.aboveUs),
      pct(row.shareAbove),
    ]),
  );
  const sampledTotal = app.requests > 0 ? app.times.busy / app.requests : 0;
  const total = line([
    '**total**',
    us(sampledTotal),
    '100 %',
    us(appUs),
    us(floorUs),
    us(gap),
    gap === null ? '—' : '100 %',
  ]);
  const ratio = appUs !== null && floorUs !== null && floorUs > 0 ? `: ${(appUs / floorUs).toFixed(2)}×` : '';
  const sides = floor ? [app, floor] : [app];
  const unnamed = [...app.times.unnamed]
    .sort((x, y) => y[1] - x[1])
    .slice(0, 5)
    .map(([frame, time]) => `\`${frame}\` ${us(time / Math.max(1, app.requests), 1)}`)
    .join(', ');
  return `### Pipeline stages: ${route}${floor ? `, against the ${f}` : ''}

CPU per request from /proc (user + system), without the profiler${floor ? ', in the same interleaved rounds' : ''}: ${sides.map((side) => cpuLine(side, side.cpu)).join('; ')}${ratio}.
Under the profiler, in the measured window: ${sides.map(profiledLine).join('; ')}.

${head}
${body.join('\n')}
${total}

How the CPU column is made: a sample is charged to the innermost stage on its stack, with the libraries and Node
internals that stage calls (bench/pipeline-stages.ts); the main thread's /proc user CPU is split by each stage's share
of the samples, its system CPU by its share of the samples stopped in a system call; the other threads are /proc's
alone.${floor ? ` The ${f}'s rows are its own profile split by the same rules (its key handling is in its handler and statement).` : ''}
**V8's CPU profiler samples on a wall-clock interval**: a thread descheduled inside a system call (the socket's
\`writev\`, the log line's \`write\`) or preempted by the load generator and the database on the shared cores is counted
in the frame where it stopped, so the sampled column overstates the response write and the logger (compare the
sampled busy time with /proc above). Rely on the /proc totals; read the stages as shares of them, and stages of a few
µs as within the sampling noise.${unnamed ? `\nOur frames no rule names (charged to their callers), µs/req sampled: ${unnamed}.` : ''}
`;
}
