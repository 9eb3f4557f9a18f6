import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Response } from 'express';
import { type Observable, map } from 'rxjs';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { Inject } from '@nestjs/common';
import { resourceUrl } from '../urls.js';

const LOCATION_KEY = 'envelope:location';

/** Marks a create route: the response gets `Location: <base>/v1/<collection>/<id of the returned resource>`. */
export const LocationOf = (collection: string): MethodDecorator => SetMetadata(LOCATION_KEY, collection);

/** Wraps every successful controller result as `{ data: <result> }`, the contract's envelope. */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<{ data: unknown }> {
    const collection = this.reflector.get<string | undefined>(LOCATION_KEY, context.getHandler());
    return next.handle().pipe(
      map((result: unknown) => {
        if (collection) this.setLocation(context.switchToHttp().getResponse<Response>(), collection, result);
        return { data: result };
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
