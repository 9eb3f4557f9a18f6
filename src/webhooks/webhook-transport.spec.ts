import type { LookupAddress } from 'node:dns';
import { type Server, createServer } from 'node:http';
import { type AddressInfo, createServer as createTcpServer } from 'node:net';
import { DestinationRefused, type Resolve, guardedLookup, postWebhook } from './webhook-transport.js';

/** A resolver answering every name with `addresses`, counting its calls. */
function fakeDns(addresses: string[]): Resolve & { calls: number } {
  const resolve = Object.assign(
    async (): Promise<LookupAddress[]> => {
      resolve.calls += 1;
      return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    },
    { calls: 0 },
  );
  return resolve;
}

function lookupOnce(resolve: Resolve, allow: boolean, all: boolean) {
  return new Promise<{ error: Error | null; result: unknown }>((done) =>
    guardedLookup(resolve, allow)('hooks.example.com', { all }, (error: Error | null, result: unknown) =>
      done({ error, result }),
    ),
  );
}

describe('webhook transport', () => {
  let tcp: ReturnType<typeof createTcpServer>;
  let connections = 0;
  let port = 0;
  beforeAll(async () => {
    tcp = createTcpServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve));
    port = (tcp.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => tcp.close(() => resolve())));

  const post = (url: string, resolve: Resolve, allowPrivateTargets = false) =>
    postWebhook({ url, headers: {}, body: '{}', timeoutMs: 2000, allowPrivateTargets, resolve });

  it('resolves the name at every attempt and never connects when it resolves to loopback', async () => {
    const dns = fakeDns(['127.0.0.1']);
    for (let i = 0; i < 2; i++) {
      expect(await post(`https://rebound.example.com:${port}/x`, dns)).toEqual({
        statusCode: null,
        error: 'destination_refused',
      });
    }
    expect(dns.calls).toBe(2);
    expect(connections).toBe(0);
  });

  it('refuses a name when any of its addresses is internal, and passes every checked address otherwise', async () => {
    const mixed = await lookupOnce(fakeDns(['93.184.216.34', '10.0.0.1']), false, true);
    expect(mixed.error).toBeInstanceOf(DestinationRefused);
    const mapped = await lookupOnce(fakeDns(['::ffff:169.254.169.254']), false, true);
    expect(mapped.error).toBeInstanceOf(DestinationRefused);
    const public2 = await lookupOnce(fakeDns(['93.184.216.34', '2606:2800:220:1::1']), false, true);
    expect(public2).toEqual({
      error: null,
      result: [
        { address: '93.184.216.34', family: 4 },
        { address: '2606:2800:220:1::1', family: 6 },
      ],
    });
  });

  it('checks IP literals without resolving them', async () => {
    const dns = fakeDns(['93.184.216.34']);
    expect((await post(`https://127.0.0.1:${port}/x`, dns)).error).toBe('destination_refused');
    expect((await post(`https://[::ffff:7f00:1]:${port}/x`, dns)).error).toBe('destination_refused');
    expect(dns.calls).toBe(0);
    expect(connections).toBe(0);
  });

  it('connects to the resolved, checked address when the development switch allows private targets', async () => {
    const hosts: string[] = [];
    const server: Server = createServer((req, res) => {
      hosts.push(req.headers.host ?? '');
      res.writeHead(204).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port: receiver } = server.address() as AddressInfo;
    try {
      const result = await post(`http://localhost:${receiver}/x`, fakeDns(['127.0.0.1']), true);
      expect(result).toEqual({ statusCode: 204, error: null });
      expect(hosts).toEqual([`localhost:${receiver}`]);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
