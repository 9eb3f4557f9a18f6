import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { loggedTarget, requestLogger } from './request-log.js';

interface Line {
  level: 'info' | 'error';
  entry: Record<string, unknown>;
  msg: string;
}

function harness(headers: Record<string, string> = {}, fromExpress: { ip?: string } = {}) {
  const lines: Line[] = [];
  const logger = {
    info: (entry: Record<string, unknown>, msg: string) => lines.push({ level: 'info', entry, msg }),
    error: (entry: Record<string, unknown>, msg: string) => lines.push({ level: 'error', entry, msg }),
  } as unknown as Logger;
  const req = Object.assign(new EventEmitter(), {
    method: 'GET',
    url: '/v1/boards?limit=1',
    headers: { authorization: 'Bearer wsk_secret', cookie: 'a=b', 'user-agent': 'test-agent', ...headers },
    socket: { remoteAddress: '127.0.0.1' },
    ...fromExpress,
  }) as unknown as IncomingMessage & { id?: string; org?: { id: string } };
  const sent: Record<string, string> = {};
  const res = Object.assign(new EventEmitter(), {
    statusCode: 200,
    writableFinished: false,
    setHeader: (name: string, value: string) => (sent[name.toLowerCase()] = value),
  }) as unknown as ServerResponse & { writableFinished: boolean };
  let nextCalled = false;
  requestLogger(logger)(req, res, () => (nextCalled = true));
  return { lines, req, res, sent, nextCalled };
}

describe('requestLogger', () => {
  it('gives the request an id, echoes it, and writes one line with picked fields and no header', () => {
    const { lines, req, res, sent, nextCalled } = harness({ 'x-request-id': 'trace-1' });
    expect([nextCalled, req.id, sent['x-request-id']]).toEqual([true, 'trace-1', 'trace-1']);
    req.org = { id: 'org1' };
    (res as { writableFinished: boolean }).writableFinished = true;
    res.emit('finish');
    res.emit('close');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toEqual({
      level: 'info',
      msg: 'request completed',
      entry: {
        req: {
          id: 'trace-1',
          method: 'GET',
          path: '/v1/boards',
          queryNames: ['limit'],
          remoteAddress: '127.0.0.1',
          userAgent: 'test-agent',
        },
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
        orgId: 'org1',
      },
    });
    expect(JSON.stringify(lines)).not.toMatch(/wsk_secret|a=b/);
  });

  it('logs the path the request came with, though a handler mounted under a path strips it from req.url', () => {
    const { lines, req, res } = harness();
    req.url = '/swagger-ui.css'; // express.static mounted at /docs, answering /docs/swagger-ui.css
    res.emit('close');
    expect((lines[0].entry.req as { path: string }).path).toBe('/v1/boards');
  });

  it("logs the client's address as Express resolves it (TRUST_PROXY), not a load balancer's socket address", () => {
    const { lines, res } = harness({}, { ip: '203.0.113.7' });
    res.emit('close');
    expect((lines[0].entry.req as { remoteAddress: string }).remoteAddress).toBe('203.0.113.7');
  });

  it('logs a 5xx at error level', () => {
    const { lines, res } = harness();
    res.statusCode = 500;
    (res as { writableFinished: boolean }).writableFinished = true;
    res.emit('finish');
    res.emit('close');
    expect([lines[0].level, lines[0].msg]).toEqual(['error', 'request errored']);
  });

  it('logs a connection closed before the answer was sent as aborted', () => {
    const { lines, res } = harness();
    res.emit('close');
    expect([lines.length, lines[0].msg]).toEqual([1, 'request aborted']);
  });
});

describe('loggedTarget', () => {
  it('keeps the path and the query parameter names, never their values', () => {
    const target = loggedTarget(
      '/v1/workspaces?api_key=wsk_AbCdEfGhIjKlMnOpQrStUvWxYz012345&filters%5BuserEmail%5D=jane%40example.com&filters[name]=Secret+Plan',
    );
    expect(target).toEqual({ path: '/v1/workspaces', queryNames: ['api_key', 'filters[userEmail]', 'filters[name]'] });
    expect(JSON.stringify(target)).not.toMatch(/wsk_|jane|example\.com|Secret/);
  });

  it('lists a repeated name once, skips empty names and keeps names without a value', () => {
    expect(loggedTarget('/v1/boards?properties=a&properties=b&&=x&flag').queryNames).toEqual(['properties', 'flag']);
  });

  it('keeps a path without a query string as it is, with no names', () => {
    expect(loggedTarget('/v1/boards/abc')).toEqual({ path: '/v1/boards/abc', queryNames: [] });
  });

  it('redacts a key or an e-mail address put in the path or in a name', () => {
    const target = loggedTarget('/v1/users/jane@example.com/wsk_AbCdEfGhIjKlMnOpQrStUvWxYz012345?bob%40example.org=1');
    expect(target).toEqual({ path: '/v1/users/[email]/wsk_[redacted]', queryNames: ['[email]'] });
  });

  it('redacts addresses the API would refuse, percent-encoded ones too', () => {
    const target = loggedTarget('/v1/users/pathleak2@example.c/x%40ex.c0m?pathleak3@ex.c0m=1&a%40b=2');
    expect(target).toEqual({ path: '/v1/users/[email]/[email]', queryNames: ['[email]'] });
  });

  it('bounds what a client can make it write: 32 names of at most 64 characters', () => {
    const query = Array.from({ length: 100 }, (_, i) => `${'n'.repeat(100)}${i}=v`).join('&');
    const { queryNames } = loggedTarget(`/v1/boards?${query}`);
    expect([queryNames.length, Math.max(...queryNames.map((name) => name.length))]).toEqual([1, 64]);
  });

  it('keeps a name that is not valid percent-encoding as sent', () => {
    expect(loggedTarget('/v1/boards?%zz=1').queryNames).toEqual(['%zz']);
  });
});
