import { type TestApp, bootTestApp } from '../support/app.js';
import { itOn } from '../support/dialect.js';

describe('database schema', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await bootTestApp();
  });
  afterAll(() => t.close());

  it('is built from the committed migrations with every migration applied', async () => {
    expect(await t.dataSource.showMigrations()).toBe(false);
    expect(t.dataSource.options.synchronize).toBe(false);
  });

  it('matches the entities exactly (TypeORM finds no drift to synchronize)', async () => {
    const pending = await t.dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('undoes every migration added since the first and applies them again, in the configured schema', async () => {
    // Each later migration's down() must work where the service runs (a DATABASE_SCHEMA other than public included).
    const later = t.dataSource.migrations.length - 1;
    for (let i = 0; i < later; i++) await t.dataSource.undoLastMigration();
    await t.dataSource.runMigrations();
    expect(await t.dataSource.showMigrations()).toBe(false);
    const pending = await t.dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });

  itOn('sqlite')('runs SQLite in WAL mode with a busy timeout and foreign keys on', async () => {
    expect(await t.dataSource.query('PRAGMA journal_mode')).toEqual([{ journal_mode: 'wal' }]);
    expect(await t.dataSource.query('PRAGMA busy_timeout')).toEqual([{ timeout: 5000 }]);
    expect(await t.dataSource.query('PRAGMA foreign_keys')).toEqual([{ foreign_keys: 1 }]);
  });
});
