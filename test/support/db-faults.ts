import { DataSource } from 'typeorm';
import { loadConfig } from '../../src/config/config.js';
import { buildDataSourceOptions } from '../../src/database/data-source-options.js';

/**
 * Makes every INSERT into `table` fail inside the database (a trigger raising an error), so a write answers 500
 * through the real driver error path with its statement's parameters bound, on the database `env` points at (a
 * running server's or a test app's). Resolves with the function that removes the fault.
 */
export async function failInserts(env: Record<string, string>, table: string): Promise<() => Promise<void>> {
  const dataSource = new DataSource(buildDataSourceOptions(loadConfig({ LOG_LEVEL: 'silent', ...env })));
  await dataSource.initialize();
  const postgres = dataSource.options.type === 'postgres';
  const trigger = `injected_fault_${table}`;
  if (postgres) {
    await dataSource.query(
      `CREATE OR REPLACE FUNCTION injected_fault() RETURNS trigger LANGUAGE plpgsql AS $$ ` +
        `BEGIN RAISE EXCEPTION 'injected fault' USING ERRCODE = 'XX000'; END $$`,
    );
    await dataSource.query(
      `CREATE TRIGGER "${trigger}" BEFORE INSERT ON "${table}" FOR EACH ROW EXECUTE FUNCTION injected_fault()`,
    );
  } else {
    await dataSource.query(
      `CREATE TRIGGER "${trigger}" BEFORE INSERT ON "${table}" BEGIN SELECT RAISE(ABORT, 'injected fault'); END`,
    );
  }
  return async () => {
    try {
      await dataSource.query(`DROP TRIGGER "${trigger}"${postgres ? ` ON "${table}"` : ''}`);
    } finally {
      await dataSource.destroy();
    }
  };
}
