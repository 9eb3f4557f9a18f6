// Makes sure the Debian packages the test suite drives are installed: chromium (/usr/bin/chromium) for the browser
// tests (test/e2e/swagger-ui.e2e-spec.ts, through playwright-core), curl and jq for the API guide, whose examples
// test/e2e/docs-api-guide.e2e-spec.ts runs as written, and haproxy for the load balancer of docs/deployment.md, which
// test/e2e/deployment-load-balancer.e2e-spec.ts runs. Runs as `pretest`; silent when everything is there.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Debian package → the file that proves it is installed. */
const TOOLS = { chromium: '/usr/bin/chromium', curl: '/usr/bin/curl', jq: '/usr/bin/jq', haproxy: '/usr/sbin/haproxy' };

const missing = Object.keys(TOOLS).filter((pkg) => !existsSync(TOOLS[pkg]));
if (missing.length === 0) process.exit(0);

function fail(message) {
  console.error(`ensure-system-tools: ${message}`);
  process.exit(1);
}

const list = missing.join(' ');
if (process.platform !== 'linux' || !existsSync('/usr/bin/apt-get')) {
  fail(`${list} missing and apt-get is not available here: install them yourself.`);
}
if (typeof process.getuid === 'function' && process.getuid() !== 0) {
  fail(`${list} missing; run as root to install them, or: sudo apt-get install -y --no-install-recommends ${list}`);
}

console.log(`ensure-system-tools: installing Debian's ${list} with apt-get…`);

const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
/** Runs apt-get quietly; returns its combined output when it fails, null when it succeeds. */
function aptGet(...args) {
  const result = spawnSync('apt-get', args, { env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) return String(result.error);
  return result.status === 0 ? null : `${result.stdout}${result.stderr}`;
}

const install = ['install', '-y', '-q', '--no-install-recommends', ...missing];
let error = aptGet(...install);
if (error !== null) {
  // A fresh image has no package lists: fetch them and try once more.
  error = aptGet('update', '-q') ?? aptGet(...install);
}
const stillMissing = missing.filter((pkg) => !existsSync(TOOLS[pkg]));
if (error !== null || stillMissing.length > 0) {
  const tail = (error ?? '').trim().split('\n').slice(-15).join('\n');
  fail(`could not install ${stillMissing.join(' ') || list} with apt-get.${tail ? `\n${tail}` : ''}`);
}
