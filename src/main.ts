import 'reflect-metadata';
import type { Server } from 'node:http';
import { createApp } from './bootstrap.js';
import { type AppConfig, ConfigError, loadConfig } from './config/config.js';
import { limitHeapGrowth } from './config/heap.js';
import { demoBanner, keyBoxReminder, rowsUntilOffScreen } from './database/seed/demo-banner.js';
import { DEMO_ORG_NAME, seedDemoIfEmpty } from './database/seed/demo-seed.js';
import { Db } from './database/db.service.js';
import { DatabaseUnavailable, checkDatabase, describeDatabase } from './database/preflight.js';
import { AppLogger, createRootLogger } from './logging/app-logger.js';
import { consoleDestination } from './logging/console-destination.js';
import { TerminalRows } from './logging/terminal-rows.js';
import { stopListening } from './common/http/stop-listening.js';

/** An operator's mistake (configuration, database, port): one line on stderr, no stack trace, exit 1. */
function refuseToStart(message: string): never {
  process.stderr.write(`Cannot start: ${message}\n`);
  process.exit(1);
}

function configOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) refuseToStart(`invalid configuration: ${error.message}`);
    throw error;
  }
}

/**
 * The start, as an operator reads it at the default level: the database, where it listens, and on the first start
 * the demo key last (written to stdout, never through the logger: log pipelines keep what they receive). Nest's own
 * wiring lines are at debug (AppLogger).
 */
async function main(): Promise<void> {
  const config = configOrExit();
  const terminal = process.stdout.isTTY ? new TerminalRows(() => process.stdout.columns) : undefined;
  const logger = new AppLogger(createRootLogger(config.logLevel, consoleDestination(process.stdout, terminal)));
  limitHeapGrowth(config.heapGrowingPercent);
  const database = describeDatabase(config);
  try {
    if ((await checkDatabase(config)) === 'created') logger.log(`Created the database: ${database}`);
  } catch (error) {
    if (error instanceof DatabaseUnavailable) refuseToStart(error.message);
    throw error;
  }
  const app = await createApp(config, logger);
  const demo = config.seedDemo ? await seedDemo(app.get(Db), logger, config.publicBaseUrl) : null;
  await listen(app.getHttpServer() as Server, config);
  stopOnSignals(() => app.close(), app.getHttpServer() as Server, logger);
  logger.log(`Database: ${database}`);
  logger.log(
    `Listening on ${config.host}:${config.port}: API ${config.publicBaseUrl}/v1, reference ${config.publicBaseUrl}/docs` +
      `, published workspaces ${config.appBaseUrl}`,
  );
  if (demo) showDemoKey(demo.key, config.publicBaseUrl, terminal);
  else logger.log('API keys: npm run key -- create --org "<organization>" --name <label> (list, revoke: npm run key)');
}

/**
 * The key box, last. On a terminal, once the lines after it have pushed its key off the screen, one line says where it
 * went and how to make another: the key itself is shown only once, and never logged.
 */
function showDemoKey(key: string, publicBaseUrl: string, terminal: TerminalRows | undefined): void {
  const banner = demoBanner(DEMO_ORG_NAME, key, publicBaseUrl);
  process.stdout.write(banner);
  terminal?.afterRows(rowsUntilOffScreen(banner, key, process.stdout.rows), () =>
    process.stdout.write(`${keyBoxReminder(DEMO_ORG_NAME)}\n`),
  );
}

function seedDemo(db: Db, logger: AppLogger, publicBaseUrl: string): Promise<{ key: string } | null> {
  return db.exclusive(() => seedDemoIfEmpty(db.dataSource, logger, publicBaseUrl));
}

/** Listens through Nest's server; a port in use is the operator's to fix, so it is one line too. */
function listen(server: Server, config: AppConfig): Promise<void> {
  return new Promise((resolve) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES' || error.code === 'EADDRNOTAVAIL') {
        refuseToStart(`cannot listen on ${config.host}:${config.port} (${error.code}): free the port or set PORT/HOST`);
      }
      throw error;
    });
    server.listen(config.port, config.host, () => resolve());
  });
}

/**
 * Stop accepting connections at once, let in-flight requests finish while the workers and the pool are still up,
 * then stop the workers and close the pool. Handled here rather than by Nest's shutdown hooks, which re-raise the
 * signal (so never exit with 0) and stop the workers before the listener (open meanwhile, up to a webhook timeout).
 */
function stopOnSignals(close: () => Promise<void>, server: Server, logger: AppLogger): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      logger.log(`${signal} received, shutting down`);
      stopListening(server)
        .then(close)
        .then(
          () => process.exit(0),
          () => process.exit(1),
        );
    });
  }
}

void main();
