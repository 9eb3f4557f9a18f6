import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** What must end before the connections can (open streams), per server. */
const drains = new WeakMap<Server, Array<() => void>>();

/** Runs `drain` when the server stops listening: for connections that would otherwise never be idle (streams). */
export function onStopListening(server: Server, drain: () => void): void {
  drains.set(server, [...(drains.get(server) ?? []), drain]);
}

/**
 * Closes the listener and resolves once every connection is gone. Requests in flight are answered; kept-alive
 * connections are closed as soon as they are idle (and answers sent meanwhile close theirs), instead of holding the
 * exit for the keep-alive timeout.
 */
export function stopListening(server: Server): Promise<void> {
  server.on('request', (_req: IncomingMessage, res: ServerResponse) => res.setHeader('Connection', 'close'));
  for (const drain of drains.get(server) ?? []) drain();
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  return new Promise((resolve) =>
    server.close(() => {
      clearInterval(sweep);
      resolve();
    }),
  );
}
