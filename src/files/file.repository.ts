import { type EntityManager, In } from 'typeorm';
import type { Db } from '../database/db.service.js';
import { NamedStatement, preparedQuery } from '../database/prepared-query.js';
import { FileEntity, type FileState } from './file.entity.js';

/**
 * Every statement on files: their rows (`file`, an entity) and their bytes. The bytes are rows of `file_chunk`
 * (file_id, seq, data), created by the migrations rather than declared as an entity: the binary column is `blob` on
 * SQLite and `bytea` on PostgreSQL, and TypeORM has no type that maps to both. The final SQL of the hand-written
 * statements is in file.repository.sql/.
 */

/**
 * Bytes per chunk row. Small enough that writing one holds SQLite's write lock for well under a millisecond and
 * that serving holds only a few in memory; large enough that a 25 MiB file is 100 rows.
 */
export const CHUNK_BYTES = 256 * 1024;

/** Chunks one read statement returns while serving (1 MiB). */
export const CHUNKS_PER_READ = 4;

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

/**
 * Up to CHUNKS_PER_READ chunks of a file from `from` on, in order, each as its parts. Outside a transaction, through
 * Db.query: no lock is held between reads on SQLite.
 */
export async function readChunks(
  db: Db,
  { fileId, from }: { fileId: string; from: number },
): Promise<{ seq: number; parts: Buffer[] }[]> {
  const [sql, values] = STATEMENTS.readChunks.bind(db.dataSource.manager, { fileId, from, limit: CHUNKS_PER_READ });
  const rows = await db.query<{ seq: number | string } & Record<string, Uint8Array | null>>(sql, values);
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

/** A ready file of the organization, or null. */
export function readyFileInOrg(
  m: EntityManager,
  { orgId, id }: { orgId: string; id: string },
): Promise<FileEntity | null> {
  return m.findOne(FileEntity, { where: { id, organizationId: orgId, state: 'ready' } });
}

/** A ready file by id alone, or null: a download link is the permission, whoever's file it is. */
export function findLinkedFile(m: EntityManager, id: string): Promise<FileEntity | null> {
  return m.findOne(FileEntity, { where: { id, state: 'ready' } });
}

/** Whether `id` is a ready file of the organization. */
export function readyFileExists(m: EntityManager, { orgId, id }: { orgId: string; id: string }): Promise<boolean> {
  return m.exists(FileEntity, { where: { id, organizationId: orgId, state: 'ready' } });
}

/** The state of each of `ids` that is a file of the organization (the others are not in the map). */
export async function fileStates(
  m: EntityManager,
  { orgId, ids }: { orgId: string; ids: readonly string[] },
): Promise<Map<string, FileState>> {
  const found = await m.find(FileEntity, {
    select: { id: true, state: true },
    where: { organizationId: orgId, id: In([...ids]) },
  });
  return new Map(found.map((file) => [file.id, file.state]));
}

export async function insertFile(m: EntityManager, file: FileEntity): Promise<void> {
  await m.insert(FileEntity, file);
}

export async function updateFile(
  m: EntityManager,
  { id, changes }: { id: string; changes: Partial<FileEntity> },
): Promise<void> {
  await m.update(FileEntity, { id }, changes);
}

/** Deletes the file's row; its chunks go with it (ON DELETE CASCADE). */
export async function deleteFile(m: EntityManager, id: string): Promise<void> {
  await m.delete(FileEntity, { id });
}
