import type { Server } from 'node:http';
import type { HttpServerConfig } from '../../config/http-server-config.js';

/**
 * Bounds what a slow or numerous client can hold (Node's defaults: 60 s for the headers, 300 s for the whole
 * request, no connection cap). A client past a timeout is answered 408 in the standard shape and closed
 * (client-error.ts); a connection past the cap is closed at once, before a byte is read.
 */
export function applyServerLimits(server: Server, limits: HttpServerConfig): void {
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.maxConnections = limits.maxConnections;
  // Node checks both timeouts on this interval (30 s by default), read when the server starts listening: a timeout
  // fires at most a quarter of itself (and at most a second) late.
  const interval = Math.max(50, Math.min(1000, Math.floor(limits.headersTimeoutMs / 4)));
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = interval;
  // Without a listener Node answers `Expect: 100-continue` at once, before authentication; the body reader gives the
  // go-ahead instead (json-body.guard.ts), so a client without a valid key never sends its body.
  server.on('checkContinue', (req, res) => server.emit('request', req, res));
}
