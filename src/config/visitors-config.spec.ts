import { ConfigError } from './env-values.js';
import { visitorsConfig } from './visitors-config.js';

describe('the Google sign-in configuration', () => {
  it('is off without a client, and Google by default with one', () => {
    expect(visitorsConfig({}).google).toBeNull();
    expect(visitorsConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).google).toEqual({
      issuer: 'https://accounts.google.com',
      clientId: 'id',
      clientSecret: 'secret',
    });
  });

  it('needs the client id and secret together', () => {
    expect(() => visitorsConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(ConfigError);
    expect(() => visitorsConfig({ GOOGLE_CLIENT_SECRET: 'secret' })).toThrow(ConfigError);
  });

  it('refuses an issuer that is not an http(s) URL', () => {
    const env = { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' };
    expect(() => visitorsConfig({ ...env, GOOGLE_ISSUER_URL: 'not a url' })).toThrow(ConfigError);
    expect(() => visitorsConfig({ ...env, GOOGLE_ISSUER_URL: 'file:///etc/passwd' })).toThrow(ConfigError);
  });
});
