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
  // Stop accepting connections, let in-flight requests finish, stop the outbox worker and close the pool.
  // Handled here rather than by Nest's shutdown hooks, which re-raise the signal and so never exit with 0.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      app.get(Logger).log(`${signal} received, shutting down`);
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  app.get(Logger).log(`API listening on ${config.publicBaseUrl}/v1 (docs: ${config.publicBaseUrl}/docs)`);
}

void main();
