// `npm run lint`: ESLint, Prettier, tsc and the OpenAPI lint, run side by side instead of one after another. Each is
// single-threaded and they share nothing (tsc --noEmit writes nothing; the OpenAPI step's build writes dist/, which
// ESLint and Prettier ignore), so on CI's two cores the lint takes about as long as its longest lane, not their sum.
// Each check's output is printed whole when it ends (never interleaved), and the exit code is non-zero if any failed.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

/** Longest first (measured), so the pool's lanes end at about the same time. */
const CHECKS = [
  ['ESLint', 'node_modules/.bin/eslint', ['.']],
  ['Prettier', 'node_modules/.bin/prettier', ['--check', '.']],
  ['tsc', 'npm', ['run', '-s', 'typecheck']],
  ['OpenAPI', 'npm', ['run', '-s', 'lint:openapi']],
];

/** Runs one check with its output captured; resolves with its exit code. */
function run([name, command, args]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      const text = Buffer.concat(output).toString();
      if (code !== 0) process.stderr.write(`lint: ${name} failed (exit ${code}):\n${text}`);
      else process.stdout.write(text);
      resolve(code ?? 1);
    });
  });
}

const queue = [...CHECKS];
let failed = false;
async function lane() {
  for (let check = queue.shift(); check; check = queue.shift()) if ((await run(check)) !== 0) failed = true;
}
await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, lane));
process.exit(failed ? 1 : 0);
