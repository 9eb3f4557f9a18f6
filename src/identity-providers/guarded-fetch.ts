import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import { addressAllowed, bareHost, hostProblem } from '../webhooks/destination.js';
import { DestinationRefused, guardedLookup, type Resolve } from '../webhooks/webhook-transport.js';

/** The largest answer read from an identity provider (discovery document, key set, token response). */
export const OIDC_MAX_RESPONSE_BYTES = 256 * 1024;

export interface GuardOptions {
  timeoutMs: number;
  /** As WEBHOOK_ALLOW_PRIVATE_TARGETS: development and tests only (a provider on loopback). */
  allowPrivateTargets: boolean;
}

export interface GuardedRequest {
  method: string;
  headers: Record<string, string>;
  body?: string | URLSearchParams | ArrayBuffer | Uint8Array | ReadableStream | null;
  signal?: AbortSignal | null;
}

export class ProviderUnreachable extends Error {}

const systemResolve: Resolve = (hostname) =>
  new Promise<LookupAddress[]>((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );

/**
 * The `fetch` openid-client makes its calls with (discovery, keys, token). An issuer URL is chosen by a tenant, so
 * every call goes through the webhooks' address guard: the name is resolved at each call and only allowed addresses
 * reach the socket, the connected peer is checked again, redirects are not followed, and the time and size of an
 * answer are bounded. Any failure is a ProviderUnreachable without the network's own text.
 */
export function guardedFetch(options: GuardOptions, resolve: Resolve = systemResolve) {
  return (input: string, init: GuardedRequest): Promise<Response> => {
    const url = new URL(input);
    if (
      (url.protocol !== 'https:' && url.protocol !== 'http:') ||
      hostProblem(url.hostname, options.allowPrivateTargets)
    ) {
      return Promise.reject(new ProviderUnreachable('refused address'));
    }
    if (url.protocol === 'http:' && !options.allowPrivateTargets) {
      return Promise.reject(new ProviderUnreachable('plain http'));
    }
    const body = requestBody(init.body);
    return new Promise<Response>((settle, fail) => {
      let done = false;
      const finish = (error: Error | null, response?: Response) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        if (error) {
          request.destroy();
          fail(
            error instanceof ProviderUnreachable
              ? error
              : new ProviderUnreachable(error instanceof DestinationRefused ? 'refused address' : 'unreachable'),
          );
        } else if (response) settle(response);
      };
      const request = (url.protocol === 'https:' ? https : http).request({
        hostname: bareHost(url.hostname),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: init.method,
        headers: { ...init.headers, ...(body !== undefined && { 'content-length': String(body.length) }) },
        agent: false,
        lookup: guardedLookup(resolve, options.allowPrivateTargets),
      });
      const timer = setTimeout(() => finish(new ProviderUnreachable('timeout')), options.timeoutMs);
      init.signal?.addEventListener('abort', () => finish(new ProviderUnreachable('aborted')), { once: true });
      request.on('socket', (socket: Socket) => {
        socket.once('connect', () => {
          if (!addressAllowed(socket.remoteAddress ?? '', options.allowPrivateTargets)) {
            socket.destroy(new DestinationRefused());
          }
        });
      });
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > OIDC_MAX_RESPONSE_BYTES) finish(new ProviderUnreachable('too large'));
          else chunks.push(chunk);
        });
        response.on('error', (error) => finish(error));
        response.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            if (typeof value === 'string') headers.set(name, value);
            else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
          }
          const status = response.statusCode ?? 502;
          // A Response cannot carry a body with these statuses.
          const empty = status === 204 || status === 304;
          finish(null, new Response(empty ? null : Buffer.concat(chunks), { status, headers }));
        });
      });
      request.on('error', (error) => finish(error));
      request.end(body);
    });
  };
}

/** The body as bytes; openid-client sends form or JSON text, never a stream. */
function requestBody(body: GuardedRequest['body']): Buffer | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string' || body instanceof URLSearchParams) return Buffer.from(String(body));
  if (body instanceof Uint8Array) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  throw new ProviderUnreachable('unsupported body');
}
