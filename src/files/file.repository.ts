import type { EntityManager } from 'typeorm';
import { NamedStatement, preparedQuery } from '../database/prepared-query.js';

/**
 * A file's bytes are rows of `file_chunk` (file_id, seq, data), created by the migrations rather than declared as an
 * entity: the binary column is `blob` on SQLite and `bytea` on PostgreSQL, and TypeORM has no type that maps to both.
 * Every statement that touches them is here; their final SQL is in file.repository.sql/.
 */

/**
 * Bytes per chunk row. Small enough that writing one holds SQLite's write lock for well under a millisecond and
 * that serving holds only a few in memory; large enough that a 25 MiB file is 100 rows.
 */
export const CHUNK_BYTES = 256 * 1024;

/** Chunks one read statement returns while serving (1 MiB). */
export const CHUNKS_PER_READ = 4;

/** Runs one statement: Db.query outside a transaction (no lock held between reads on SQLite). */
export type RunStatement = (sql: string, parameters: readonly unknown[]) => Promise<unknown[]>;

/**
 * A chunk is read as parts of 32 KiB (`substr` works on blob and bytea alike). PostgreSQL sends bytea as hex text:
 * a whole 256 KiB chunk arrived as one 512 KB string, which V8 keeps in its large-object space until a full
 * collection: serving 25 MiB took the server's peak RSS to about 240 MB. Strings of 64 KB die young and cheaply: the
 * same download peaks at about 205 MB (test/e2e/files-large.e2e-spec.ts).
 */
const CHUNK_PARTS = 8;
const PART_BYTES = CHUNK_BYTES / CHUNK_PARTS;
const PART_COLUMNS = Array.from(
  { length: CHUNK_PARTS },
  (_, i) => `substr("data", ${i * PART_BYTES + 1}, ${PART_BYTES}) AS "p${i}"`,
).join(', ');

export const STATEMENTS = {
  insertChunk: new NamedStatement<{ fileId: string; seq: number; data: Buffer }>(
    'INSERT INTO "file_chunk" ("file_id", "seq", "data") VALUES (:fileId, :seq, :data)',
  ),
  readChunks: new NamedStatement<{ fileId: string; from: number; limit: number }>(
    `SELECT "seq", ${PART_COLUMNS} FROM "file_chunk" WHERE "file_id" = :fileId AND "seq" >= :from ORDER BY "seq" LIMIT :limit`,
  ),
  storedBytes: new NamedStatement<{ orgId: string }>(
    'SELECT COALESCE(SUM("size"), 0) AS "used" FROM "file" WHERE "organization_id" = :orgId',
  ),
};

/** Appends one chunk of a file, in the caller's (short) transaction. */
export async function insertChunk(
  m: EntityManager,
  chunk: { fileId: string; seq: number; data: Buffer },
): Promise<void> {
  const [sql, values] = STATEMENTS.insertChunk.bind(m, chunk);
  await m.query(sql, values);
}

/** Up to CHUNKS_PER_READ chunks of a file from `from` on, in order, each as its parts. */
export async function readChunks(
  m: EntityManager,
  { fileId, from }: { fileId: string; from: number },
  run: RunStatement,
): Promise<{ seq: number; parts: Buffer[] }[]> {
  const [sql, values] = STATEMENTS.readChunks.bind(m, { fileId, from, limit: CHUNKS_PER_READ });
  const rows = (await run(sql, values)) as ({ seq: number | string } & Record<string, Uint8Array | null>)[];
  return rows.map((row) => ({
    seq: Number(row.seq),
    parts: Array.from({ length: CHUNK_PARTS }, (_, i) => row[`p${i}`])
      .filter((part): part is Uint8Array => part !== null && part.byteLength > 0)
      .map((part) => Buffer.from(part.buffer, part.byteOffset, part.byteLength)),
  }));
}

/**
 * Bytes the organization's files take, uploads in progress included (they count what they reserved). PostgreSQL
 * answers SUM of integers as a bigint, which the driver gives as text.
 */
export async function storedBytes(m: EntityManager, orgId: string): Promise<number> {
  const [sql, values] = STATEMENTS.storedBytes.bind(m, { orgId });
  const [row] = await preparedQuery<{ used: number | string }>(m, sql, values);
  return Number(row?.used ?? 0);
}
