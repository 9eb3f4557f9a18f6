import { type TestDb, testDb } from './app.js';

/**
 * Suites and tests that only mean something on one database: `describe`/`it` there, `describe.skip`/`it.skip` on
 * the other, so the other project reports them as skipped. An early `return` inside a test would report a pass that
 * checked nothing.
 *
 *   describeOn('postgres')('PostgreSQL becoming unreachable', () => { ... });
 *   itOn('sqlite')('runs SQLite in WAL mode', async () => { ... });
 */
export const describeOn = (db: TestDb): jest.Describe => (testDb() === db ? describe : describe.skip);

export const itOn = (db: TestDb): jest.It => (testDb() === db ? it : it.skip);
