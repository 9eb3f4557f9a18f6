import { readFileSync } from 'node:fs';

/** The page whose examples test/e2e/deployment-*.e2e-spec.ts run. */
export const DEPLOYMENT_DOC = 'docs/deployment.md';

export const deploymentDoc = (): string => readFileSync(DEPLOYMENT_DOC, 'utf8');

/** The bodies of the fenced blocks of one language (```ini, ```haproxy…), in document order. */
export function fencedBlocks(markdown: string, language: string): string[] {
  const blocks: string[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (lines[i].trim() !== '```' + language) continue;
    const body: string[] = [];
    for (i++; i < lines.length && !lines[i].startsWith('```'); i++) body.push(lines[i]);
    blocks.push(body.join('\n') + '\n');
  }
  return blocks;
}

/** A unit file's directives: section → key → every value given (systemd keeps the last of most, all of some). */
export type UnitDirectives = Record<string, Record<string, string[]>>;

export function unitDirectives(unit: string): UnitDirectives {
  const sections: UnitDirectives = {};
  let section = '';
  for (const raw of unit.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    const header = /^\[(\w+)\]$/.exec(line);
    if (header) {
      section = header[1];
      sections[section] ??= {};
      continue;
    }
    const eq = line.indexOf('=');
    if (eq < 1 || section === '') throw new Error(`not a directive: ${line}`);
    const key = line.slice(0, eq);
    (sections[section][key] ??= []).push(line.slice(eq + 1));
  }
  return sections;
}

/** A systemd time span such as `180s`, `3min`, `2min 30s` or `90`, in milliseconds. */
export function timeSpanMs(span: string): number {
  const units: Record<string, number> = { ms: 1, s: 1000, sec: 1000, min: 60_000, m: 60_000, h: 3_600_000 };
  let total = 0;
  for (const part of span.trim().split(/\s+/)) {
    const match = /^(\d+)(ms|s|sec|min|m|h)?$/.exec(part);
    if (!match) throw new Error(`not a time span: ${span}`);
    total += Number(match[1]) * units[match[2] ?? 's'];
  }
  return total;
}

/**
 * An environment file line both systemd (EnvironmentFile=) and sh (`set -a; . file`) read as the same NAME=value:
 * a bare value without quotes, spaces, `$`, backslashes or shell operators, or one in double quotes without `$`,
 * backslashes or backquotes (each strips the quotes and takes the rest as is).
 */
export const PORTABLE_ENV_LINE = /^[A-Z_][A-Z0-9_]*=(?:"[^"$`\\]*"|[^\s"'$`\\;&|<>()#*?[\]{}~]*)$/;

/** The NAME=value lines of an environment file, comments and blank lines left out. */
export const envLines = (file: string): string[] =>
  file.split('\n').filter((line) => line.trim() !== '' && !line.trim().startsWith('#'));

/**
 * The HAProxy configuration of the page pointed at the test's processes, and nothing else changed: the frontend's one
 * `bind :<port>` gets `127.0.0.1:<frontendPort>`, and the `server` lines, in order, the given addresses.
 */
export function haproxyConfigFor(config: string, frontendPort: number, servers: readonly string[]): string {
  const binds = config.match(/^\s*bind :\d+\s*$/gm) ?? [];
  const serverLines = config.match(/^\s*server \S+ \S+:\d+/gm) ?? [];
  if (binds.length !== 1) throw new Error(`expected one "bind :<port>" line, found ${binds.length}`);
  // Each backend lists the same instances, in the same order.
  if (serverLines.length === 0 || serverLines.length % servers.length !== 0) {
    throw new Error(`expected ${servers.length} server lines per backend, found ${serverLines.length}`);
  }
  let next = 0;
  return config
    .replace(/^(\s*bind) :\d+\s*$/m, `$1 127.0.0.1:${frontendPort}`)
    .replace(/^(\s*server \S+) \S+:\d+/gm, (_line, head: string) => `${head} ${servers[next++ % servers.length]}`);
}
