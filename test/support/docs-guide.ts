import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** One ```bash (or ```sh) block of a guide, in document order. */
export interface GuideBlock {
  /** The 1-based line of the opening fence, so a failure names the place to fix. */
  line: number;
  code: string;
  /** From `<!-- expect: 404 -->` (one status for every curl of the block) or `<!-- expect: 200, 412 -->` (in order). */
  expect: number[] | null;
  /** Shell variables the block captures (`WS=$(curl …)`); each must end up neither empty nor "null". */
  captures: string[];
}

export interface BlockResult {
  statuses: number[];
  /** Non-zero exit codes of curl itself (connection refused, timeout…). */
  curlExits: number[];
  /** The exit status of the block's last command. */
  exit: number | null;
  vars: Record<string, string>;
  /** What the block wrote, to show beside a failure. */
  output: string;
}

const FENCE = /^```(bash|sh)\s*$/;
const EXPECT = /^<!--\s*expect:\s*([\d,\s]+?)\s*-->$/;
const CAPTURE = /^\s*([A-Z_][A-Z0-9_]*)=\$\(/gm;

/** The shell blocks of a markdown document; a block's expectation is the HTML comment on the line before it. */
export function guideBlocks(markdown: string): GuideBlock[] {
  const lines = markdown.split('\n');
  const blocks: GuideBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!FENCE.test(lines[i])) continue;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && !lines[i].startsWith('```'); i++) body.push(lines[i]);
    const before =
      lines
        .slice(0, start)
        .reverse()
        .find((line) => line.trim() !== '') ?? '';
    const expected = EXPECT.exec(before.trim());
    const code = body.join('\n');
    blocks.push({
      line: start + 1,
      code,
      expect: expected ? expected[1].split(',').map((s) => Number(s.trim())) : null,
      captures: [...code.matchAll(CAPTURE)].map((m) => m[1]),
    });
  }
  return blocks;
}

/**
 * Points the guide at a server: the first `BASE=` and `KEY=` assignments (the ones a reader edits) get `base` and
 * `key`; nothing else is touched, so the rest runs exactly as a reader pastes it.
 */
export function withServer(blocks: GuideBlock[], base: string, key: string): GuideBlock[] {
  const replaced = { BASE: false, KEY: false };
  return blocks.map((block) => {
    let code = block.code;
    for (const [name, value] of [
      ['BASE', base],
      ['KEY', key],
    ] as const) {
      if (replaced[name]) continue;
      const assignment = new RegExp(`^${name}=.*$`, 'm');
      if (assignment.test(code)) {
        code = code.replace(assignment, `${name}=${value}`);
        replaced[name] = true;
      }
    }
    return { ...block, code };
  });
}

// Reports every answer's status on stderr without changing what the reader's command prints or captures.
const PRELUDE = `set -o pipefail
curl() {
  command curl --no-progress-meter --max-time 20 -w '%{stderr}@@http %{http_code}\\n' "$@"
  local rc=$?
  [ "$rc" -eq 0 ] || echo "@@curl-exit $rc" >&2
  return "$rc"
}
`;

/** Runs every block in order in one bash process (so variables carry over) and reports per block. */
export async function runBlocks(blocks: GuideBlock[], timeoutMs: number): Promise<BlockResult[]> {
  const parts = [PRELUDE];
  blocks.forEach((block, n) => {
    parts.push(`echo "@@block ${n}" >&2; echo "@@block ${n}"`, block.code, `echo "@@end ${n} $?" >&2`);
    for (const name of block.captures) parts.push(`printf '@@var %s=%s\\n' ${name} "\${${name}-}" >&2`);
  });
  const dir = mkdtempSync(join(tmpdir(), 'docs-guide-'));
  const script = join(dir, 'guide.sh');
  writeFileSync(script, parts.join('\n') + '\n');
  try {
    const { stdout, stderr } = await run(script, timeoutMs);
    return blocks.map((_, n) => parseBlock(n, stdout, stderr));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function run(script: string, timeoutMs: number): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    // A shell of its own environment: only what a reader's shell would have that the guide relies on.
    const child = spawn('bash', [script], { env: { PATH: process.env.PATH, HOME: process.env.HOME } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('error', reject);
    child.once('close', () => {
      clearTimeout(timer);
      resolve({ stdout, stderr });
    });
  });
}

function section(text: string, n: number): string {
  const start = text.indexOf(`@@block ${n}\n`);
  if (start < 0) return '';
  const next = text.indexOf(`@@block ${n + 1}\n`, start);
  return text.slice(start, next < 0 ? undefined : next);
}

function parseBlock(n: number, stdout: string, stderr: string): BlockResult {
  const err = section(stderr, n);
  const all = (pattern: RegExp) => [...err.matchAll(pattern)].map((m) => m[1]);
  const vars: Record<string, string> = {};
  for (const [, name, value] of err.matchAll(/^@@var ([A-Z0-9_]+)=(.*)$/gm)) vars[name] = value;
  const end = all(/^@@end \d+ (\d+)$/gm)[0];
  const other = err.split('\n').filter((line) => !line.startsWith('@@') && line.trim() !== '');
  return {
    statuses: all(/@@http (\d{3})/g).map(Number),
    curlExits: all(/@@curl-exit (\d+)/g).map(Number),
    exit: end === undefined ? null : Number(end),
    vars,
    output: [section(stdout, n).slice(`@@block ${n}\n`.length), ...other].join('\n').slice(0, 4000),
  };
}
