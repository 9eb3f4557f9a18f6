// Builds dist/ when a source is newer than the last successful build, saying so first (tsc takes ~10 s and prints
// nothing): `npm start` and `npm run key` then start at once when nothing changed. BUILD=always forces the build.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const STAMP = 'dist/.built';
const INPUTS = [
  'src',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'tsconfig.build.json',
  'scripts/copy-static.mjs',
];

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

const builtAt = existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0;
const changed = INPUTS.filter(existsSync).some((input) => newest(input) > builtAt);
if (changed || process.env.BUILD === 'always') {
  process.stderr.write(`Building the server (TypeScript, about 10 s)...\n`);
  execFileSync('npm', ['run', '-s', 'build'], { stdio: 'inherit' });
  writeFileSync(STAMP, `${new Date().toISOString()}\n`);
}
