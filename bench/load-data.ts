import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import pg from 'pg';
import { RECOUNT_STATEMENTS } from '../src/organizations/organization-count.repository.js';
import { type DatasetInfo, type Row, type Sizes, type Table, type Value, buildDataset } from './dataset.js';

const run = promisify(execFile);

export type DbKind = 'sqlite' | 'postgres';

export interface Target {
  kind: DbKind;
  /** SQLite file. */
  sqlitePath?: string;
  /** PostgreSQL connection and the dedicated schema the benchmark owns (dropped and re-created). */
  pgUrl?: string;
  pgSchema?: string;
}

export interface Prepared {
  key: string;
  orgId: string;
  orgSlug: string;
  info: DatasetInfo;
  /** Environment that points the application (and the key CLI) at this database. */
  env: Record<string, string>;
  seconds: number;
}

export function appEnv(target: Target): Record<string, string> {
  if (target.kind === 'sqlite') return { SQLITE_PATH: target.sqlitePath! };
  return { DATABASE_URL: target.pgUrl!, DATABASE_SCHEMA: target.pgSchema! };
}

/**
 * Empties the target, lets the application's own code migrate it and create the organization and its API key
 * (key CLI: the hash format is the app's), then bulk-loads the dataset and refreshes the planner statistics.
 */
export async function prepareDatabase(target: Target, sizes: Sizes, root: string, log: (s: string) => void) {
  const started = Date.now();
  if (target.kind === 'sqlite') {
    for (const ext of ['', '-wal', '-shm']) rmSync(target.sqlitePath! + ext, { force: true });
  } else {
    await withPg(target.pgUrl!, async (c) => {
      await c.query(`DROP SCHEMA IF EXISTS "${target.pgSchema}" CASCADE`);
      await c.query(`CREATE SCHEMA "${target.pgSchema}"`);
    });
  }
  const env = appEnv(target);
  const { stdout } = await run(
    process.execPath,
    ['dist/src/cli/key.js', 'create', '--org', 'Bench', '--name', 'bench'],
    {
      cwd: root,
      env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
    },
  );
  const key = /^\s+(wsk_[0-9A-Za-z]{32})\s*$/m.exec(stdout)?.[1];
  const orgId = /\(id ([0-9A-Za-z]+)\)/.exec(stdout)?.[1];
  if (!key || !orgId) throw new Error(`key CLI printed no key:\n${stdout}`);
  const { tables, info } = buildDataset(orgId, sizes);
  const counts = target.kind === 'sqlite' ? loadSqlite(target.sqlitePath!, tables) : await loadPostgres(target, tables);
  info.counts = counts;
  const orgSlug =
    target.kind === 'sqlite'
      ? (new Database(target.sqlitePath!, { readonly: true }).prepare('SELECT slug FROM organization').get() as {
          slug: string;
        })!.slug
      : await withPg(target.pgUrl!, async (c) => {
          const r = await c.query(`SELECT slug FROM "${target.pgSchema}".organization WHERE id = $1`, [orgId]);
          return r.rows[0].slug as string;
        });
  const seconds = (Date.now() - started) / 1000;
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  log(`${target.kind}: ${total.toLocaleString('en')} rows in ${seconds.toFixed(1)} s`);
  return { key, orgId, orgSlug, info, env, seconds } satisfies Prepared;
}

export async function withPg<T>(url: string, fn: (c: pg.Client) => Promise<T>, schema?: string): Promise<T> {
  const client = new pg.Client({ connectionString: url, ...(schema ? { options: `-c search_path=${schema}` } : {}) });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** COPY's text format: tab-separated, `\\N` for null, backslash escapes. */
function copyField(value: Value): string {
  if (value === null) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return String(value);
  return /[\\\t\n\r]/.test(value)
    ? value.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r')
    : value;
}

interface CopyConnection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
  sendCopyFail(message: string): void;
  stream: NodeJS.WritableStream & { writableNeedDrain: boolean };
}

/**
 * `COPY … FROM STDIN` through pg's query protocol hooks (what pg-copy-streams does), streaming ~1 MB chunks with
 * backpressure: the fastest way into PostgreSQL, without an extra dependency.
 */
class CopyFrom {
  callback?: (error: Error | null) => void;
  rows = 0;

  constructor(
    private readonly text: string,
    private readonly source: Iterable<Row>,
    private readonly columns: string[],
  ) {}

  submit(connection: CopyConnection): void {
    connection.query(this.text);
  }

  handleCopyInResponse(connection: CopyConnection): void {
    void this.pump(connection);
  }

