import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { IS_PUBLIC } from '../auth/public.decorator.js';
import { AppError } from './app-error.js';
import { bodyDecompressor, readBody } from './body-reader.js';
import { bodyProblem, charsetOf, hasBody, isJson } from './body-rules.js';
import { HandlerMetadata } from './handler-metadata.js';
import { STREAMED_BODY } from './streamed-body.js';

/** Decodes as the UTF-8 decoders of body-parser did: a leading BOM dropped, invalid bytes become U+FFFD. */
const utf8 = new TextDecoder('utf-8');

/** The methods whose requests carry a body the API reads; any other method's body is ignored, never read. */
const METHODS_WITH_BODY = new Set(['POST', 'PATCH', 'PUT']);

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
  // The client waited for a go-ahead (Expect: 100-continue): given only now, once the request is authenticated and
  // its headers (length, encoding) admit the body.
  if (/^100-continue$/i.test(req.headers.expect ?? '')) {
    bodyDecompressor(req);
    res.writeContinue();
  }
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
 * `req.body` as before.
 *
 * Only POST, PATCH and PUT bodies are read, and never on a public route (which passes the key guard without a key):
 * any other body is ignored (`{}`), and the answer closes the connection so Node does not read and discard it either.
 * A route declared StreamedBody reads its own body in its handler (an upload), which only an authenticated request
 * within its budget reaches.
 */
@Injectable()
export class JsonBodyGuard implements CanActivate {
  /** Read once per handler, as the key guard does. */
  private readonly isPublic = new HandlerMetadata((context) =>
    Boolean(this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()])),
  );
  private readonly isStreamed = new HandlerMetadata((context) =>
    Boolean(this.reflector.get<boolean>(STREAMED_BODY, context.getHandler())),
  );

  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    // Most requests (every GET) have no body: answered without a promise.
    if (!hasBody(req.headers)) {
      req.body = {};
      return true;
    }
    // The handler reads it, as a stream (StreamedBody): left untouched here, after authentication all the same.
    if (this.isStreamed.of(context)) {
      req.body = {};
      return true;
    }
    const res = http.getResponse<Response>();
    if (this.isPublic.of(context) || !METHODS_WITH_BODY.has(req.method)) {
      req.body = {};
      res.setHeader('Connection', 'close');
      return true;
    }
    return readJsonBody(req, res).then((body) => {
      req.body = body;
      return true;
    });
  }
}
