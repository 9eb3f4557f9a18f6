import type Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/config.js';
import { ENTITIES } from './entities.js';
import { POSTGRES_MIGRATIONS, SQLITE_MIGRATIONS } from './migrations/index.js';
import { SnakeNamingStrategy } from './naming.strategy.js';
import { QueryCounter } from './query-counter.js';
import { registerSlugOnSqlite } from './slug.computed.js';

type DatabaseConfig = Pick<AppConfig, 'databaseUrl' | 'databaseSchema' | 'databaseConnectTimeoutMs' | 'sqlitePath'>;

/** The one definition of the connection, used by the app, the key CLI and ormconfig.ts (TypeORM CLI). */
export function buildDataSourceOptions(config: DatabaseConfig): DataSourceOptions {
  const common = {
    entities: ENTITIES,
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    migrationsRun: false,
    logging: ['query'] as 'query'[],
    logger: new QueryCounter(),
  };
  if (config.databaseUrl) {
    return {
      ...common,
      type: 'postgres',
      url: config.databaseUrl,
      schema: config.databaseSchema ?? undefined,
      migrations: POSTGRES_MIGRATIONS,
      extra: {
        max: 10,
        // Also bounds the wait for a free client: an unreachable or saturated database answers 503 in this time.
        connectionTimeoutMillis: config.databaseConnectTimeoutMs,
        ...(config.databaseSchema ? { options: `-c search_path=${config.databaseSchema}` } : {}),
      },
    };
  }
  if (config.sqlitePath !== ':memory:') mkdirSync(dirname(config.sqlitePath), { recursive: true });
  return {
    ...common,
    type: 'better-sqlite3',
    database: config.sqlitePath,
    migrations: SQLITE_MIGRATIONS,
    prepareDatabase: (db: Database.Database) => {
      registerSlugOnSqlite(db);
      db.pragma('journal_mode = WAL');
      db.pragma('busy_timeout = 5000');
      db.pragma('foreign_keys = ON');
      db.pragma('synchronous = NORMAL');
    },
  };
}
