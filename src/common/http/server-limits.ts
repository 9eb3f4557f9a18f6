import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { HttpServerConfig } from '../../config/http-server-config.js';
import { addressBucket } from './client-address.js';

/**
 * Bounds what a slow or numerous client can hold (Node's defaults: 60 s for the headers, 300 s for the whole
 * request, no connection cap). A client past a timeout is answered 408 in the standard shape and closed
 * (client-error.ts); a connection past either cap is closed at once, before a byte is read.
 * `isTrustedProxy`: whether a socket address is a proxy TRUST_PROXY trusts, whose connections are not capped per
 * address (it carries every client's).
 */
export function applyServerLimits(
  server: Server,
  limits: HttpServerConfig,
  isTrustedProxy: (address: string) => boolean = () => false,
): void {
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.maxConnections = limits.maxConnections;
  // Node checks both timeouts on this interval (30 s by default), read when the server starts listening: a timeout
  // fires at most a quarter of itself (and at most a second) late.
  const interval = Math.max(50, Math.min(1000, Math.floor(limits.headersTimeoutMs / 4)));
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = interval;
  capConnectionsPerAddress(server, limits.maxConnectionsPerAddress, isTrustedProxy);
  // Without a listener Node answers `Expect: 100-continue` at once, before authentication; the body reader gives the
  // go-ahead instead (json-body.guard.ts), so a client without a valid key never sends its body.
  server.on('checkContinue', (req, res) => server.emit('request', req, res));
}

/**
 * One address (IPv6: one /64) must not take every place under HTTP_MAX_CONNECTIONS: past `cap` open connections its
 * new ones are destroyed on arrival, in the tick the connection is accepted: before a byte of it is read.
 */
function capConnectionsPerAddress(server: Server, cap: number, isTrustedProxy: (address: string) => boolean): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined || isTrustedProxy(address)) return;
    const bucket = addressBucket(address);
    const count = open.get(bucket) ?? 0;
    if (count >= cap) {
      socket.destroy();
      return;
    }
    open.set(bucket, count + 1);
    socket.once('close', () => {
      const left = (open.get(bucket) ?? 1) - 1;
      if (left > 0) open.set(bucket, left);
      else open.delete(bucket);
    });
  });
}
