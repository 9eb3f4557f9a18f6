import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { HandlerMetadata } from './handler-metadata.js';
import { type Observable, map } from 'rxjs';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { Inject } from '@nestjs/common';
import { resourceUrl } from '../urls.js';
import { EtaggedBody, etagOf } from './versioned.js';
import { CsvBody } from './csv.js';
import { envelopeText } from './json-text.js';
import { JSON_END } from './json-newline.js';

const LOCATION_KEY = 'envelope:location';

/** Marks a create route: the response gets `Location: <base>/v1/<collection>/<id of the returned resource>`. */
export const LocationOf = (collection: string): MethodDecorator => SetMetadata(LOCATION_KEY, collection);

/** The contract's envelope around a successful result. */
export function enveloped<T>(result: T): { data: T } {
  return { data: result };
}

/** Wraps every successful controller result as `{ data: <result> }`, the contract's envelope. */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  private readonly locationOf = new HandlerMetadata((context) =>
    this.reflector.get<string | undefined>(LOCATION_KEY, context.getHandler()),
  );

  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<{ data: unknown } | string> {
    const collection = this.locationOf.of(context);
    return next.handle().pipe(
      map((result: unknown) => {
        const http = context.switchToHttp();
        const res = http.getResponse<Response>();
        if (collection) this.setLocation(res, collection, result);
        if (result instanceof CsvBody) return csvAnswer(res, result);
        let data = result;
        if (result instanceof EtaggedBody) {
          setEtag(http.getRequest<Request>(), res, result.version);
          data = result.body;
        }
        // A body the database wrote as JSON goes out as that text (see JsonText).
        const text = envelopeText(data);
        if (text === null) return enveloped(data);
        // The header itself: res.type('json') looks the type up by file extension on every answer.
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        return `${text}${JSON_END}`;
      }),
    );
  }

  private setLocation(res: Response, collection: string, result: unknown): void {
    const resource = Object.values((result ?? {}) as Record<string, { id?: unknown }>)[0];
    if (typeof resource?.id === 'string') {
      res.setHeader('Location', resourceUrl(this.config.publicBaseUrl, collection, resource.id));
    }
  }
}

/** A CSV download: its text as the body, outside the envelope (a spreadsheet reads the rows, not `data`). */
function csvAnswer(res: Response, csv: CsvBody): string {
  res.attachment(`${csv.filename}.csv`);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8; header=present');
  return csv.text;
}

/**
 * The version a versioned route answered, as a strong ETag; a GET whose If-None-Match matches it gets 304. Only GET
 * and PATCH answers carry it: a HEAD, served by the GET handler, never has.
 */
function setEtag(req: Request, res: Response, version: number): void {
  if (req.method !== 'GET' && req.method !== 'PATCH') return;
  const etag = etagOf(version);
  res.setHeader('ETag', etag);
  const ifNoneMatch = req.header('if-none-match');
  if (
    req.method === 'GET' &&
    ifNoneMatch &&
    ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*')
  ) {
    res.status(304);
  }
}
