import { describe, expect, it } from '@jest/globals';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format } from 'sql-formatter';
import { DataSource, type DataSourceOptions, type EntityManager } from 'typeorm';
import { SnakeNamingStrategy } from '../../database/naming.strategy.js';

/**
 * Committed snapshots of hand-written SQL, as immich keeps its generated queries: each query file has a folder
 * `<file>.sql/` with the final text of every statement it can run, one file per dialect, so a reviewer sees what
 * runs. A unit spec regenerates the text and fails on a difference; UPDATE_SQL_SNAPSHOTS=1 rewrites the files.
 */
export const SQL_DIALECTS = ['sqlite', 'postgres'] as const;
export type SqlDialect = (typeof SQL_DIALECTS)[number];

/** One statement of a query file: a name for the reader, and how its final SQL is built on a manager. */
export interface SqlSnapshotCase {
  readonly name: string;
  readonly sql: (m: EntityManager) => string;
}

export interface SqlSnapshotFile {
  /** The folder next to the query file (`…/asset.repository.sql`). */
  readonly dir: string;
  /** The query file the statements come from, named in the header. */
  readonly source: string;
  readonly cases: readonly SqlSnapshotCase[];
}

/**
 * A manager of either dialect that builds SQL without a database: TypeORM's metadata is built as initialize() would,
 * but no connection is opened (nothing here runs a statement).
 */
export async function offlineManager(
  dialect: SqlDialect,
  entities: DataSourceOptions['entities'],
): Promise<EntityManager> {
  const dataSource = new DataSource({
    ...(dialect === 'postgres'
      ? { type: 'postgres' as const }
      : { type: 'better-sqlite3' as const, database: ':memory:' }),
    entities,
    namingStrategy: new SnakeNamingStrategy(),
  });
  await (dataSource as unknown as { buildMetadatas(): Promise<void> }).buildMetadatas();
  return dataSource.manager;
}

export function renderSqlSnapshot(file: SqlSnapshotFile, m: EntityManager, dialect: SqlDialect): string {
  const header = `-- Generated from ${file.source} by its spec (UPDATE_SQL_SNAPSHOTS=1 rewrites it). Do not edit.\n`;
  const statements = file.cases.map(({ name, sql }) => `-- ${name}\n${readable(sql(m), dialect)};\n`);
  return [header, ...statements].join('\n');
}

/**
 * The statement laid out for a reader (sql-formatter: one clause a line, nested parts indented), and each key of the
 * JSON it writes (`',"name":'`) starting a line of its own, so that every field and embed reads as a named part.
 * Only the snapshot is laid out; the application runs the compact text.
 */
export function readable(sql: string, dialect: SqlDialect): string {
  const laidOut = format(tidy(sql), {
    language: dialect === 'postgres' ? 'postgresql' : 'sqlite',
    tabWidth: 2,
    keywordCase: 'upper',
    expressionWidth: 100,
  });
  return laidOut
    .split('\n')
    .flatMap((line) => {
      const indent = /^ */.exec(line)![0];
      return line.replace(/ \|\| (',"[A-Za-z]+":')/g, `\n${indent}|| $1`).split('\n');
    })
    .join('\n');
}

/** The committed text and the regenerated one; rewrites the committed file first when UPDATE_SQL_SNAPSHOTS=1. */
export function compareSqlSnapshot(
  file: SqlSnapshotFile,
  dialect: SqlDialect,
  generated: string,
): { committed: string | null; generated: string } {
  const path = join(file.dir, `${dialect}.sql`);
  if (process.env.UPDATE_SQL_SNAPSHOTS === '1') {
    mkdirSync(file.dir, { recursive: true });
    writeFileSync(path, generated);
  }
  return { committed: existsSync(path) ? readFileSync(path, 'utf8') : null, generated };
}

/** Indentation of template literals removed, so the snapshot reads as SQL rather than as the source's layout. */
function tidy(sql: string): string {
  return sql
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .join('\n');
}

/**
 * The spec of one query file: for each dialect, the regenerated SQL must equal the committed snapshot. The entities
 * are the application's (database/entities.ts), passed in so that this module imports no resource.
 */
export function describeSqlSnapshots(file: SqlSnapshotFile, entities: DataSourceOptions['entities']): void {
  describe(`${file.source} SQL snapshots`, () => {
    it.each(SQL_DIALECTS)('matches %s.sql (UPDATE_SQL_SNAPSHOTS=1 rewrites it)', async (dialect) => {
      const generated = renderSqlSnapshot(file, await offlineManager(dialect, entities), dialect);
      const { committed } = compareSqlSnapshot(file, dialect, generated);
      expect(committed).toBe(generated);
    });
  });
}
