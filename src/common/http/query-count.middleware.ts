import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { QueryCounter } from '../../database/query-counter.js';

/** Opens the per-request scope in which SQL statements are counted (see QueryCounter). */
@Injectable()
export class QueryCountMiddleware implements NestMiddleware {
  use(_req: Request, _res: Response, next: NextFunction): void {
    QueryCounter.track(next);
  }
}
