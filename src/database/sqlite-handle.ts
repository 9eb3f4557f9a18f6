import type Database from 'better-sqlite3';
import type { DataSource } from 'typeorm';

/** The better-sqlite3 connection TypeORM's driver holds (SQLite only): for statements run on it directly. */
export function sqliteHandle(dataSource: DataSource): Database.Database {
  return (dataSource.driver as unknown as { databaseConnection: Database.Database }).databaseConnection;
}
