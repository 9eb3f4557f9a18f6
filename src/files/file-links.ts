import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { AppError } from '../common/http/app-error.js';
import { PublicUrls } from '../common/http/public-urls.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Db } from '../database/db.service.js';
import { sharedSecret } from '../common/secrets/server-secret.repository.js';
import { describeError } from '../logging/log-safety.js';

/** A signed download link and when it stops working. */
export interface FileLink {
  readonly url: string;
  readonly expiresAt: string;
}

/** The query of a download link, as received. */
export interface LinkQuery {
  readonly expires: string;
  readonly signature: string;
}

const SECRET_NAME = 'file-url';

/** What is signed: the purpose, the file and the expiry, so no other signed value can pass for a link. */
const signedText = (fileId: string, expires: number): string => `file-url\n${fileId}\n${expires}`;

const invalidLink = (): AppError =>
  new AppError(403, 'This download link is not valid; GET /v1/files/{id} with your key for a fresh one', [
    { field: 'signature', message: 'does not match the link' },
  ]);

/**
 * Signs and checks download links: `…/v1/files/{id}/content?expires=<unix seconds>&signature=<HMAC-SHA256, base64url>`.
 * Anyone holding a link may download the file until it expires, without a key: the link is the permission, so it is
 * only handed to callers who could read the file with their key. The key is FILE_URL_SECRET, or one generated once
 * and kept in the database, so every instance verifies the links any of them signed.
 */
@Injectable()
export class FileLinks implements OnApplicationBootstrap {
  private readonly logger = new Logger('FileLinks');
  private key: Promise<Buffer> | null = null;

  constructor(
    private readonly db: Db,
    private readonly urls: PublicUrls,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Loads the key before the first request needs it; a failure here is retried by that request. */
  onApplicationBootstrap(): void {
    this.secret().catch((error: unknown) => this.logger.warn(`File link key not loaded yet: ${describeError(error)}`));
  }

  /** A link valid FILE_URL_TTL_S seconds from `now`. */
  async issue(fileId: string, now = Date.now()): Promise<FileLink> {
    const expires = Math.floor(now / 1000) + this.config.files.urlTtlS;
    const signature = this.sign(await this.secret(), fileId, expires);
    return {
      url: `${this.urls.of('files', fileId)}/content?expires=${expires}&signature=${signature}`,
      expiresAt: new Date(expires * 1000).toISOString(),
    };
  }

  /**
   * 403 unless the link was signed by us for this file and has not expired. The signature is checked first, in
   * constant time, so a forged link learns nothing, not even whether its expiry would have passed.
   */
  async verify(fileId: string, { expires, signature }: LinkQuery, now = Date.now()): Promise<void> {
    const seconds = /^\d{1,12}$/.test(expires) ? Number(expires) : null;
    if (seconds === null) throw invalidLink();
    const expected = Buffer.from(this.sign(await this.secret(), fileId, seconds), 'latin1');
    const given = Buffer.from(signature, 'latin1');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalidLink();
    if (seconds * 1000 <= now) {
      throw new AppError(
        403,
        `This download link expired at ${new Date(seconds * 1000).toISOString()}; GET /v1/files/{id} with your key for a fresh one`,
        [{ field: 'expires', message: 'is in the past' }],
      );
    }
  }

  private sign(key: Buffer, fileId: string, expires: number): string {
    return createHmac('sha256', key).update(signedText(fileId, expires)).digest('base64url');
  }

  private secret(): Promise<Buffer> {
    const configured = this.config.files.urlSecret;
    if (configured !== null) return Promise.resolve(Buffer.from(configured, 'utf8'));
    this.key ??= sharedSecret(this.db, SECRET_NAME).then(
      (value) => Buffer.from(value, 'base64url'),
      (error: unknown) => {
        this.key = null;
        throw error;
      },
    );
    return this.key;
  }
}
