import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfig } from './src/config/config.js';
import { buildDataSourceOptions } from './src/database/data-source-options.js';

/** TypeORM CLI entry (migration:run, migration:generate): the same options the application uses. */
export default new DataSource(buildDataSourceOptions(loadConfig()));
