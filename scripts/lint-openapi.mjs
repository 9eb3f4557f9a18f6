// `redocly lint` of the built OpenAPI document, with one box of its output left out: on Node.js 20 every run starts
// with "Node.js 20 reached end-of-life ... Update Node.js", while this project supports Node.js 20.19+ (package.json
// engines). Everything else Redocly prints passes through, and its exit code is ours.
import { spawnSync } from 'node:child_process';

const NODE_20_BOX =
  /^\s*╔═+╗\n(?:\s*║.*║\n)*?\s*║\s*Deprecation warning: Node\.js 20 support is ending\s*║\n(?:\s*║.*║\n)*\s*╚═+╝\n\n?/m;

const result = spawnSync('node_modules/.bin/redocly', ['lint', 'dist/openapi.json'], {
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  encoding: 'utf8',
});
if (result.error) throw result.error;
process.stdout.write(result.stdout);
process.stderr.write(result.stderr.replace(/^\n/, '').replace(NODE_20_BOX, ''));
process.exit(result.status ?? 1);
