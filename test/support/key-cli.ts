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
 * Runs the built `dist/src/cli/key.js` as its own process on the test app's database: the real entry point
 * (`npm run key` runs it), with its own configuration, connection and migration run. The build is the one the
 * server-process suites use (`npm test` builds it in its lint; run `npm run build` before running this by hand).
 * Through tsx each run transpiled all of src/ again: 5 to 10 s a run on a busy machine.
 */
export async function keyProcess(t: TestApp, ...argv: string[]): Promise<CliRun> {
  const env = {
    ...process.env,
    DATABASE_URL: t.config.databaseUrl ?? '',
    DATABASE_SCHEMA: t.config.databaseSchema ?? '',
    SQLITE_PATH: t.config.sqlitePath,
  };
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['dist/src/cli/key.js', ...argv], {
      env,
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    if (typeof failed.code !== 'number') throw error;
    return { code: failed.code, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}
