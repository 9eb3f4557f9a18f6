import { Agent, type IncomingMessage, type Server, createServer, request } from 'node:http';
import { type AddressInfo, connect } from 'node:net';

/** Slow clients and servers for the shutdown and outage suites: a request kept in flight for as long as a test wants. */

export interface SlowRequest {
  /** True once the server has answered (it cannot before `finish()`: the body is incomplete). */
  answered(): boolean;
  /** Sends the rest of the body and resolves with the answer. */
  finish(): Promise<{ status: number; body: Record<string, unknown> }>;
  /** When the connection closed (Date.now()), or null while it is open. */
  closedAt(): number | null;
  /** Drops the kept-alive connection, if any. */
  release(): void;
}

/**
 * Starts a JSON request on a connection of its own and sends its headers and the first half of its body, so the
 * server holds it in flight until `finish()`. Resolves once that much is written. With `keepAlive` the client
 * asks to keep the connection open after the answer, and only `release()` closes it from this side; `headers` are
 * sent besides the key and the content headers.
 */
export async function slowRequest(
  url: string,
  key: string,
  method: string,
  body: object,
  opts: { keepAlive?: boolean; headers?: Record<string, string> } = {},
): Promise<SlowRequest> {
  const payload = Buffer.from(JSON.stringify(body));
  const half = Math.floor(payload.length / 2);
  const agent = opts.keepAlive ? new Agent({ keepAlive: true, maxSockets: 1 }) : false;
  let closedAt: number | null = null;
  const req = request(url, {
    method,
    agent,
    headers: {
      ...opts.headers,
      Authorization: `Bearer ${key}`,
      'Content-Type': 'application/json',
      'Content-Length': payload.length,
    },
  });
  let answered = false;
  const answer = new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
    req.on('error', reject);
    req.on('response', (res: IncomingMessage) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }),
      );
      res.on('error', reject);
    });
  });
  // Surfaced by finish(); until then a failure must not be an unhandled rejection.
  answer.catch(() => undefined);
  req.on('socket', (socket) => socket.once('close', () => (closedAt = Date.now())));
  req.flushHeaders();
  await new Promise<void>((resolve, reject) =>
    req.write(payload.subarray(0, half), (e) => (e ? reject(e) : resolve())),
  );
  return {
    answered: () => answered,
    finish() {
      req.end(payload.subarray(half));
      return answer;
    },
    closedAt: () => closedAt,
    release: () => {
      if (agent) agent.destroy();
    },
  };
}

/** Resolves with how a new TCP connection to `port` on 127.0.0.1 fares: accepted, or the error code. */
export function tryConnect(port: number): Promise<'accepted' | string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('accepted');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

export interface HangingServer {
  url: string;
  /** Requests received so far (none is ever answered). */
  received(): number;
  close(): Promise<void>;
}

/** An HTTP server on 127.0.0.1 that reads requests and never answers them: a webhook receiver that hangs. */
export async function startHangingServer(): Promise<HangingServer> {
  let received = 0;
  const server: Server = createServer((req) => {
    req.resume();
    req.on('end', () => received++);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received: () => received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
