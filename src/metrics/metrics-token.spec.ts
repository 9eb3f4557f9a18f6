import { MetricsToken } from './metrics-token.js';

describe('MetricsToken', () => {
  const token = new MetricsToken('s3cret-metrics-token');

  it('accepts the token with the Bearer scheme, in any case, and nothing else', () => {
    expect(token.accepts('Bearer s3cret-metrics-token')).toBe(true);
    expect(token.accepts('bearer  s3cret-metrics-token ')).toBe(true);
    expect(token.accepts(undefined)).toBe(false);
    expect(token.accepts('')).toBe(false);
    expect(token.accepts('s3cret-metrics-token')).toBe(false);
    expect(token.accepts('Basic s3cret-metrics-token')).toBe(false);
    expect(token.accepts('Bearer s3cret-metrics-toke')).toBe(false);
    expect(token.accepts('Bearer s3cret-metrics-token2')).toBe(false);
  });
});
