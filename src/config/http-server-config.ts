import ipaddr from 'ipaddr.js';
import { ConfigError, type Env, int } from './env-values.js';

/** Express's `trust proxy`: off, on for any hop (only behind a proxy that overwrites the header), a hop count, or addresses. */
export type TrustProxy = boolean | number | readonly string[];

export interface HttpServerConfig {
  /** Whose X-Forwarded-For decides the client address (failed-authentication budget, logs); false = the socket's. */
  readonly trustProxy: TrustProxy;
  /** Failed authentications per client address and minute before its further attempts are answered 429. */
  readonly authFailuresPerMinute: number;
  /** Time a client has to send the request line and headers (Node's default: 60 s). */
  readonly headersTimeoutMs: number;
  /** Time a client has to send the whole request, body included (Node's default: 300 s). */
  readonly requestTimeoutMs: number;
  /** How long an idle kept-alive connection stays open for the next request. */
  readonly keepAliveTimeoutMs: number;
  /** Open connections past which new ones are closed at once (Node's default: unlimited). */
  readonly maxConnections: number;
  /** Open connections from one client address (IPv6: one /64) past which its new ones are closed at once. */
  readonly maxConnectionsPerAddress: number;
}

/** Express's names for address ranges, accepted in TRUST_PROXY next to addresses and CIDR ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || (bits !== undefined && !/^\d{1,3}$/.test(bits))) return false;
  if (ipaddr.IPv4.isValidFourPartDecimal(address)) return bits === undefined || Number(bits) <= 32;
  return ipaddr.IPv6.isValid(address) && (bits === undefined || Number(bits) <= 128);
}

function trustProxy(env: Env): TrustProxy {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw || raw === 'false' || raw === '0') return false;
  if (raw === 'true') return true;
  if (/^\d{1,2}$/.test(raw)) return Number(raw);
  const entries = raw.split(',').map((part) => part.trim());
  const bad = entries.find((entry) => !isAddressOrRange(entry));
  if (bad !== undefined) {
    throw new ConfigError(
      'TRUST_PROXY must be false, true, a number of proxy hops, or a comma-separated list of addresses, CIDR ranges ' +
        `and loopback/linklocal/uniquelocal, got "${bad}"`,
    );
  }
  return entries;
}

export function httpServerConfig(env: Env): HttpServerConfig {
  const headersTimeoutMs = int(env, 'HTTP_HEADERS_TIMEOUT_MS', { fallback: 10_000, min: 100, max: 600_000 });
  const requestTimeoutMs = int(env, 'HTTP_REQUEST_TIMEOUT_MS', { fallback: 30_000, min: 100, max: 3_600_000 });
  if (requestTimeoutMs < headersTimeoutMs) {
    throw new ConfigError('HTTP_REQUEST_TIMEOUT_MS must not be shorter than HTTP_HEADERS_TIMEOUT_MS');
  }
  const maxConnections = int(env, 'HTTP_MAX_CONNECTIONS', { fallback: 1_000, min: 1, max: 1_000_000 });
  return {
    trustProxy: trustProxy(env),
    authFailuresPerMinute: int(env, 'AUTH_FAILURES_PER_MINUTE', { fallback: 30, min: 1, max: 10_000_000 }),
    headersTimeoutMs,
    requestTimeoutMs,
    keepAliveTimeoutMs: int(env, 'HTTP_KEEP_ALIVE_TIMEOUT_MS', { fallback: 5_000, min: 100, max: 600_000 }),
    maxConnections,
    maxConnectionsPerAddress: int(env, 'HTTP_MAX_CONNECTIONS_PER_ADDRESS', { fallback: 100, min: 1, max: 1_000_000 }),
  };
}
