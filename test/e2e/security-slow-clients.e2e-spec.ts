import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { expectError } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';
import { rawExchange } from '../support/raw-http.js';

/**
 * Finding 6 of issue 14: Node's defaults let a client hold a connection for 60 s trickling its headers and 300 s
 * trickling its body, with no cap on connections. The limits come from HTTP_* (server-limits.ts); here they are short.
 */
describe('slow and numerous clients', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });
  const listening = async (env: Record<string, string>) => {
    const t = await bootTestApp(env);
    apps.push(t);
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
