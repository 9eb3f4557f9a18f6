/**
 * Reads the V8 CPU profile(s) in a directory (`node --cpu-prof`) and lists where the CPU went: by package or source
 * area (self time), and the heaviest functions by self and by inclusive time, all per request.
 * Also usable alone: `npx tsx bench/profile-summary.ts <dir> [requests]`.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

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

export function summarizeProfile(dir: string, requests: number): string {
  const files = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
  if (files.length === 0) return 'No .cpuprofile written.';
  // The main thread's profile is the one with the most samples (loader threads are nearly idle).
  const profile = files
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Profile)
    .sort((a, b) => b.samples.length - a.samples.length)[0];
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const selfAreas = new Map<string, number>();
  const selfFns = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let busy = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = profile.timeDeltas[i] ?? 0;
    const node = byId.get(profile.samples[i])!;
    if (node.callFrame.functionName === '(idle)') continue;
    busy += dt;
    const a = area(node.callFrame);
    selfAreas.set(a, (selfAreas.get(a) ?? 0) + dt);
    const key = `${label(node.callFrame)}  [${a}]`;
    selfFns.set(key, (selfFns.get(key) ?? 0) + dt);
    const seen = new Set<string>();
    for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) {
      const frame = byId.get(id)!.callFrame;
      if (!frame.url) continue;
      const k = `${label(frame)}  [${area(frame)}]`;
      if (seen.has(k)) continue;
      seen.add(k);
      inclusive.set(k, (inclusive.get(k) ?? 0) + dt);
    }
  }
  const per = (us: number) => (requests > 0 ? `${(us / requests).toFixed(0)} µs/req` : '');
  const pct = (us: number) => `${((100 * us) / busy).toFixed(1)} %`;
  const table = (rows: [string, number][]) =>
    rows.map(([k, us]) => `| ${pct(us)} | ${per(us)} | \`${k.replace(/\|/g, '\\|')}\` |`).join('\n');
  return `Busy CPU (not idle): ${(busy / 1000).toFixed(0)} ms, ${per(busy)}.

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

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.stdout.write(summarizeProfile(process.argv[2], Number(process.argv[3] ?? 0)));
}
