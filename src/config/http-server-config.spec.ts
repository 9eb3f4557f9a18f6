import { ConfigError } from './env-values.js';
import { httpServerConfig } from './http-server-config.js';

describe('httpServerConfig', () => {
  it('has public-API defaults', () => {
    expect(httpServerConfig({})).toEqual({
      trustProxy: false,
      authFailuresPerMinute: 30,
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5_000,
      maxConnections: 1_000,
      maxConnectionsPerAddress: 100,
    });
  });

  it.each([
    ['false', false],
    ['true', true],
    ['2', 2],
    ['loopback, 10.0.0.0/8,2001:db8::/32 , 192.0.2.7', ['loopback', '10.0.0.0/8', '2001:db8::/32', '192.0.2.7']],
  ])('reads TRUST_PROXY=%s', (raw, expected) => {
    expect(httpServerConfig({ TRUST_PROXY: raw }).trustProxy).toEqual(expected);
  });

  it.each(['127.1', '10.0.0.0/33', 'proxy.example.com', 'yes', '10.0.0.1/8/8'])('refuses TRUST_PROXY=%s', (raw) => {
    expect(() => httpServerConfig({ TRUST_PROXY: raw })).toThrow(ConfigError);
  });

  it('refuses a request timeout shorter than the headers timeout', () => {
    expect(() => httpServerConfig({ HTTP_HEADERS_TIMEOUT_MS: '5000', HTTP_REQUEST_TIMEOUT_MS: '1000' })).toThrow(
      /HTTP_REQUEST_TIMEOUT_MS/,
    );
  });
});
