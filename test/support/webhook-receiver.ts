import { type IncomingHttpHeaders, type OutgoingHttpHeaders, type Server, createServer } from 'node:http';
import { type AddressInfo, type Socket, createServer as createTcpServer } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

export interface WebhookReceiver {
  url: string;
  port: number;
  received: ReceivedWebhook[];
  /** The status (and headers) every request gets from now on (default 204). */
  respondWith(status: number, headers?: OutgoingHttpHeaders): void;
  close(): Promise<void>;
}

/** An HTTP server on 127.0.0.1 that records every webhook POSTed to it. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  let status = 204;
  let headers: OutgoingHttpHeaders = {};
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(status, headers).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    respondWith: (next, nextHeaders = {}) => {
      status = next;
      headers = nextHeaders;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface BlackHole {
  port: number;
  /** Connections accepted since the start. */
  connections(): number;
  /** Connections open now. */
  open(): number;
  close(): Promise<void>;
}

/**
 * A TCP server that accepts connections and never answers (a receiver that hangs), counting them. It listens on
 * `::` (IPv4 and IPv6 loopback alike), so a connection to any loopback form of the address is counted.
 */
export async function startBlackHole(): Promise<BlackHole> {
  const sockets = new Set<Socket>();
  let total = 0;
  const server = createTcpServer((socket) => {
    total += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '::', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => total,
    open: () => sockets.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
