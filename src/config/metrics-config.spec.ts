import { ConfigError } from './env-values.js';
import { metricsToken } from './metrics-config.js';

describe('metricsToken', () => {
  it('is null when METRICS_TOKEN is unset or empty: no /metrics route', () => {
    expect(metricsToken({})).toBeNull();
    expect(metricsToken({ METRICS_TOKEN: '' })).toBeNull();
  });

  it('reads a token of 16 to 256 visible ASCII characters', () => {
    expect(metricsToken({ METRICS_TOKEN: 'a'.repeat(16) })).toBe('a'.repeat(16));
    expect(metricsToken({ METRICS_TOKEN: `${'x'.repeat(255)}~` })).toBe(`${'x'.repeat(255)}~`);
  });

  it.each([
    ['15 characters', 'a'.repeat(15)],
    ['257 characters', 'a'.repeat(257)],
    ['a space', 'abcdefgh ijklmnopq'],
    ['a non-ASCII character', 'abcdefghijklmnopé'],
  ])('refuses a token with %s', (_case, value) => {
    expect(() => metricsToken({ METRICS_TOKEN: value })).toThrow(ConfigError);
  });
});
