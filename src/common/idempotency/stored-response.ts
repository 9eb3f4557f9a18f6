import { enveloped } from '../http/envelope.interceptor.js';
import { resourceUrl } from '../urls.js';
import { fitsUtf8 } from '../text-bounds.js';

/** What an `Idempotency-Key` keeps of a successful answer, to replay it. */
export interface StoredResponse {
  readonly status: number;
  /** The enveloped JSON body; null when the answer was too large and named no resource (the replay answers 422). */
  readonly body: string | null;
  /** Set on replay; the envelope sets it anyway for create routes, so only the 303 form needs it stored. */
  readonly location?: string | null;
}

/** `workspacePlanTask` → `workspace-plan-tasks`: every resource's collection is its `object` in plural kebab-case. */
export const collectionOf = (object: string): string => `${object.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}s`;

/**
 * The answer as kept for replays. Up to `maxBytes` of JSON it is kept byte for byte, so a replay is identical. Past
 * it only a reference is kept: a replay answers `303 See Other` with `Location` at the resource the answer named and
 * the body `{ data: { <key>: { id, object, url, truncated: true } } }` (the event payload's truncated form); a client
 * that follows the redirect GETs the resource as it is now. An answer naming no resource keeps nothing but its status.
 */
export function responseToStore(opts: {
  status: number;
  result: unknown;
  maxBytes: number;
  publicBaseUrl: string;
}): StoredResponse {
  const body = JSON.stringify(enveloped(opts.result));
  if (fitsUtf8(body, opts.maxBytes)) {
    return { status: opts.status, body };
  }
  const named = namedResource(opts.result);
  if (!named) return { status: opts.status, body: null };
  const url =
    typeof named.resource.url === 'string'
      ? named.resource.url
      : resourceUrl(opts.publicBaseUrl, collectionOf(named.resource.object), named.resource.id);
  const reference = { id: named.resource.id, object: named.resource.object, url, truncated: true };
  return { status: 303, body: JSON.stringify(enveloped({ [named.key]: reference })), location: url };
}

interface Named {
  key: string;
  resource: { id: string; object: string; url?: unknown };
}

/** Every POST answers `{ <key>: <resource> }`; the resource needs an id and an object to be found again. */
function namedResource(result: unknown): Named | null {
  if (typeof result !== 'object' || result === null) return null;
  const entries = Object.entries(result as Record<string, unknown>);
  if (entries.length !== 1) return null;
  const [key, resource] = entries[0];
  if (typeof resource !== 'object' || resource === null) return null;
  const { id, object, url } = resource as Record<string, unknown>;
  if (typeof id !== 'string' || typeof object !== 'string') return null;
  return { key, resource: { id, object, url } };
}
