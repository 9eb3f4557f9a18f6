import { Injectable, type NestMiddleware } from '@nestjs/common';
import express, { type NextFunction, type Request, type Response } from 'express';
import { AppError, invalidField } from './app-error.js';

export const BODY_LIMIT_BYTES = 1024 * 1024;

const parseJson = express.json({ limit: BODY_LIMIT_BYTES, strict: true, type: () => true });

/**
 * Far beyond any request schema (a few levels), far below what overflows the stack of the recursive validation
 * transform: `{"a":{"a":…}}` 50,000 deep fits in 400 KB and was a 500 (RangeError) instead of a 400.
 */
const MAX_BODY_DEPTH = 32;

/** An unpaired UTF-16 surrogate (`"\ud800"` is valid JSON syntax but no Unicode text). */
const LONE_SURROGATE = /\p{Surrogate}/u;

const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * What makes a parsed body unusable, or null. Lone surrogates and numbers beyond a double (`1e999` parses as
 * Infinity) are refused: no column stores them faithfully, and canonical JSON (the Idempotency-Key fingerprint)
 * rejects both, which was a 500. Reserved keys are refused like any other unknown field, which the validation pipe
 * would otherwise drop silently. Walks with its own stack, so the check itself cannot overflow.
 */
function bodyProblem(body: object): AppError | null {
  const stack: [unknown, number, string][] = [[body, 1, '']];
  while (stack.length > 0) {
    const [value, depth, path] = stack.pop()!;
    if (typeof value === 'string' && LONE_SURROGATE.test(value)) {
      return new AppError(400, 'Request body must be valid Unicode: it contains an unpaired surrogate such as \\ud800');
    }
    if (typeof value === 'number' && !Number.isFinite(value)) {
      return new AppError(400, 'Request body contains a number too large to represent (such as 1e999)');
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth > MAX_BODY_DEPTH) {
      return new AppError(400, `Request body must not nest objects or arrays more than ${MAX_BODY_DEPTH} deep`);
    }
    for (const [key, child] of Object.entries(value)) {
      const field = Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
      if (!Array.isArray(value) && RESERVED_KEYS.has(key)) return invalidField(field, 'is not allowed');
      stack.push([key, depth, path], [child, depth + 1, field]);
    }
  }
  return null;
}

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
      next(bodyProblem(req.body as object) ?? undefined);
    });
  }
}
