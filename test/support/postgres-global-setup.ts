import { DatabaseUnavailable, checkDatabase } from '../../src/database/preflight';

/**
 * Before the PostgreSQL project's first test: its database (DATABASE_URL_TEST, default `test` on 127.0.0.1) is created
 * when missing, and an unreachable server stops the run with one line saying what to do, instead of every suite
 * failing with a connection error.
 */
export default async function ensureTestDatabase(): Promise<void> {
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
    throw new Error(
      `The PostgreSQL tests need DATABASE_URL_TEST (${url.replace(/:[^:@/]*@/, ':***@')}): ${error.message}`,
      { cause: error },
    );
  }
}