  private async pump(connection: CopyConnection): Promise<void> {
    try {
      let chunk = '';
      for (const row of this.source) {
        chunk += this.columns.map((name) => copyField(row[name])).join('\t') + '\n';
        this.rows += 1;
        if (chunk.length > 1_000_000) {
          connection.sendCopyFromChunk(Buffer.from(chunk));
          chunk = '';
          if (connection.stream.writableNeedDrain) await once(connection.stream, 'drain');
        }
      }
      if (chunk) connection.sendCopyFromChunk(Buffer.from(chunk));
      connection.endCopyFrom();
    } catch (error) {
      connection.sendCopyFail(String(error));
    }
  }

  handleCommandComplete(): void {}
  handleCopyData(): void {}
  handleEmptyQuery(): void {}
  handleReadyForQuery(): void {
    this.callback?.(null);
  }
  handleError(error: Error): void {
    this.callback?.(error);
  }
}

async function copyInto(c: pg.Client, table: Table): Promise<number> {
  const iterator = table.rows()[Symbol.iterator]();
  const first = iterator.next();
  if (first.done) return 0;
  const columns = Object.keys(first.value);
  const rows = (function* () {
    yield first.value;
    for (let next = iterator.next(); !next.done; next = iterator.next()) yield next.value;
  })();
  const copy = new CopyFrom(
    `COPY "${table.name}" (${columns.map((n) => `"${n}"`).join(', ')}) FROM STDIN`,
    rows,
    columns,
  );
  await new Promise<void>((resolve, reject) => {
    copy.callback = (error) => (error ? reject(error) : resolve());
    void c.query(copy as unknown as pg.QueryConfig);
  });
  return copy.rows;
}

async function loadPostgres(target: Target, tables: Table[]): Promise<Record<string, number>> {
  const schema = target.pgSchema!;
  return withPg(
    target.pgUrl!,
    async (c) => {
      // Secondary indexes are dropped during the load and rebuilt afterwards (a sort beats 1M random inserts);
      // foreign-key triggers are skipped for the session when the role allows it (the rows are consistent).
      const { rows: indexes } = await c.query<{ indexname: string; indexdef: string }>(
        `SELECT i.indexname, i.indexdef FROM pg_indexes i
          WHERE i.schemaname = $1
            AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conname = i.indexname AND k.connamespace = $1::regnamespace)`,
        [schema],
      );
      const counts: Record<string, number> = {};
      await c.query('BEGIN');
      for (const index of indexes) await c.query(`DROP INDEX "${schema}"."${index.indexname}"`);
      await c.query('SAVEPOINT replica');
      await c
        .query('SET LOCAL session_replication_role = replica')
        .catch(() => c.query('ROLLBACK TO SAVEPOINT replica'));
      for (const table of tables) counts[table.name] = await copyInto(c, table);
      await c.query("SET LOCAL maintenance_work_mem = '256MB'");
      for (const index of indexes) await c.query(index.indexdef);
      // In replica mode the counting triggers did not fire either.
      for (const statement of RECOUNT_STATEMENTS) await c.query(statement);
      await c.query('COMMIT');
      // Fresh statistics and visibility map, as autovacuum would leave them: index-only scans for counts.
      await c.query('VACUUM (ANALYZE)');
      return counts;
    },
    schema,
  );
}

const sqliteValue = (value: Value): string | number | null => (typeof value === 'boolean' ? (value ? 1 : 0) : value);

/** better-sqlite3 prepared statements, everything in one transaction. */
function loadSqlite(path: string, tables: Table[]): Record<string, number> {
  const db = new Database(path);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = OFF');
    db.pragma('foreign_keys = ON');
    db.pragma('cache_size = -262144');
    // Secondary indexes are rebuilt after the load, as on PostgreSQL.
    const indexes = db
      .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL")
      .all() as { name: string; sql: string }[];
    const counts: Record<string, number> = {};
    db.transaction(() => {
      for (const index of indexes) db.exec(`DROP INDEX "${index.name}"`);
      for (const table of tables) {
        counts[table.name] = 0;
        let insert: Database.Statement | null = null;
        let names: string[] = [];
        for (const row of table.rows()) {
          if (!insert) {
            names = Object.keys(row);
            insert = db.prepare(
              `INSERT INTO "${table.name}" (${names.map((n) => `"${n}"`).join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
            );
          }
          insert.run(names.map((name) => sqliteValue(row[name])));
          counts[table.name] += 1;
        }
      }
      for (const index of indexes) db.exec(index.sql);
    })();
    db.exec('ANALYZE');
    db.pragma('wal_checkpoint(TRUNCATE)');
    return counts;
  } finally {
    db.close();
  }
}

export async function pgReachable(url: string): Promise<boolean> {
  try {
    await withPg(url, (c) => c.query('SELECT 1'));
    return true;
  } catch {
    return false;
  }
}
