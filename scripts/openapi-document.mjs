/**
 * Writes the OpenAPI document the built server serves at /openapi.json, without listening: the app is booted on a
 * throw-away SQLite file (migrations applied, no demo data) and its document built in-process. Run after
 * `npm run build` (the document depends on decorator metadata that only tsc emits).
 *
 *   node scripts/openapi-document.mjs [out.json]   (stdout without a path)
 *
 * PUBLIC_BASE_URL and the other variables are read from the environment as the server reads them.
 */
import 'reflect-metadata';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const { createApp } = await import('../dist/src/bootstrap.js');
const { loadConfig } = await import('../dist/src/config/config.js');
const { buildOpenApiDocument } = await import('../dist/src/openapi/setup.js');

const dir = mkdtempSync(join(tmpdir(), 'openapi-'));
try {
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: '',
    SQLITE_PATH: join(dir, 'document.sqlite'),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
  });
  const app = await createApp(config);
  const text = `${JSON.stringify(buildOpenApiDocument(app, config), null, 2)}\n`;
  await app.close();
  if (process.argv[2]) writeFileSync(process.argv[2], text);
  else process.stdout.write(text);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
