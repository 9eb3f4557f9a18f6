import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Db } from '../../database/db.service.js';
import { QueryCounter } from '../../database/query-counter.js';
import { ApiKeyEntity } from '../../organizations/api-key.entity.js';
import { AppError, forbidden } from '../http/app-error.js';
import { HandlerMetadata } from '../http/handler-metadata.js';
import type { ApiRequest } from '../http/request.js';
import { nowIso } from '../time.js';
import { ApiKeyLookup } from './api-key-lookup.js';
import { hashApiKey, looksLikeApiKey, sameHash } from './keys.js';
import { IS_PUBLIC } from './public.decorator.js';

const LAST_USED_RESOLUTION_MS = 60_000;

function unauthorized(message: string): AppError {
  return new AppError(401, message, [], { 'WWW-Authenticate': 'Bearer realm="api"' });
}

/** Global, deny-by-default bearer authentication; a route opts out only with @Public(). */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  /** When each key's lastUsedAt was last written, so a busy key costs one write a minute, not one per request. */
  private readonly lastUsedWritten = new Map<string, number>();
  private readonly isPublic = new HandlerMetadata((context) =>
    Boolean(this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()])),
  );

  constructor(
    private readonly reflector: Reflector,
    private readonly db: Db,
    private readonly keys: ApiKeyLookup,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.isPublic.of(context)) return true;
    const req = context.switchToHttp().getRequest<ApiRequest>();
    const header = req.headers.authorization;
    if (!header) throw unauthorized('Missing Authorization header; send Authorization: Bearer <key>');
    const match = /^bearer[ \t]+(\S+)[ \t]*$/i.exec(header);
    if (!match) throw unauthorized('Authorization header must use the Bearer scheme');
    if (!looksLikeApiKey(match[1])) throw unauthorized('Invalid API key');

    const hash = hashApiKey(match[1]);
    const found = await this.keys.find(hash);
    if (!found || !sameHash(found.hash, hash) || found.revokedAt) throw unauthorized('Invalid API key');
    if (found.expiresAt && found.expiresAt <= nowIso()) throw unauthorized('API key has expired');

    req.org = { id: found.orgId, slug: found.orgSlug, name: found.orgName };
    req.apiKey = { id: found.id, scope: found.scope };
    if (found.scope === 'read' && req.method !== 'GET' && req.method !== 'HEAD') {
      throw forbidden('This API key is read-only');
    }
    this.touch(found.id);
    return true;
  }

  private touch(keyId: string): void {
    const last = this.lastUsedWritten.get(keyId) ?? 0;
    if (Date.now() - last < LAST_USED_RESOLUTION_MS) return;
    this.lastUsedWritten.set(keyId, Date.now());
    const now = nowIso();
    // Off the request path: a failed bookkeeping write must never fail the caller's request.
    void QueryCounter.untracked(() =>
      this.db.write((m) => m.update(ApiKeyEntity, { id: keyId }, { lastUsedAt: now })).catch(() => undefined),
    );
  }
}
