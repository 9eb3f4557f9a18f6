import type { components } from './schema.js';

export type ErrorBody = components['schemas']['ErrorBody'];
export type ErrorCode = components['schemas']['ErrorDoc']['code'];
export type ErrorDetail = components['schemas']['ErrorDetailDoc'];

/** What every openapi-fetch call resolves to: the parsed success body, or the parsed error body. */
type Answer = { data?: unknown; error?: unknown; response: Response };

/**
 * The payload inside the success body's `{ data }` envelope; `undefined` for answers without a body (204). Read off
 * the success member of the answer's union only: inferring from both members would add the error member's
 * `data?: never` (undefined) to every payload.
 */
type Payload<A> = A extends { data: infer Body }
  ? [Body] extends [never]
    ? undefined
    : Body extends { data: infer Inside }
      ? Inside
      : undefined
  : never;

/** An error answer of the API, as thrown by `unwrap`: the fields of `{ error: { … } }` and the response itself. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** Stable across versions: branch on it, not on `message`. */
  readonly code: ErrorCode;
  /** Which fields were wrong (`customFields[1].value`) and why; empty when no field is to blame. */
  readonly details: ErrorDetail[];
  /** Also the `X-Request-Id` header: quote it when you report a problem. */
  readonly requestId: string;
  readonly body: ErrorBody;
  readonly response: Response;

  constructor(body: ErrorBody, response: Response) {
    super(`${body.error.status} ${body.error.code}: ${body.error.message}`);
    this.status = body.error.status;
    this.code = body.error.code;
    this.details = body.error.details;
    this.requestId = body.error.requestId;
    this.body = body;
    this.response = response;
  }
}

/**
 * Awaits a client call and returns what its `{ data }` envelope holds, or throws: an `ApiError` for an error answer
 * of the API, a plain `Error` for any other failure (an answer without the API's error shape, such as a proxy's 502
 * page, or a 304 to a conditional request).
 *
 *   const { workspace } = await unwrap(api.GET('/v1/workspaces/{id}', { params: { path: { id } } }));
 */
export async function unwrap<A extends Answer>(call: Promise<A>): Promise<Payload<A>> {
  const { data, error, response } = await call;
  if (response.ok) return (isEnvelope(data) ? data.data : undefined) as Payload<A>;
  if (isErrorBody(error)) throw new ApiError(error, response);
  throw new Error(`${response.status} ${response.statusText} from ${response.url}: not an answer in the API's shape`, {
    cause: error,
  });
}

function isEnvelope(value: unknown): value is { data: unknown } {
  return typeof value === 'object' && value !== null && 'data' in value;
}

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = value.error;
  return typeof error === 'object' && error !== null && 'code' in error && 'status' in error;
}
