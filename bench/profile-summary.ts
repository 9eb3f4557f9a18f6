/**
 * Lists where the CPU of a V8 CPU profile (`node --cpu-prof`) went: by package or source area (self time), and the
 * heaviest functions by self and by inclusive time, all per request. Only the samples of the measured load count
 * when its window is given (the start-up and the warm-up otherwise weigh on every figure).
 * Also usable alone: `npx tsx bench/profile-summary.ts <dir> [requests]` (the measured load's samples when the
 * benchmark left its window.json there, else the whole profile).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CallFrame, ProfileView, type Window } from './cpu-profile.js';

/** Where a frame comes from: an npm package, a file of ours, Node internals, or V8 pseudo-frames. */
function area(frame: CallFrame): string {
  const url = frame.url;
  if (!url) return frame.functionName.startsWith('(') ? frame.functionName : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  const ours = /\/(dist\/)?(src\/[^/]+(?:\/[^/]+)?)/.exec(url);
  if (ours) return ours[2].replace(/\.js$/, '');
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  return url;
}

function label(frame: CallFrame): string {
  const file = frame.url
    .replace(/^.*node_modules\//, '')
    .replace(/^.*\/dist\//, '')
    .replace(/^file:\/\//, '');
  return `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
}

const top = (map: Map<string, number>, n: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);

export function summarizeProfile(dir: string, requests: number, window?: Window): string {
  const view = ProfileView.read(dir);
  if (!view) return 'No .cpuprofile written.';
  const selfAreas = new Map<string, number>();
  const selfFns = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let busy = 0;
  for (const [id, us] of view.busyNodes(window)) {
    busy += us;
    const frame = view.frame(id);
    const a = area(frame);
    selfAreas.set(a, (selfAreas.get(a) ?? 0) + us);
    const key = `${label(frame)}  [${a}]`;
    selfFns.set(key, (selfFns.get(key) ?? 0) + us);
    const seen = new Set<string>();
    for (const outer of view.stack(id)) {
      if (!outer.url) continue;
      const k = `${label(outer)}  [${area(outer)}]`;
      if (seen.has(k)) continue;
      seen.add(k);
      inclusive.set(k, (inclusive.get(k) ?? 0) + us);
    }
  }
  const per = (us: number) => (requests > 0 ? `${(us / requests).toFixed(0)} µs/req` : '');
  const pct = (us: number) => `${((100 * us) / busy).toFixed(1)} %`;
  const table = (rows: [string, number][]) =>
    rows.map(([k, us]) => `| ${pct(us)} | ${per(us)} | \`${k.replace(/\|/g, '\\|')}\` |`).join('\n');
  return `Busy (sampled, not idle${window ? ', during the measured load' : ''}): ${(busy / 1000).toFixed(0)} ms, ${per(busy)}.

### Self time by package / source area

| share | per request | area |
| ---: | ---: | --- |
${table(top(selfAreas, 20))}

### Heaviest functions, self time

| share | per request | function |
| ---: | ---: | --- |
${table(top(selfFns, 25))}

### Heaviest functions, inclusive time (our code and the libraries on the request path)

| share | per request | function |
| ---: | ---: | --- |
${table(top(inclusive, 40))}
`;
}

/** The measured load's window and requests, written next to the profile by `npm run bench -- --profile`. */
export function savedWindow(dir: string): (Window & { requests: number }) | undefined {
  const file = join(dir, 'window.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Window & { requests: number }) : undefined;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const saved = savedWindow(process.argv[2]);
  const requests = Number(process.argv[3] ?? saved?.requests ?? 0);
  process.stdout.write(summarizeProfile(process.argv[2], requests, saved));
}
