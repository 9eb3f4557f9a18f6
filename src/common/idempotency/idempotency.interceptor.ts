import {
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  Logger,
  type NestInterceptor,
  Post,
  UseInterceptors,
  applyDecorators,
} from '@nestjs/common';
import type { Response } from 'express';
import { type Observable, catchError, from, mergeMap, of, throwError } from 'rxjs';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { AppError, invalidField } from '../http/app-error.js';
import type { ApiRequest } from '../http/request.js';
import { describeError } from '../../logging/log-safety.js';
import { type Claim, type HeldKey, IdempotencyStore } from './idempotency.repository.js';
import { IDEMPOTENCY_KEY_PATTERN, requestFingerprint } from './request-fingerprint.js';
import { responseToStore } from './stored-response.js';

const HEADER = 'Idempotency-Key';

/**
 * `Idempotency-Key` on POST: the first request with a key runs and its successful response is stored; a retry with
 * the same key and request gets that response again (`Idempotent-Replayed: true`) without running. Failed requests
 * wrote nothing (every write is one transaction), so they free the key for a corrected retry.
 * Bound to POST routes only (IdempotentPost): as a global interceptor it put every GET through one more rxjs chain,
 * about 7 % of a small GET's CPU. It runs after the rate limiter and inside the envelope: it stores the body as sent
 * and hands a replayed result back for the envelope to wrap (and set Location for) the same way.
 * Answers larger than IDEMPOTENCY_RESPONSE_MAX_BYTES are kept as a reference only (see responseToStore).
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Idempotency');

  constructor(
    private readonly store: IdempotencyStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<ApiRequest>();
    const key = idempotencyKeyOf(req);
    if (!req.org || key === undefined) return next.handle();
    const org = req.org;
    const res = context.switchToHttp().getResponse<Response>();
    const fingerprint = requestFingerprint(req.method, req.originalUrl, req.body);
    return from(this.store.claim({ organizationId: org.id, key, fingerprint })).pipe(
      mergeMap((claim) => (claim.kind === 'claimed' ? this.run(next, res, claim.held) : of(replayed(claim, res)))),
    );
  }

  private run(next: CallHandler, res: Response, held: HeldKey): Observable<unknown> {
    return next.handle().pipe(
      mergeMap(async (result: unknown) => {
        await recordAnswer({ store: this.store, config: this.config, logger: this.logger }, held, res, result);
        return result;
      }),
      catchError((error: unknown) =>
        from(releaseKey({ store: this.store, logger: this.logger }, held)).pipe(
          mergeMap(() => throwError(() => error)),
        ),
      ),
    );
  }
}

/** The `Idempotency-Key` of a request: undefined without one, 400 naming the header when malformed. */
export function idempotencyKeyOf(req: ApiRequest): string | undefined {
  const key = req.header(HEADER);
  if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw invalidField(HEADER, 'must be 1 to 255 visible ASCII characters (a UUID is a good choice)');
  }
  return key;
}

/** Where answers are kept, and where a failure to keep one is logged. */
interface Keeping {
  readonly store: IdempotencyStore;
  readonly logger: Logger;
}

/** Keeps a successful answer for replays. */
export async function recordAnswer(
  { store, config, logger }: Keeping & { config: AppConfig },
  held: HeldKey,
  res: Response,
  result: unknown,
): Promise<void> {
  const response = responseToStore({
    status: res.statusCode,
    result,
    maxBytes: config.idempotencyResponseMaxBytes,
    publicBaseUrl: config.publicBaseUrl,
  });
  // The resource exists now: a failure to record must not turn its success into an error the client retries.
  await store
    .record(held, response)
    .catch((error: unknown) => logger.warn(`Could not record ${HEADER} response: ${describeError(error)}`));
}

/** The request failed and wrote nothing: frees its key for a corrected retry. */
export async function releaseKey({ store, logger }: Keeping, held: HeldKey): Promise<void> {
  await store
    .release(held)
    .catch((failure: unknown) => logger.warn(`Could not release ${HEADER}: ${describeError(failure)}`));
}

/**
 * The answer to a request whose key another request holds: the stored answer again (status, Location,
 * `Idempotent-Replayed: true`; the result to envelope), or the error saying why not.
 */
export function replayed(claim: Exclude<Claim, { kind: 'claimed' }>, res: Response): unknown {
  if (claim.kind === 'mismatch') {
    throw new AppError(422, `${HEADER} was already used for a different request; use a new key for a new request`, [
      { field: HEADER, message: 'was used with another method, path or body' },
    ]);
  }
  if (claim.kind === 'in-flight') {
    throw new AppError(
      409,
      `A request with this ${HEADER} is still being processed; retry it shortly`,
      [{ field: HEADER, message: 'is in use by a request in progress' }],
      { 'Retry-After': '1' },
    );
  }
  if (claim.kind === 'unavailable') {
    throw new AppError(
      422,
      `The request with this ${HEADER} succeeded (${claim.status}) but its answer was too large to keep for replays; ` +
        'it was not run again',
      [{ field: HEADER, message: 'was used by a request whose answer is no longer available' }],
    );
  }
  res.status(claim.response.status);
  if (claim.response.location) res.setHeader('Location', claim.response.location);
  res.setHeader('Idempotent-Replayed', 'true');
  return (JSON.parse(claim.response.body) as { data: unknown }).data;
}

/** `@Post(path)` with `Idempotency-Key` support: every POST route of the API is declared with it. */
export const IdempotentPost = (path?: string): MethodDecorator =>
  applyDecorators(Post(path), UseInterceptors(IdempotencyInterceptor));
