import type { LookupAddress } from 'node:dns';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OIDC_MAX_RESPONSE_BYTES, ProviderUnreachable, guardedFetch } from './guarded-fetch.js';

const dns = (address: string) => async (): Promise<LookupAddress[]> => [{ address, family: 4 }];

const GET = { method: 'GET', headers: { accept: 'application/json' } };

describe('the identity provider fetch', () => {
  let server: Server;
  let port = 0;
  let answer: (res: import('node:http').ServerResponse) => void = (res) => res.end('{}');
  let connections = 0;

  beforeAll(async () => {
    server = createServer((_req, res) => answer(res));
    server.on('connection', () => (connections += 1));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const local = (allowPrivateTargets: boolean, timeoutMs = 2000) => guardedFetch({ allowPrivateTargets, timeoutMs });

  it('refuses loopback, private and metadata addresses unless private targets are allowed, before connecting', async () => {
    const before = connections;
    await expect(local(false)(`http://127.0.0.1:${port}/x`, GET)).rejects.toBeInstanceOf(ProviderUnreachable);
    for (const address of ['127.0.0.1', '10.0.0.5', '169.254.169.254']) {
      const fetch = guardedFetch({ allowPrivateTargets: false, timeoutMs: 2000 }, dns(address));
      const refused = fetch(`https://idp.example.com:${port}/.well-known/openid-configuration`, GET);
      // Its own reason, so an administrator creating a provider is told the name points inside the network.
      await expect(refused).rejects.toEqual(new ProviderUnreachable('refused address'));
    }
    expect(connections).toBe(before);
  });

  it('refuses plain http to a public name', async () => {
    const fetch = guardedFetch({ allowPrivateTargets: false, timeoutMs: 2000 }, dns('93.184.216.34'));
    await expect(fetch('http://idp.example.com/x', GET)).rejects.toBeInstanceOf(ProviderUnreachable);
  });

  it('reads an allowed answer with its status, headers and body', async () => {
    answer = (res) => {
      res.setHeader('content-type', 'application/json');
      res.end('{"issuer":"x"}');
    };
    const response = await local(true)(`http://127.0.0.1:${port}/x`, GET);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ issuer: 'x' });
  });

  it('drops an answer over the size limit', async () => {
    answer = (res) => res.end(Buffer.alloc(OIDC_MAX_RESPONSE_BYTES + 1, 'a'));
    await expect(local(true)(`http://127.0.0.1:${port}/x`, GET)).rejects.toBeInstanceOf(ProviderUnreachable);
  });

  it('gives up on a provider that does not answer in time', async () => {
    answer = () => undefined;
    await expect(local(true, 200)(`http://127.0.0.1:${port}/x`, GET)).rejects.toBeInstanceOf(ProviderUnreachable);
  });

  it('does not follow redirects', async () => {
    answer = (res) => {
      res.statusCode = 302;
      res.setHeader('location', 'http://169.254.169.254/');
      res.end();
    };
    const response = await local(true)(`http://127.0.0.1:${port}/x`, GET);
    expect(response.status).toBe(302);
  });
});
