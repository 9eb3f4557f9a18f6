import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * Closes the listener and resolves once every connection is gone. Requests in flight are answered; kept-alive
 * connections are closed as soon as they are idle (and answers sent meanwhile close theirs), instead of holding the
 * exit for the keep-alive timeout.
 */
export function stopListening(server: Server): Promise<void> {
  server.on('request', (_req: IncomingMessage, res: ServerResponse) => res.setHeader('Connection', 'close'));
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  return new Promise((resolve) =>
    server.close(() => {
      clearInterval(sweep);
      resolve();
    }),
  );
}
