// Before the PostgreSQL project's first test: its database (DATABASE_URL_TEST, default `test` on 127.0.0.1) is
// created when missing, and an unreachable server stops the run with one line saying what to do, instead of every
// suite failing with a connection error. Plain JavaScript on the build (`npm test` builds first): Jest loads a global
// setup outside its module mapping, so the TypeScript sources' `.js` imports would not resolve.
import { existsSync } from 'node:fs';

const PREFLIGHT = new URL('../../dist/src/database/preflight.js', import.meta.url);

export default async function ensureTestDatabase() {
  if (!existsSync(PREFLIGHT)) throw new Error('dist/ is missing: run npm run build (npm test does it first)');
  const { DatabaseUnavailable, checkDatabase } = await import(PREFLIGHT.href);
  const url = process.env.DATABASE_URL_TEST ?? 'postgres://postgres@127.0.0.1:5432/test';
  try {
    await checkDatabase({
      databaseUrl: url,
      databaseSchema: null,
      databaseConnectTimeoutMs: 5000,
      sqlitePath: ':memory:',
      databaseCreate: true,
    });
  } catch (error) {
    if (!(error instanceof DatabaseUnavailable)) throw error;
    const shown = url.replace(/:[^:@/]*@/, ':***@');
    throw new Error(`The PostgreSQL tests need DATABASE_URL_TEST (${shown}): ${error.message}`, { cause: error });
  }
}
