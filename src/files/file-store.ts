import type { IncomingMessage } from 'node:http';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Response } from 'express';
import type { EntityManager } from 'typeorm';
import { AppError } from '../common/http/app-error.js';
import { newId } from '../common/ids.js';
import { nowIso } from '../common/time.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Db } from '../database/db.service.js';
import { describeError } from '../logging/log-safety.js';
import { OCTET_STREAM } from './content-sniffing.js';
import { FileEntity } from './file.entity.js';
import { deleteFile, insertChunk, insertFile, storedBytes, updateFile } from './file.repository.js';
import { type ReceivedFile, checkUploadHeaders, receiveMultipart } from './multipart-upload.js';

/** What one caller accepts of an upload. */
export interface UploadBounds {
  /** The largest file accepted, in bytes; never more than FILES_MAX_BYTES, whatever is asked. */
  readonly maxBytes: number;
  /** The sniffed content types accepted (415 for any other); every type when absent. */
  readonly allowedTypes?: readonly string[];
  /** Given, a client waiting for `100 Continue` is told to send once the upload is known to fit. */
  readonly res?: Response;
}

/** The caller's writes that go with the file becoming ready, in that same transaction (`file` is the ready row). */
export type FinishUpload<T> = (m: EntityManager, file: FileEntity) => Promise<T>;

/**
 * Decides, once every byte is stored, whether to finish (`finish`) or answer otherwise and drop the bytes
 * (`discard`): an `Idempotency-Key` replay. Without one, the upload finishes.
 */
export type SettleUpload<T, R> = (
  received: ReceivedFile,
  finish: () => Promise<T>,
  discard: () => Promise<void>,
) => Promise<R>;

/** The organization's quota would be exceeded: a 413 of its own kind, so that a page can say it in its words. */
export class QuotaExceeded extends AppError {
  constructor(quota: number, used: number, needed: number) {
    super(
      413,
      `Your organization's files would exceed its storage quota of ${quota} bytes (FILES_MAX_BYTES_PER_ORG): ` +
        `${used} bytes are in use and this upload needs ${needed}; delete files you no longer need`,
      [{ field: 'file', message: `does not fit in the storage quota (${quota - used} of ${quota} bytes left)` }],
    );
  }
}

/** The sniffed type is not one the caller accepts. */
export class RefusedType extends AppError {
  constructor(
    readonly contentType: string,
    allowed: readonly string[],
  ) {
    super(415, `Files of type ${contentType} are not accepted here (accepted: ${allowed.join(', ')})`, [
      { field: 'file', message: `is ${contentType}, not one of ${allowed.join(', ')}` },
    ]);
  }
}

/**
 * Stores one multipart upload's file (part `file`, optional `name`), for every route that takes files: the API's
 * `POST /v1/files` and the published workspace's file requests and forms. The caller authenticates and authorizes
 * before calling: this is the first thing that reads the body. The bytes are streamed into the database as they
 * arrive, never held whole: the file's row is written first (`uploading`, reserving its share of the organization's
 * quota under a per-organization lock), then each chunk in a transaction of its own (a slow client never holds SQLite's
 * write lock for longer than one chunk), then the row is made `ready` with what the bytes turned out to be (sniffed,
 * never what the client claimed), together with the caller's own writes. An upload that fails for any reason,
 * the caller's finish included, deletes its rows; one whose process died is deleted by StaleUploadSweeper.
 */
@Injectable()
export class FileStore {
  private readonly logger = new Logger('FileStore');

  constructor(
    private readonly db: Db,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async store<T, R = T>(
    org: { readonly id: string },
    req: IncomingMessage,
    bounds: UploadBounds,
    finish: FinishUpload<T>,
    settle?: SettleUpload<T, R>,
  ): Promise<T | R> {
    const maxBytes = Math.min(bounds.maxBytes, this.config.files.maxBytes);
    checkUploadHeaders(req, maxBytes);
    // A body without a length may hold the largest file allowed; a length bounds the file.
    const length = Number(req.headers['content-length']);
    const file = await this.reserve(org.id, Number.isFinite(length) ? Math.min(maxBytes, length) : maxBytes);
    const discard = () => this.discard(file.id);
    try {
      // The go-ahead a client waiting for `100 Continue` needs, given once the request is known to fit.
      if (bounds.res && /^100-continue$/i.test(req.headers.expect ?? '')) bounds.res.writeContinue();
      const received = await receiveMultipart(req, {
        maxBytes,
        write: (seq, data) => this.db.write((m) => insertChunk(m, { fileId: file.id, seq, data })),
      });
      const allowed = bounds.allowedTypes;
      if (allowed && !allowed.includes(received.contentType)) throw new RefusedType(received.contentType, allowed);
      const complete = () => this.complete(file, received, finish);
      return await (settle ? settle(received, complete, discard) : complete());
    } catch (error) {
      await discard();
      throw error;
    }
  }

  /**
   * The row of an upload about to start, counting `bytes` against the quota until the upload ends: concurrent uploads
   * of one organization reserve one after the other (a per-organization lock on PostgreSQL; SQLite has one writer).
   */
  private reserve(organizationId: string, bytes: number): Promise<FileEntity> {
    return this.db.write(async (m) => {
      await this.db.lock(m, `files:${organizationId}`);
      const quota = this.config.files.maxBytesPerOrg;
      const used = await storedBytes(m, organizationId);
      if (used + bytes > quota) throw new QuotaExceeded(quota, used, bytes);
      const now = nowIso();
      const file = m.create(FileEntity, {
        id: newId(),
        organizationId,
        name: '',
        size: bytes,
        contentType: OCTET_STREAM,
        sha256: null,
        state: 'uploading',
        createdAt: now,
        updatedAt: now,
      });
      await insertFile(m, file);
      return file;
    });
  }

  /** Every byte is stored: the file becomes ready, with its true size, beside the caller's writes. */
  private complete<T>(file: FileEntity, received: ReceivedFile, finish: FinishUpload<T>): Promise<T> {
    return this.db.write(async (m) => {
      const now = nowIso();
      // Created when it became usable: the list's order (newest first) is the order files became available.
      const ready = { ...received, state: 'ready' as const, createdAt: now, updatedAt: now };
      await updateFile(m, { id: file.id, changes: ready });
      return finish(m, { ...file, ...ready });
    });
  }

  /** Deletes an unfinished upload with its chunks; when even that fails, the stale-upload sweeper will. */
  private async discard(fileId: string): Promise<void> {
    await this.db
      .write((m) => deleteFile(m, fileId))
      .catch((error: unknown) => this.logger.warn(`Upload ${fileId} left for the sweeper: ${describeError(error)}`));
  }
}
