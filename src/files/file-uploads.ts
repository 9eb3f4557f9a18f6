import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { AppError } from '../common/http/app-error.js';
import type { ApiRequest, OrgContext } from '../common/http/request.js';
import { idempotencyKeyOf } from '../common/idempotency/idempotency.interceptor.js';
import { IdempotentUploads } from '../common/idempotency/idempotent-upload.js';
import { newId } from '../common/ids.js';
import { Selection } from '../common/properties/selection.js';
import { nowIso } from '../common/time.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Db } from '../database/db.service.js';
import { emitChange } from '../events/emit-event.js';
import { describeError } from '../logging/log-safety.js';
import { OCTET_STREAM } from './content-sniffing.js';
import { FileLinks } from './file-links.js';
import { deleteFile, insertChunk, insertFile, storedBytes, updateFile } from './file.repository.js';
import { FileEntity } from './file.entity.js';
import { FILE_SHAPE, type FileDoc, toFileResource } from './file.resource.js';
import { type ReceivedFile, checkUploadHeaders, receiveMultipart } from './multipart-upload.js';

type FileOut = Partial<FileDoc>;

/** One upload request: the request to read the body from, the response (100 Continue, replays), the selection. */
export interface UploadRequest {
  readonly req: ApiRequest;
  readonly res: Response;
  readonly properties: string[] | undefined;
}

const quotaExceeded = (quota: number, used: number, needed: number): AppError =>
  new AppError(
    413,
    `Your organization's files would exceed its storage quota of ${quota} bytes (FILES_MAX_BYTES_PER_ORG): ` +
      `${used} bytes are in use and this upload needs ${needed}; delete files you no longer need`,
    [{ field: 'file', message: `does not fit in the storage quota (${quota - used} of ${quota} bytes left)` }],
  );

/**
 * `POST /v1/files`: the body is streamed into the database as it arrives, never held whole. The file's row is written
 * first (`uploading`, reserving its share of the organization's quota), then each chunk in a transaction of its own
 * (a slow client never holds SQLite's write lock for longer than one chunk), then the row is made `ready` with what
 * the bytes turned out to be. An upload that fails for any reason deletes its rows; one whose process died is deleted
 * by StaleUploadSweeper.
 */
@Injectable()
export class FileUploads {
  private readonly logger = new Logger('FileUploads');

  constructor(
    private readonly db: Db,
    private readonly links: FileLinks,
    private readonly idempotency: IdempotentUploads,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async create(org: OrgContext, { req, res, properties }: UploadRequest): Promise<unknown> {
    const key = idempotencyKeyOf(req);
    const { maxBytes } = this.config.files;
    checkUploadHeaders(req, maxBytes);
    const sel = Selection.parse(FILE_SHAPE, properties);
    // A body without a length may hold the largest file allowed; a length bounds the file.
    const length = Number(req.headers['content-length']);
    const file = await this.reserve(org, Number.isFinite(length) ? Math.min(maxBytes, length) : maxBytes);
    try {
      // The go-ahead a client waiting for `100 Continue` needs, given once the request is known to fit.
      if (/^100-continue$/i.test(req.headers.expect ?? '')) res.writeContinue();
      const received = await receiveMultipart(req, {
        maxBytes,
        write: (seq, data) => this.db.write((m) => insertChunk(m, { fileId: file.id, seq, data })),
      });
      const complete = async () => ({ file: await this.complete(org, file, received, sel) });
      if (key === undefined) return await complete();
      return await this.idempotency.complete({
        organizationId: org.id,
        key,
        req,
        res,
        identity: { name: received.name, size: received.size, sha256: received.sha256 },
        complete,
        discard: () => this.discard(file.id),
      });
    } catch (error) {
      await this.discard(file.id);
      throw error;
    }
  }

  /**
   * The row of an upload about to start, counting `bytes` against the quota until the upload ends: concurrent uploads
   * of one organization reserve one after the other (a per-organization lock on PostgreSQL; SQLite has one writer).
   */
  private reserve(org: OrgContext, bytes: number): Promise<FileEntity> {
    return this.db.write(async (m) => {
      await this.db.lock(m, `files:${org.id}`);
      const quota = this.config.files.maxBytesPerOrg;
      const used = await storedBytes(m, org.id);
      if (used + bytes > quota) throw quotaExceeded(quota, used, bytes);
      const now = nowIso();
      const file = m.create(FileEntity, {
        id: newId(),
        organizationId: org.id,
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

  /** Every byte is stored: the file becomes visible, with its true size, and its creation is an event. */
  private complete(org: OrgContext, file: FileEntity, received: ReceivedFile, sel: Selection): Promise<FileOut> {
    return this.db.write(async (m) => {
      const now = nowIso();
      // Created when it became usable: the list's order (newest first) is the order files became available.
      const ready = { ...received, state: 'ready' as const, createdAt: now, updatedAt: now };
      await updateFile(m, { id: file.id, changes: ready });
      const link = await this.links.issue(file.id);
      const render = (all: Selection) => toFileResource({ ...file, ...ready }, link, all);
      return emitChange(m, { organizationId: org.id, type: 'file.created', sel, render });
    });
  }

  /** Deletes an unfinished upload with its chunks; when even that fails, the stale-upload sweeper will. */
  private async discard(fileId: string): Promise<void> {
    await this.db
      .write((m) => deleteFile(m, fileId))
      .catch((error: unknown) => this.logger.warn(`Upload ${fileId} left for the sweeper: ${describeError(error)}`));
  }
}
