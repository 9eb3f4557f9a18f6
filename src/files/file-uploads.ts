import { Inject, Injectable } from '@nestjs/common';
import type { Response } from 'express';
import type { ApiRequest, OrgContext } from '../common/http/request.js';
import { idempotencyKeyOf } from '../common/idempotency/idempotency.interceptor.js';
import { IdempotentUploads } from '../common/idempotency/idempotent-upload.js';
import { Selection } from '../common/properties/selection.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { emitChange } from '../events/emit-event.js';
import { FileLinks } from './file-links.js';
import { FileStore } from './file-store.js';
import { FILE_SHAPE, toFileResource } from './file.resource.js';

/** One upload request: the request to read the body from, the response (100 Continue, replays), the selection. */
export interface UploadRequest {
  readonly req: ApiRequest;
  readonly res: Response;
  readonly properties: string[] | undefined;
}

/**
 * `POST /v1/files`: the file stored by FileStore (streamed, quota, sniffing), its creation an event in the transaction
 * that makes it ready; with an `Idempotency-Key`, a retry of the same bytes and name gets the first answer.
 */
@Injectable()
export class FileUploads {
  constructor(
    private readonly store: FileStore,
    private readonly links: FileLinks,
    private readonly idempotency: IdempotentUploads,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  create(org: OrgContext, { req, res, properties }: UploadRequest): Promise<unknown> {
    const key = idempotencyKeyOf(req);
    const sel = Selection.parse(FILE_SHAPE, properties);
    return this.store.store(
      org,
      req,
      { maxBytes: this.config.files.maxBytes, res },
      async (m, file) => {
        const link = await this.links.issue(file.id);
        const render = (all: Selection) => toFileResource(file, link, all);
        return { file: await emitChange(m, { organizationId: org.id, type: 'file.created', sel, render }) };
      },
      key === undefined
        ? undefined
        : (received, complete, discard) =>
            this.idempotency.complete({
              organizationId: org.id,
              key,
              req,
              res,
              identity: { name: received.name, size: received.size, sha256: received.sha256 },
              complete,
              discard,
            }),
    );
  }
}
