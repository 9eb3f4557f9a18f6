import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import type { AppConfig } from '../config/config.js';

/**
 * A database the server cannot use for a reason the operator can fix. Its message is the whole story (what, where,
 * what to do) and is printed as one line: a stack trace would only bury it.
 */
export class DatabaseUnavailable extends Error {}

type PreflightConfig = Pick<AppConfig, 'databaseUrl' | 'databaseSchema' | 'databaseConnectTimeoutMs' | 'sqlitePath'> & {
  databaseCreate: boolean;
};

/** Where the server keeps its data, for the start line: never the password. */
export function describeDatabase(config: Pick<AppConfig, 'databaseUrl' | 'databaseSchema' | 'sqlitePath'>): string {
  if (!config.databaseUrl) return `SQLite at ${resolve(config.sqlitePath)}`;
  const { host, database } = postgresTarget(config.databaseUrl);
  return `PostgreSQL at ${host}/${database}${config.databaseSchema ? ` (schema ${config.databaseSchema})` : ''}`;
}

/**
 * Opens the database once before the application is built, so a missing, unreachable or unwritable one is reported
 * as one clear line instead of ten retries with stack traces. A missing PostgreSQL database is created when
 * DATABASE_CREATE allows it. Returns what it did, for the start log.
 */
export async function checkDatabase(config: PreflightConfig): Promise<'ready' | 'created'> {
  if (!config.databaseUrl) {
    checkSqlite(config.sqlitePath);
    return 'ready';
  }
  return checkPostgres(config.databaseUrl, config.databaseConnectTimeoutMs, config.databaseCreate);
}

function checkSqlite(path: string): void {
  try {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    const db = new Database(path);
    try {
      db.pragma('schema_version');
    } finally {
      db.close();
    }
  } catch (error) {
    const reason = (error as { code?: string }).code ?? (error as Error).message;
    throw new DatabaseUnavailable(
      `the SQLite database at ${resolve(path)} cannot be opened (${reason}): set SQLITE_PATH to a writable file, or ` +
        'DATABASE_URL to use PostgreSQL',
    );
  }
}

interface PostgresTarget {
  host: string;
  database: string;
  user: string;
}

function postgresTarget(url: string): PostgresTarget {
  const parsed = new URL(url);
  return {
    host: `${parsed.hostname || 'localhost'}:${parsed.port || '5432'}`,
    database: decodeURIComponent(parsed.pathname.slice(1)) || decodeURIComponent(parsed.username) || 'postgres',
    user: decodeURIComponent(parsed.username) || 'postgres',
  };
}

async function checkPostgres(url: string, timeoutMs: number, create: boolean): Promise<'ready' | 'created'> {
  const target = postgresTarget(url);
  let encoding: string | undefined;
  try {
    encoding = await ping(url, timeoutMs);
  } catch (error) {
    if (codeOf(error) !== '3D000') throw new DatabaseUnavailable(explain(error, target));
  }
  if (encoding !== undefined) {
    requireUtf8(encoding, target);
    return 'ready';
  }
  const createIt = `createdb -h ${target.host.replace(/:(\d+)$/, ' -p $1')} -U ${target.user} ${target.database}`;
  if (!create) {
    throw new DatabaseUnavailable(
      `PostgreSQL database "${target.database}" does not exist on ${target.host}: create it (${createIt}), or set ` +
        'DATABASE_CREATE=true to let the server create it',
    );
  }
  await createDatabase(url, target, timeoutMs, createIt);
  requireUtf8(await ping(url, timeoutMs), target);
  return 'created';
}

/** Connects and answers the database's encoding. */
async function ping(url: string, timeoutMs: number): Promise<string> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  try {
    await client.connect();
    const result = await client.query<{ server_encoding: string }>('SHOW server_encoding');
    return result.rows[0].server_encoding;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The workspaces' addresses are slugged in SQL with normalize(), which PostgreSQL runs only in a UTF8 database (and
 * text outside ASCII needs it anyway): any other encoding would fail every workspace read, so it refuses to start.
 */
function requireUtf8(encoding: string, target: PostgresTarget): void {
  if (encoding === 'UTF8') return;
  throw new DatabaseUnavailable(
    `PostgreSQL database "${target.database}" on ${target.host} is encoded ${encoding}, not UTF8: create it with ` +
      `createdb -E UTF8 -T template0 (and point DATABASE_URL at it)`,
  );
}

/** Through the maintenance database `postgres`; another instance creating it at the same moment is fine. */
async function createDatabase(url: string, target: PostgresTarget, timeoutMs: number, createIt: string): Promise<void> {
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString(), connectionTimeoutMillis: timeoutMs });
  try {
    await client.connect();
    await client.query(`CREATE DATABASE ${pg.escapeIdentifier(target.database)}`);
  } catch (error) {
    if (codeOf(error) === '42P04') return;
    throw new DatabaseUnavailable(
      `could not create PostgreSQL database "${target.database}" on ${target.host} (${messageOf(error)}): create it ` +
        `yourself (${createIt})`,
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

function explain(error: unknown, target: PostgresTarget): string {
  const code = codeOf(error);
  const at = `PostgreSQL at ${target.host}`;
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EHOSTUNREACH') {
    return `${at} is not reachable (${code}): start PostgreSQL, or fix the host and port in DATABASE_URL`;
  }
  if (/timeout/i.test(messageOf(error))) {
    return `${at} did not answer within DATABASE_CONNECT_TIMEOUT_MS: check that it runs and that the network lets us in`;
  }
  if (code === '28P01' || code === '28000') {
    return `${at} refused user "${target.user}" (${messageOf(error)}): fix the user or password in DATABASE_URL`;
  }
  if (code === '57P03') return `${at} is starting up or shutting down: start again in a moment`;
  if (code === '53300') return `${at} has no free connection slot: raise max_connections or stop idle clients`;
  return `${at} refused the connection (${code ?? 'no code'}: ${messageOf(error)}): check DATABASE_URL`;
}

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
