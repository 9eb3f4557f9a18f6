import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AppError } from '../common/http/app-error.js';
import { bodyLeftUnread } from '../common/http/body-reader.js';
import { isDatabaseUnavailable } from '../common/http/db-errors.js';
import { type ApiRequest, requestIdOf } from '../common/http/request.js';
import { VisitorViews } from './visitor-views.js';

const HEADINGS: Record<number, string> = {
  400: 'Something in that form was not right',
  401: 'That key was not accepted',
  403: 'This page could not be used',
  404: 'Page not found',
  413: 'That was too much to send',
  415: 'That form could not be read',
  429: 'Slow down a little',
  503: 'We are having a moment',
};

/**
 * Visitors get pages, not JSON: every failure on a published workspace's routes is an HTML page with the right status
 * (and Retry-After where one applies). Nothing about the failure beyond its message reaches the page.
 */
@Catch()
export class VisitorErrorsFilter implements ExceptionFilter {
  private readonly logger = new Logger('VisitorErrors');

  constructor(private readonly views: VisitorViews) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const error = this.toAppError(exception, req);
    if (res.headersSent) return;
    for (const [name, value] of Object.entries(error.headers)) res.setHeader(name, value);
    if (bodyLeftUnread(req)) res.setHeader('Connection', 'close');
    const status = error.status;
    const message =
      status >= 500 && status !== 503 ? 'Something went wrong on our side. Please try again.' : error.message;
    this.views.send(res, {
      status,
      template: 'message',
      data: {
        title: HEADINGS[status] ?? 'Something went wrong',
        heading: HEADINGS[status] ?? 'Something went wrong',
        message,
      },
    });
  }

  private toAppError(exception: unknown, req: Request): AppError {
    if (exception instanceof AppError) return exception;
    if (exception instanceof HttpException) return new AppError(exception.getStatus(), exception.message);
    if (isDatabaseUnavailable(exception)) {
      return new AppError(503, 'The service is briefly unavailable; try again in a moment', [], { 'Retry-After': '1' });
    }
    this.logger.error({ err: exception, requestId: requestIdOf(req as ApiRequest) }, 'Unhandled visitor error');
    return new AppError(500, 'Internal server error');
  }
}
