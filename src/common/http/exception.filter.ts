import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Response } from 'express';
import { AppError, type ErrorDetail } from './app-error.js';
import { bodyLeftUnread } from './body-reader.js';
import { isDatabaseUnavailable, isForeignKeyViolation, isUniqueViolation } from './db-errors.js';
import { requestId } from './request-id.js';
import { type ApiRequest, requestIdOf } from './request.js';
import { RouteTable } from './route-table.js';

/**
 * The single place where any failure becomes the standard error body. Nothing a client sends may produce a 500;
 * when something unexpected does, the body carries no stack or SQL, only the request id to find the log line.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');
  private readonly routes: RouteTable;

  constructor(adapterHost: HttpAdapterHost) {
    this.routes = new RouteTable(() => adapterHost.httpAdapter.getInstance());
  }

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<ApiRequest>();
    const res = http.getResponse<Response>();
    // Rejected before the logging middleware gave it an id (Express could not decode a path parameter such as
    // `/v1/boards/%zz`): mint one now, so this answer too carries the id in its body and X-Request-Id.
    if (!requestIdOf(req)) req.id = requestId(req, res);
    const error = this.toAppError(exception, req);
    if (error.status >= 500 && error.status !== 503) {
      this.logger.error({ err: exception, requestId: requestIdOf(req) }, 'Unhandled error');
    }
    if (res.headersSent) return;
    for (const [name, value] of Object.entries(error.headers)) res.setHeader(name, value);
    // Refused before its body was read (401, 429, 413, no such route…): closing costs less than draining the rest.
    if (bodyLeftUnread(req)) res.setHeader('Connection', 'close');
    res.status(error.status).json(error.body(requestIdOf(req)));
  }

  private toAppError(exception: unknown, req: ApiRequest): AppError {
    if (exception instanceof AppError) return exception;
    if (exception instanceof HttpException) return this.fromHttpException(exception, req);
    if (isUniqueViolation(exception)) return new AppError(409, 'A resource with the same unique value already exists');
    if (isForeignKeyViolation(exception)) {
      return new AppError(409, 'A referenced resource was changed or deleted concurrently; retry the request');
    }
    if (isDatabaseUnavailable(exception)) {
      return new AppError(503, 'The database is unavailable; retry shortly', [], { 'Retry-After': '1' });
    }
    return new AppError(500, 'Internal server error');
  }

  private fromHttpException(exception: HttpException, req: ApiRequest): AppError {
    const status = exception.getStatus();
    // Nest's own not-found handler (no route matched) says "Cannot <METHOD> <path>".
    if (status === 404 && /^Cannot [A-Z]+ /.test(exception.message)) {
      const path = (req.originalUrl ?? req.url).split('?')[0];
      const allowed = this.routes.allowedMethods(path);
      if (allowed.length > 0) {
        return new AppError(405, `Method ${req.method} is not allowed on ${path}`, [], { Allow: allowed.join(', ') });
      }
      return new AppError(404, `No route ${req.method} ${path}`);
    }
    const body = exception.getResponse();
    const message = typeof body === 'string' ? body : (messageOf(body) ?? exception.message);
    return new AppError(status, message, detailsOf(body));
  }
}

function messageOf(body: object): string | undefined {
  const message = (body as { message?: unknown }).message;
  if (typeof message === 'string') return message;
  if (Array.isArray(message)) return message.join('; ');
  return undefined;
}

function detailsOf(body: unknown): ErrorDetail[] {
  const details = (body as { details?: unknown })?.details;
  return Array.isArray(details) ? (details as ErrorDetail[]) : [];
}
