export interface ErrorDetail {
  field: string;
  message: string;
}

export const ERROR_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  412: 'PRECONDITION_FAILED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE_ENTITY',
  429: 'RATE_LIMIT_EXCEEDED',
  431: 'REQUEST_HEADER_FIELDS_TOO_LARGE',
  500: 'INTERNAL_SERVER_ERROR',
  503: 'SERVICE_UNAVAILABLE',
};

/** The only error services throw; the exception filter turns it into the standard error body. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: ErrorDetail[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  /** The body the client receives: the API's one error shape. */
  body(requestId: string | undefined): { error: Record<string, unknown> } {
    return {
      error: { status: this.status, code: this.code, message: this.message, details: this.details, requestId },
    };
  }

  get code(): string {
    return ERROR_CODES[this.status] ?? (this.status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST');
  }
}

export function badRequest(message: string, details: ErrorDetail[] = []): AppError {
  return new AppError(400, message, details);
}

/** A body field that failed a rule: the message names the field, the detail carries it separately. */
export function invalidField(field: string, message: string): AppError {
  return new AppError(400, `${field} ${message}`, [{ field, message }]);
}

/** Details one error answer carries at most: a body of thousands of bad values must not get an answer of megabytes. */
export const MAX_ERROR_DETAILS = 20;

/**
 * Several body fields failed: one detail each (the first MAX_ERROR_DETAILS), the message summarizing the first and
 * counting the others.
 */
export function invalidFields(details: ErrorDetail[]): AppError {
  const first = details[0];
  const left = details.length - MAX_ERROR_DETAILS;
  const more = details.length > 1 ? ` (and ${details.length - 1} more${left > 0 ? `, ${left} not listed` : ''})` : '';
  return new AppError(400, `${first.field} ${first.message}${more}`, details.slice(0, MAX_ERROR_DETAILS));
}

export function notFound(resource: string, id: string): AppError {
  return new AppError(404, `${resource} ${id} not found`);
}

export function conflict(message: string, details: ErrorDetail[] = []): AppError {
  return new AppError(409, message, details);
}

export function forbidden(message: string): AppError {
  return new AppError(403, message);
}
