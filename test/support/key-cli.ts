import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { runKeyCli } from '../../src/cli/key-cli.js';
import type { TestApp } from './app.js';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the key CLI in-process against the test app's database, capturing both streams. */
export async function keyCli(t: TestApp, ...argv: string[]): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const code = await runKeyCli(argv, {
    dataSource: t.dataSource,
    out: { write: (text: string) => (stdout += text) },
    err: { write: (text: string) => (stderr += text) },
  });
  return { code, stdout, stderr };
}

export const KEY_PATTERN = /wsk_[0-9A-Za-z]{32}/g;

/** The one key a `create` printed. */
export function printedKey(run: CliRun): string {
  const keys = run.stdout.match(KEY_PATTERN) ?? [];
  if (keys.length !== 1) throw new Error(`expected exactly one key in the output, got ${keys.length}:\n${run.stdout}`);
  return keys[0];
}

/**
 * Runs `src/cli/key.ts` as its own process (through tsx, so no build is needed) on the test app's database:
 * the real entry point, with its own configuration, connection and migration run.
 */
export async function keyProcess(t: TestApp, ...argv: string[]): Promise<CliRun> {
  const env = {
    ...process.env,
    DATABASE_URL: t.config.databaseUrl ?? '',
    DATABASE_SCHEMA: t.config.databaseSchema ?? '',
    SQLITE_PATH: t.config.sqlitePath,
  };
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['node_modules/tsx/dist/cli.mjs', 'src/cli/key.ts', ...argv],
      { env, timeout: 60_000 },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    if (typeof failed.code !== 'number') throw error;
    return { code: failed.code, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}
