import 'reflect-metadata';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createApp } from './bootstrap.js';
import { ConfigError, loadConfig } from './config/config.js';
import { limitHeapGrowth } from './config/heap.js';
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
  limitHeapGrowth(config.heapGrowingPercent);
  const app = await createApp(config);
  if (config.seedDemo) {
    const db = app.get(Db);
    await db.exclusive(() => seedDemoIfEmpty(db.dataSource, config, app.get(Logger)));
  }
  await app.listen(config.port, config.host);
  // Stop accepting connections at once, let in-flight requests finish while the workers and the pool are still up,
  // then stop the workers and close the pool. Handled here rather than by Nest's shutdown hooks, which re-raise the
  // signal (so never exit with 0) and stop the workers before the listener (open meanwhile, up to a webhook timeout).
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      app.get(Logger).log(`${signal} received, shutting down`);
      stopListening(app.getHttpServer() as Server)
        .then(() => app.close())
        .then(
          () => process.exit(0),
          () => process.exit(1),
        );
    });
  }
  app.get(Logger).log(`API listening on ${config.publicBaseUrl}/v1 (docs: ${config.publicBaseUrl}/docs)`);
}

/**
 * Closes the listener and resolves once every connection is gone. Requests in flight are answered; kept-alive
 * connections are closed as soon as they are idle (and answers sent meanwhile close theirs), instead of holding the
 * exit for the keep-alive timeout.
 */
function stopListening(server: Server): Promise<void> {
  server.on('request', (_req: IncomingMessage, res: ServerResponse) => res.setHeader('Connection', 'close'));
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  return new Promise((resolve) =>
    server.close(() => {
      clearInterval(sweep);
      resolve();
    }),
  );
}

void main();
