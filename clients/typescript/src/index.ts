import createFetchClient, { type Client, type ClientOptions as FetchClientOptions } from 'openapi-fetch';
import type { paths } from './schema.js';

export type { components, operations, paths } from './schema.js';
export { ApiError, type ErrorBody, type ErrorCode, type ErrorDetail, unwrap } from './unwrap.js';

/** `GET`, `POST`, `PATCH`, `DELETE`… on the API's documented paths, with parameters, bodies and answers typed. */
export type ApiClient = Client<paths>;

export interface ClientOptions extends Omit<FetchClientOptions, 'baseUrl'> {
  /** Where the API is served, without `/v1`, e.g. `http://localhost:3000` (the paths carry `/v1`). */
  baseUrl: string;
  /** An API key (`wsk_…`), sent as `Authorization: Bearer <key>` on every request. */
  apiKey: string;
}

/**
 * An openapi-fetch client of the API. The key is set by a middleware rather than in `headers`, so `headers` given
 * here (or on a call) pass through untouched whatever their form, and a call cannot drop the key by accident.
 */
export function createClient({ apiKey, ...options }: ClientOptions): ApiClient {
  const client = createFetchClient<paths>(options);
  client.use({
    onRequest({ request }) {
      request.headers.set('Authorization', `Bearer ${apiKey}`);
      return request;
    },
  });
  return client;
}
