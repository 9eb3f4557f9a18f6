import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { AppError } from '../common/http/app-error.js';
import { sharedSecret } from '../common/secrets/server-secret.repository.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Db } from '../database/db.service.js';
import { sentBrowserId } from './visitor-cookies.js';

const SECRET_NAME = 'visitor-forms';

const refused = (): AppError =>
  new AppError(403, 'This form has expired; reload the page and try again', [
    { field: 'csrf', message: 'does not match this browser' },
  ]);

/**
 * Cross-site request forgery protection for every form and beat of the published workspace: the signed double-submit
 * pattern. A form carries HMAC(key, workspace, browser id), the browser id travels in an HttpOnly SameSite cookie;
 * another site can make a browser post, but it can neither read the cookie nor compute the token. A request whose
 * Origin header names another origin is refused before the token is even checked.
 */
@Injectable()
export class FormTokens {
  private key: Promise<string> | null = null;
  private readonly appOrigin: string;

  constructor(
    private readonly db: Db,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.appOrigin = new URL(config.appBaseUrl).origin;
  }

  async token(workspaceId: string, browserId: string): Promise<string> {
    return createHmac('sha256', await this.secret())
      .update(`form\n${workspaceId}\n${browserId}`)
      .digest('base64url');
  }

  /** 403 unless the request comes from our own page in this browser, for this workspace. */
  async verify(req: Request, workspaceId: string, given: string | undefined): Promise<void> {
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== this.appOrigin) throw refused();
    const browser = sentBrowserId(req);
    if (!browser || !given) throw refused();
    const expected = Buffer.from(await this.token(workspaceId, browser), 'latin1');
    const sent = Buffer.from(given, 'latin1');
    if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) throw refused();
  }

  private secret(): Promise<string> {
    this.key ??= sharedSecret(this.db, SECRET_NAME).catch((error: unknown) => {
      this.key = null;
      throw error;
    });
    return this.key;
  }
}
