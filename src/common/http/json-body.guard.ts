import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AppError } from './app-error.js';
import { readBody } from './body-reader.js';
import { bodyProblem, charsetOf, hasBody, isJson } from './body-rules.js';

/** Decodes as the UTF-8 decoders of body-parser did: a leading BOM dropped, invalid bytes become U+FFFD. */
const utf8 = new TextDecoder('utf-8');

/**
 * The request body as an object: `{}` without a body; otherwise a JSON object sent as UTF-8 JSON, at most 1 MiB
 * (sent and inflated), passing the structural checks of `bodyProblem`.
 */
export async function readJsonBody(req: Request, res: Response): Promise<object> {
  if (!hasBody(req.headers)) return {};
  const contentType = req.headers['content-type'];
  if (!isJson(contentType)) throw new AppError(415, 'Request body must be sent with Content-Type: application/json');
  const charset = charsetOf(contentType!);
  // RFC 8259 §8.1: JSON exchanged between systems is UTF-8.
  if (charset !== null && charset !== 'utf-8' && charset !== 'utf8') {
    throw new AppError(415, 'Unsupported charset; send UTF-8 JSON');
  }
  // The client waited for a go-ahead (Expect: 100-continue): given only now, once the request is authenticated.
  if (/^100-continue$/i.test(req.headers.expect ?? '')) res.writeContinue();
  const text = utf8.decode(await readBody(req));
  if (text.length === 0) return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError(400, 'Request body is not valid JSON');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new AppError(400, 'Request body must be a JSON object');
  }
  const problem = bodyProblem(body, text);
  if (problem) throw problem;
  return body;
}

/**
 * Reads and checks the body once the request is authenticated and within its organization's budget: registered as
 * the last global guard (app.module.ts), after ApiKeyGuard and RateLimitGuard, so nothing of a body is read,
 * inflated or parsed for a request without a valid key (a 401 costs a header check). Pipes and interceptors see
 * `req.body` as before. Public routes pass the key guard and get their body read here all the same.
 */
@Injectable()
export class JsonBodyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    // Most requests (every GET) have no body: answered without a promise.
    if (!hasBody(req.headers)) {
      req.body = {};
      return true;
    }
    return readJsonBody(req, http.getResponse<Response>()).then((body) => {
      req.body = body;
      return true;
    });
  }
}
