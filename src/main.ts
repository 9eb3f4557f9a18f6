import 'reflect-metadata';
import { createApp } from './bootstrap.js';
import { ConfigError, loadConfig } from './config/config.js';
import { seedDemoIfEmpty } from './database/seed/demo-seed.js';
import { Db } from './database/db.service.js';
import { Logger } from 'nestjs-pino';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Invalid configuration: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const app = await createApp(config);
  if (config.seedDemo) {
    const db = app.get(Db);
    await db.exclusive(() => seedDemoIfEmpty(db.dataSource, config, app.get(Logger)));
  }
  await app.listen(config.port, config.host);
  app.get(Logger).log(`API listening on ${config.publicBaseUrl}/v1 (docs: ${config.publicBaseUrl}/docs)`);
}

void main();
