import { ConfigError } from './env-values.js';
import { filesConfig } from './files-config.js';

describe('filesConfig', () => {
  it('has the documented defaults: 25 MiB a file, 1 GiB an organization, links for an hour, the key from the database', () => {
    expect(filesConfig({})).toEqual({
      maxBytes: 26_214_400,
      maxBytesPerOrg: 1_073_741_824,
      urlTtlS: 3600,
      urlSecret: null,
    });
  });

  it('reads every variable', () => {
    const secret = 'a'.repeat(32);
    expect(
      filesConfig({
        FILES_MAX_BYTES: '1000',
        FILES_MAX_BYTES_PER_ORG: '5000',
        FILE_URL_TTL_S: '60',
        FILE_URL_SECRET: secret,
      }),
    ).toEqual({ maxBytes: 1000, maxBytesPerOrg: 5000, urlTtlS: 60, urlSecret: secret });
  });

  it.each([
    ['FILES_MAX_BYTES', '0'],
    ['FILES_MAX_BYTES', String(2 * 1024 ** 3)],
    ['FILE_URL_TTL_S', '0'],
    ['FILE_URL_TTL_S', '604801'],
    ['FILE_URL_SECRET', 'too-short'],
    ['FILE_URL_SECRET', `${'a'.repeat(32)} with spaces`],
  ])('refuses %s=%s', (name, value) => {
    expect(() => filesConfig({ [name]: value })).toThrow(ConfigError);
  });
});
