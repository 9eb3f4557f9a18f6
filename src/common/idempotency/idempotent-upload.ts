import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import type { ApiRequest } from '../http/request.js';
import { recordAnswer, releaseKey, replayed } from './idempotency.interceptor.js';
import { IdempotencyStore } from './idempotency.repository.js';
import { requestFingerprint } from './request-fingerprint.js';

/** A request whose body its handler read and stored, to be completed under its `Idempotency-Key`. */
export interface UploadCompletion<T> {
  readonly organizationId: string;
  readonly key: string;
  readonly req: ApiRequest;
  readonly res: Response;
  /** What identifies the body, standing for it in the fingerprint (a file's hash, size and name). */
  readonly identity: object;
  /** Makes the stored body count (a file becomes ready): runs only for the request that holds the key. */
  readonly complete: () => Promise<T>;
  /** Throws the stored body away: the request did not get the key (a replay, a mismatch, or the first still runs). */
  readonly discard: () => Promise<void>;
}

/**
 * `Idempotency-Key` for a POST whose handler reads its own body: a multipart upload, streamed into the database as
 * it arrives. The interceptor fingerprints the body before the handler runs, which would mean holding a whole upload
 * in memory; here the key is claimed once the body has been read and stored, with a fingerprint of what identifies it
 * (`identity`). The rules are the interceptor's: the first request's answer is kept; a retry with the same key and
 * the same request gets it again (`Idempotent-Replayed: true`) and its own copy is discarded; another request → 422;
 * the first still completing → 409; a failure frees the key.
 */
@Injectable()
export class IdempotentUploads {
  private readonly logger = new Logger('Idempotency');

  constructor(
    private readonly store: IdempotencyStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async complete<T>(upload: UploadCompletion<T>): Promise<T | unknown> {
    const { organizationId, key, req, res } = upload;
    const fingerprint = requestFingerprint(req.method, req.originalUrl, upload.identity);
    const claim = await this.store.claim({ organizationId, key, fingerprint });
    if (claim.kind !== 'claimed') {
      await upload.discard();
      return replayed(claim, res);
    }
    try {
      const result = await upload.complete();
      await recordAnswer({ store: this.store, logger: this.logger, config: this.config }, claim.held, res, result);
      return result;
    } catch (error) {
      await releaseKey({ store: this.store, logger: this.logger }, claim.held);
      throw error;
    }
  }
}
