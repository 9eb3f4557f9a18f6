import { type LookupAddress, lookup as dnsLookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { type LookupFunction, type Socket } from 'node:net';
import { addressAllowed, bareHost } from './destination.js';
import { endpointUrlProblem } from './endpoint-url.js';

/**
 * What a failed attempt records: a category, never the network's own text. Error messages name the address and
 * port that answered (`ECONNREFUSED 10.0.0.5:5432`) or the certificate a host presented, which would turn the
 * delivery log into a scanner of our network.
 */
export const ATTEMPT_ERRORS = [
  'connection_failed',
  'timeout',
  'tls_error',
  'http_status',
  'destination_refused',
  'endpoint_disabled',
  'endpoint_deleted',
] as const;
export type AttemptError = (typeof ATTEMPT_ERRORS)[number];

export interface PostResult {
  statusCode: number | null;
  error: AttemptError | null;
}

/** All addresses of a host name (dns.lookup with `all`, so /etc/hosts counts as it does for any client). */
export type Resolve = (hostname: string) => Promise<LookupAddress[]>;

export interface PostOptions {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  allowPrivateTargets: boolean;
  /** Tests substitute a resolver to play DNS tricks; dns.lookup otherwise. */
  resolve?: Resolve;
}

const systemResolve: Resolve = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );

export class DestinationRefused extends Error {}
class TimedOut extends Error {}

/**
 * POSTs one webhook. The host is resolved at every attempt, every address it resolves to is checked, and only
 * checked addresses reach the socket (a custom `lookup`), so a name that resolved to a public address when the
 * endpoint was created cannot be re-pointed at our network later (DNS rebinding). IP literals, which skip `lookup`,
 * are checked directly, and the connected socket's peer is checked once more. Redirects are not followed: a 3xx
 * is a failed attempt like any other non-2xx.
 */
export async function postWebhook(options: PostOptions): Promise<PostResult> {
  const allow = options.allowPrivateTargets;
  // Re-checked at delivery too: endpoints stored before a rule existed, or under a development switch since turned off.
  if (endpointUrlProblem(options.url, allow) !== null) return { statusCode: null, error: 'destination_refused' };
  const url = new URL(options.url);
  const host = bareHost(url.hostname);
  const secure = url.protocol === 'https:';
  return new Promise<PostResult>((settle) => {
    let settled = false;
    let connected = false;
    let handshaken = false;
    const finish = (result: PostResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      settle(result);
    };
    const request = (secure ? https : http).request({
      hostname: host,
      port: url.port || undefined,
      path: `${url.pathname}${url.search}`,
      method: 'POST',
      headers: { ...options.headers, 'content-length': String(Buffer.byteLength(options.body)) },
      // A fresh connection per attempt: a pooled socket would skip the resolution and check of this attempt.
      agent: false,
      lookup: guardedLookup(options.resolve ?? systemResolve, allow),
    });
    const timer = setTimeout(() => request.destroy(new TimedOut()), options.timeoutMs);
    request.on('socket', (socket: Socket) => {
      socket.once('connect', () => {
        connected = true;
        if (!addressAllowed(socket.remoteAddress ?? '', allow)) socket.destroy(new DestinationRefused());
      });
      socket.once('secureConnect', () => {
        handshaken = true;
      });
    });
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      // Only the status matters; the body is not read.
      response.destroy();
      finish({ statusCode: status, error: status >= 200 && status < 300 ? null : 'http_status' });
    });
    request.on('error', (error) =>
      finish({ statusCode: null, error: categorize(error, { secure, connected, handshaken }) }),
    );
    request.end(options.body);
  });
}

function categorize(error: Error, state: { secure: boolean; connected: boolean; handshaken: boolean }): AttemptError {
  if (error instanceof DestinationRefused) return 'destination_refused';
  if (error instanceof TimedOut) return 'timeout';
  const code = (error as NodeJS.ErrnoException).code ?? '';
  const tlsCode = /^ERR_(TLS|SSL)_|CERT|SIGNATURE|EPROTO/.test(code);
  if (state.secure && ((state.connected && !state.handshaken) || tlsCode)) return 'tls_error';
  return 'connection_failed';
}

/**
 * A `lookup` for the socket that resolves the name and passes on only addresses that may be delivered to. If any
 * address is refused, all are: a name that mixes public and internal addresses is how rebinding attacks look.
 */
export function guardedLookup(resolve: Resolve, allow: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
        const usable = addresses.filter((a) => !family || a.family === family);
        if (addresses.some((a) => !addressAllowed(a.address, allow))) {
          callback(new DestinationRefused(), '', 0);
        } else if (usable.length === 0) {
          callback(Object.assign(new Error('no address'), { code: 'ENOTFOUND' }), '', 0);
        } else if (options.all) {
          (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, usable);
        } else {
          callback(null, usable[0].address, usable[0].family);
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}
