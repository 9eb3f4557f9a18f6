import type { DataSource } from 'typeorm';

/**
 * Applies the pending migrations. On PostgreSQL several instances may start at once against one database: they take
 * turns under a session advisory lock keyed by the schema, so the first applies them and the others find nothing
 * pending. Without it, two instances ran the same migrations concurrently and one failed its transaction (a retried
 * start with a stack trace, and a data-only migration could have run twice).
 */
export async function migrate(dataSource: DataSource): Promise<void> {
  if (dataSource.options.type !== 'postgres') {
    await dataSource.runMigrations({ transaction: 'all' });
    return;
  }
  const lock = dataSource.createQueryRunner();
  await lock.connect();
  const key = `SELECT hashtext('workspace-collab-api:migrations:' || current_schema())`;
  try {
    await lock.query(`SELECT pg_advisory_lock((${key}))`);
    await dataSource.runMigrations({ transaction: 'all' });
  } finally {
    await lock.query(`SELECT pg_advisory_unlock((${key}))`).catch(() => undefined);
    await lock.release();
  }
}
