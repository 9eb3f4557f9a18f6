// Makes sure Debian's chromium (/usr/bin/chromium) is installed: the Swagger UI browser test
// (test/e2e/swagger-ui.e2e-spec.ts) drives it with playwright-core. Runs as `pretest`; silent when it is already there.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

if (existsSync(CHROMIUM)) process.exit(0);

function fail(message) {
  console.error(`ensure-chromium: ${message}`);
  process.exit(1);
}

if (process.platform !== 'linux' || !existsSync('/usr/bin/apt-get')) {
  fail(`${CHROMIUM} is missing and apt-get is not available here: install Chromium at ${CHROMIUM} yourself.`);
}
if (typeof process.getuid === 'function' && process.getuid() !== 0) {
  fail(
    `${CHROMIUM} is missing; run as root to install it, or: sudo apt-get install -y --no-install-recommends chromium`,
  );
}

console.log(`ensure-chromium: ${CHROMIUM} is missing, installing Debian's chromium with apt-get…`);

const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
/** Runs apt-get quietly; returns its combined output when it fails, null when it succeeds. */
function aptGet(...args) {
  const result = spawnSync('apt-get', args, { env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) return String(result.error);
  return result.status === 0 ? null : `${result.stdout}${result.stderr}`;
}

const install = ['install', '-y', '-q', '--no-install-recommends', 'chromium'];
let error = aptGet(...install);
if (error !== null) {
  // A fresh image has no package lists: fetch them and try once more.
  error = aptGet('update', '-q') ?? aptGet(...install);
}
if (error !== null || !existsSync(CHROMIUM)) {
  const tail = (error ?? '').trim().split('\n').slice(-15).join('\n');
  fail(`could not install chromium with apt-get (${CHROMIUM} is still missing).${tail ? `\n${tail}` : ''}`);
}
