import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { QueryCounter } from '../../database/query-counter.js';
import { AppError, forbidden } from '../http/app-error.js';
import { clientAddress } from '../http/client-address.js';
import { HandlerMetadata } from '../http/handler-metadata.js';
import type { ApiRequest } from '../http/request.js';
import { nowIso } from '../time.js';
import { ApiKeyLookup } from './api-key-lookup.js';
import { ApiKeyStore } from './api-key-store.js';
import { AuthFailures, bearerCredential } from './auth-failures.js';
import { hashApiKey, looksLikeApiKey, sameHash } from './keys.js';
import { IS_PUBLIC } from './public.decorator.js';

const LAST_USED_RESOLUTION_MS = 60_000;

function unauthorized(message: string): AppError {
  return new AppError(401, message, [], { 'WWW-Authenticate': 'Bearer realm="api"' });
}

/**
 * Global, deny-by-default bearer authentication; a route opts out only with @Public(). Failed attempts are counted
 * per client address (AuthFailures): past AUTH_FAILURES_PER_MINUTE they are answered 429 with Retry-After.
 */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  /** When each key's lastUsedAt was last written, so a busy key costs one write a minute, not one per request. */
  private readonly lastUsedWritten = new Map<string, number>();
  private readonly isPublic = new HandlerMetadata((context) =>
    Boolean(this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()])),
  );

  constructor(
    private readonly reflector: Reflector,
    private readonly keys: ApiKeyLookup,
    private readonly store: ApiKeyStore,
    private readonly failures: AuthFailures,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.isPublic.of(context)) return true;
    await this.authenticateRequest(context.switchToHttp().getRequest<ApiRequest>());
    return true;
  }

  /**
   * Sets `req.org` from the request's key, or throws 401 (429 past the address's failure budget). Also used by public
   * routes that behave differently for a key holder (the team previewing a published workspace).
   */
  async authenticateRequest(req: ApiRequest): Promise<void> {
    try {
      await this.authenticate(req);
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== 401) throw error;
      // Past its budget an address is answered 429 instead of 401, and counted no further.
      throw (await this.failures.failed(clientAddress(req))) ?? error;
    }
  }

  private async authenticate(req: ApiRequest): Promise<void> {
    const header = req.headers.authorization;
    if (!header) throw unauthorized('Missing Authorization header; send Authorization: Bearer <key>');
    const credential = bearerCredential(header);
    if (credential === null) throw unauthorized('Authorization header must use the Bearer scheme');
    if (!looksLikeApiKey(credential)) throw unauthorized('Invalid API key');

    const hash = hashApiKey(credential);
    // A blocked address gets no lookup; a key this process holds as recently authenticated (no lookup either) still
    // passes, so a customer sharing an address with an attacker (NAT, proxy) keeps working.
    const blocked = this.failures.anyBlocked() ? this.failures.blockedFor(clientAddress(req)) : 0;
    if (blocked > 0 && !this.keys.cached(hash)) throw this.failures.refusal(blocked);
    const found = await this.keys.find(hash);
    if (!found || !sameHash(found.hash, hash) || found.revokedAt) throw unauthorized('Invalid API key');
    if (found.expiresAt && found.expiresAt <= nowIso()) throw unauthorized('API key has expired');

    req.org = { id: found.orgId, slug: found.orgSlug, name: found.orgName };
    req.apiKey = { id: found.id, scope: found.scope };
    if (found.scope === 'read' && req.method !== 'GET' && req.method !== 'HEAD') {
      throw forbidden('This API key is read-only');
    }
    this.touch(found.id);
  }

  private touch(keyId: string): void {
    const last = this.lastUsedWritten.get(keyId) ?? 0;
    if (Date.now() - last < LAST_USED_RESOLUTION_MS) return;
    this.lastUsedWritten.set(keyId, Date.now());
    const now = nowIso();
    // Off the request path: a failed bookkeeping write must never fail the caller's request.
    void QueryCounter.untracked(() => this.store.touch(keyId, now).catch(() => undefined));
  }
}
