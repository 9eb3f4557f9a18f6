import { Injectable, type NestMiddleware } from '@nestjs/common';
import express, { type NextFunction, type Request, type Response } from 'express';
import { AppError } from './app-error.js';

export const BODY_LIMIT_BYTES = 1024 * 1024;

const parseJson = express.json({ limit: BODY_LIMIT_BYTES, strict: true, type: () => true });

function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  if (length !== undefined) return length !== '0';
  return req.headers['transfer-encoding'] !== undefined;
}

function isJson(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const mime = contentType.split(';')[0].trim().toLowerCase();
  return mime === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(mime);
}

/**
 * Runs as Nest middleware (not raw Express) so that its failures, too, reach the one exception filter.
 * A request without a body is treated as `{}`; a body must be a JSON object sent as JSON.
 */
@Injectable()
export class JsonBodyMiddleware implements NestMiddleware {
  use(req: Request, res: Response, next: NextFunction): void {
    if (!hasBody(req)) {
      req.body = {};
      next();
      return;
    }
    if (!isJson(req.headers['content-type'])) {
      next(new AppError(415, 'Request body must be sent with Content-Type: application/json'));
      return;
    }
    parseJson(req, res, (error?: unknown) => {
      if (error) return next(error);
      if (req.body === null || typeof req.body !== 'object' || Array.isArray(req.body)) {
        return next(new AppError(400, 'Request body must be a JSON object'));
      }
      next();
    });
  }
}
