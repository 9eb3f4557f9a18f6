import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Socket, connect } from 'node:net';
import { expectError } from '../support/api.js';
import { type TestApp, appsClosedAfterAll } from '../support/app.js';
import { rawExchange } from '../support/raw-http.js';

/**
 * Finding 6 of issue 14: Node's defaults let a client hold a connection for 60 s trickling its headers and 300 s
 * trickling its body, with no cap on connections. The limits come from HTTP_* (server-limits.ts); here they are short.
 */
describe('slow and numerous clients', () => {
  const boot = appsClosedAfterAll();
  const listening = async (env: Record<string, string>) => {
    const t = await boot(env);
    await t.app.listen(0, '127.0.0.1');
    return { t, port: (t.http.address() as AddressInfo).port };
  };

  describe('timeouts', () => {
    let port: number;
    let key: string;
    beforeAll(async () => {
      const booted = await listening({
        HTTP_HEADERS_TIMEOUT_MS: '600',
        HTTP_REQUEST_TIMEOUT_MS: '1200',
        HTTP_KEEP_ALIVE_TIMEOUT_MS: '300',
      });
      port = booted.port;
      key = (await booted.t.newOrg()).key;
    });

    it('answers 408 in the standard shape and closes a client trickling its headers', async () => {
      const exchange = await rawExchange(port, {
        head: 'GET /v1/boards HTTP/1.1\r\nHost: x\r\nX-Slow-1: a\r\nX-Slow-2: b\r\nX-Slow-3: c\r\n',
        trickle: { what: 'headers', everyMs: 100 },
      });
      expect(exchange.answer?.status).toBe(408);
      expectError(JSON.parse(exchange.answer!.body), 408, 'REQUEST_TIMEOUT');
      expect(exchange.answer?.headers.connection).toBe('close');
      expect(exchange.closedByServer).toBe(true);
      // The headers timeout and the interval it is checked on (a quarter of it), with room for a busy machine.
      expect(exchange.ms).toBeLessThan(5_000);
    });

    it('answers 408 and closes an authenticated client trickling its body', async () => {
      const exchange = await rawExchange(port, {
        head:
          `POST /v1/boards HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\n` +
          'Content-Type: application/json\r\nContent-Length: 1000\r\n',
        body: Buffer.from('{"title":"'),
        trickle: { what: 'body', everyMs: 100 },
      });
      expect(exchange.answer?.status).toBe(408);
      expectError(JSON.parse(exchange.answer!.body), 408, 'REQUEST_TIMEOUT');
      expect(exchange.closedByServer).toBe(true);
      expect(exchange.ms).toBeLessThan(5_000);
    });

    it('closes a connection that sends nothing, and an idle kept-alive one', async () => {
      const silent = await rawExchange(port, { head: '', trickle: { what: 'headers', everyMs: 60_000 } });
      expect(silent.closedByServer).toBe(true);
      expect(silent.ms).toBeLessThan(5_000);
      const idle = await new Promise<number>((resolve) => {
        const socket = connect(port, '127.0.0.1', () => socket.write('GET /v1/status HTTP/1.1\r\nHost: x\r\n\r\n'));
        let answeredAt = 0;
        socket.on('data', () => (answeredAt ||= Date.now()));
        socket.on('close', () => resolve(Date.now() - answeredAt));
      });
      expect(idle).toBeLessThan(5_000);
    });
  });

  /** A client that connects, sends `head` and then neither reads nor closes its side: the connection it holds. */
  const stubborn = (port: number, head: string) =>
    new Promise<Socket>((resolve) => {
      const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true }, () => {
        socket.pause();
        socket.write(head);
        resolve(socket);
      });
      socket.on('error', () => undefined);
    });
  const connectionsOf = (t: TestApp) =>
    new Promise<number>((resolve, reject) =>
      (t.http as Server).getConnections((error, count) => (error ? reject(error) : resolve(count))),
    );

  it('frees the connections of timed-out clients that never read nor close, so the cap does not stay full', async () => {
    const { t, port } = await listening({
      HTTP_HEADERS_TIMEOUT_MS: '300',
      HTTP_REQUEST_TIMEOUT_MS: '300',
      HTTP_MAX_CONNECTIONS: '4',
    });
    // Partial headers and silence: both answered 408, then the server must close, not wait for the client's close.
    const held = await Promise.all([
      stubborn(port, 'GET /v1/status HTTP/1.1\r\nHost: x\r\n'),
      stubborn(port, 'GET /v1/status HTTP/1.1\r\n'),
      stubborn(port, 'GET /v1/sta'),
      stubborn(port, ''),
    ]);
    try {
      let open: number = held.length;
      for (let i = 0; i < 100 && open > 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        open = await connectionsOf(t);
      }
      expect(open).toBe(0);
      const status = 'GET /v1/status HTTP/1.1\r\nHost: x\r\nConnection: close\r\n';
      expect((await rawExchange(port, { head: status })).answer?.status).toBe(200);
    } finally {
      for (const socket of held) socket.destroy();
    }
  });

  it('closes connections past HTTP_MAX_CONNECTIONS_PER_ADDRESS from one address, and serves other addresses', async () => {
    const { port } = await listening({ HTTP_MAX_CONNECTIONS_PER_ADDRESS: '2' });
    const held = [connect(port, '127.0.0.1'), connect(port, '127.0.0.1')];
    await Promise.all(held.map((socket) => new Promise((resolve) => socket.once('connect', resolve))));
    const status = 'GET /v1/status HTTP/1.1\r\nHost: x\r\nConnection: close\r\n';
    const refused = await rawExchange(port, { head: status });
    expect({ answer: refused.answer, closedByServer: refused.closedByServer }).toEqual({
      answer: null,
      closedByServer: true,
    });
    expect((await rawExchange(port, { head: status, from: '127.0.0.2' })).answer?.status).toBe(200);
    held[0].destroy();
    let served = null;
    for (let i = 0; i < 50 && served?.answer?.status !== 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      served = await rawExchange(port, { head: status });
    }
    expect(served?.answer?.status).toBe(200);
    held[1].destroy();
  });

  it('does not cap per address the connections of a trusted proxy', async () => {
    const { port } = await listening({ HTTP_MAX_CONNECTIONS_PER_ADDRESS: '1', TRUST_PROXY: 'loopback' });
    const held = connect(port, '127.0.0.1');
    await new Promise((resolve) => held.once('connect', resolve));
    const status = 'GET /v1/status HTTP/1.1\r\nHost: x\r\nConnection: close\r\n';
    expect((await rawExchange(port, { head: status })).answer?.status).toBe(200);
    held.destroy();
  });

  it('closes connections past HTTP_MAX_CONNECTIONS without reading them, and serves again once below', async () => {
    const { port } = await listening({ HTTP_MAX_CONNECTIONS: '2' });
    const held = [connect(port, '127.0.0.1'), connect(port, '127.0.0.1')];
    await Promise.all(held.map((socket) => new Promise((resolve) => socket.once('connect', resolve))));
    const refused = await rawExchange(port, { head: 'GET /v1/status HTTP/1.1\r\nHost: x\r\n' });
    expect({ answer: refused.answer, closedByServer: refused.closedByServer }).toEqual({
      answer: null,
      closedByServer: true,
    });
    for (const socket of held) socket.destroy();
    // The server sees the two close shortly after.
    let served = null;
    for (let i = 0; i < 50 && served?.answer?.status !== 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      served = await rawExchange(port, { head: 'GET /v1/status HTTP/1.1\r\nHost: x\r\nConnection: close\r\n' });
    }
    expect(served?.answer?.status).toBe(200);
  });
});
