import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { ConfigModule } from '../config/config.module.js';
import { buildDataSourceOptions } from './data-source-options.js';
import { Db } from './db.service.js';
import { migrate } from './migrate.js';

@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      imports: [ConfigModule],
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => buildDataSourceOptions(config),
      // The schema is brought up to date before anything uses the connection (one instance at a time: see migrate).
      dataSourceFactory: async (options) => {
        const dataSource = await new DataSource(options!).initialize();
        await migrate(dataSource);
        return dataSource;
      },
    }),
  ],
  providers: [Db],
  exports: [Db],
})
export class DatabaseModule {}
