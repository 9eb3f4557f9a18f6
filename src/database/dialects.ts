import type { DataSource } from 'typeorm';
import type { Dialect } from './dialect.js';
import { POSTGRES } from './postgres.dialect.js';
import { SQLITE } from './sqlite.dialect.js';

/** The dialect of a data source: the one place that looks at the driver's name. Db keeps it as `db.dialect`. */
export function dialectOf(dataSource: DataSource): Dialect {
  return dataSource.options.type === 'postgres' ? POSTGRES : SQLITE;
}
