import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { ConfigError, loadConfig } from '../config/config.js';
import { buildDataSourceOptions } from '../database/data-source-options.js';
import { USAGE, UsageError, parseKeyCommand } from './key-args.js';
import { executeKeyCommand, reportUsageError } from './key-cli.js';
import { closeDatabase, openDatabase } from './key.repository.js';

/**
 * `npm run key -- create|list|revoke ...`: API key management without the HTTP server. Arguments are checked
 * before connecting, so a typo fails fast; the schema is brought up to date first, as the server does at start.
 */
async function main(argv: string[]): Promise<number> {
  let command;
  try {
    command = parseKeyCommand(argv);
  } catch (error) {
    if (error instanceof UsageError) return reportUsageError(error, process.stderr);
    throw error;
  }
  if (command.kind === 'help') {
    process.stdout.write(USAGE);
    return 0;
  }

  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`Invalid configuration: ${error.message}\n`);
    return 1;
  }
  const dataSource = new DataSource(buildDataSourceOptions(config));
  try {
    await openDatabase(dataSource);
  } catch (error) {
    process.stderr.write(
      `Error: cannot open the database: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    await closeDatabase(dataSource);
    return 1;
  }
  try {
    return await executeKeyCommand(command, { dataSource, out: process.stdout, err: process.stderr });
  } finally {
    await closeDatabase(dataSource);
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`Error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
