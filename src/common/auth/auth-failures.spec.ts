import { jest } from '@jest/globals';
import { type AppConfig, loadConfig } from '../../config/config.js';
import { RateLimitRejections } from '../rate-limit/rejections.js';
import { SharedRedis } from '../rate-limit/shared-redis.js';
import { AuthFailures } from './auth-failures.js';

const authFailures = (config: AppConfig): AuthFailures =>
  new AuthFailures(config, new SharedRedis(config), new RateLimitRejections());

describe('AuthFailures', () => {
  afterEach(() => jest.restoreAllMocks());

  it('blocks an address past its budget, and reports no block once every block has ended', async () => {
    const failures = authFailures(loadConfig({ AUTH_FAILURES_PER_MINUTE: '1' }));
    expect(failures.anyBlocked()).toBe(false);
    expect(await failures.record('192.0.2.1')).toBe(0);
    expect(await failures.record('192.0.2.1')).toBeGreaterThan(0);
    expect(failures.anyBlocked()).toBe(true);
    expect(failures.blockedFor('192.0.2.1')).toBeGreaterThan(0);

    const later = Date.now() + 61_000;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    // Without looking the address up again: the hot path stops working out addresses once blocks are over.
    expect(failures.anyBlocked()).toBe(false);
    expect(failures.blockedFor('192.0.2.1')).toBe(0);
  });
});
