import { afterAll, beforeAll } from '@jest/globals';
import { type FreshDatabase, type TestApp, bootTestApp, freshDatabase } from './app.js';

/**
 * An app on a database of its own, for a suite that takes migrations back and forth (they would disturb a shared
 * one): booted before the suite's tests, closed and dropped after. The getter answers it once booted.
 */
export function appOnOwnDatabase(): () => TestApp {
  let db: FreshDatabase;
  let t: TestApp;
  beforeAll(async () => {
    db = await freshDatabase();
    t = await bootTestApp(db.env);
  });
  afterAll(async () => {
    await t.close();
    await db.drop();
  });
  return () => t;
}

/**
 * An upgrade over the data in place: the migration named `name` (its class name's start) and every later one are
 * reverted, newest first, then run again. Foreign keys are off on SQLite meanwhile, as docs/database.md says: TypeORM
 * reverts inside a transaction, where SQLite ignores `PRAGMA foreign_keys`, and a table rebuild in a down() would
 * otherwise cascade-delete rows.
 */
export async function rerunMigrationsFrom(t: TestApp, name: string): Promise<void> {
  const migrations = t.dataSource.migrations.map((migration) => migration.name ?? migration.constructor.name);
  const first = migrations.findIndex((each) => each.startsWith(name));
  if (first < 0) throw new Error(`no migration named ${name}`);
  const sqlite = t.dataSource.options.type === 'better-sqlite3';
  if (sqlite) await t.dataSource.query('PRAGMA foreign_keys = OFF');
  for (let i = first; i < migrations.length; i++) await t.dataSource.undoLastMigration();
  await t.dataSource.runMigrations();
  if (sqlite) await t.dataSource.query('PRAGMA foreign_keys = ON');
}
