import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { ConfigModule } from '../config/config.module.js';
import { buildDataSourceOptions } from './data-source-options.js';
import { Db } from './db.service.js';

@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      imports: [ConfigModule],
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        ...buildDataSourceOptions(config),
        migrationsRun: true,
      }),
    }),
  ],
  providers: [Db],
  exports: [Db],
})
export class DatabaseModule {}
