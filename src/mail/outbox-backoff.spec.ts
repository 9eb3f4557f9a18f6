import { MAX_ATTEMPTS, retryDelayMs } from './outbox-backoff.js';

describe('retryDelayMs', () => {
  it('starts at 5 seconds and doubles with every failure', () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000, 80_000]);
  });

  it('never waits longer than one hour', () => {
    expect(retryDelayMs(MAX_ATTEMPTS - 1)).toBe(1_280_000);
    expect(retryDelayMs(MAX_ATTEMPTS + 1)).toBe(3_600_000);
    expect(retryDelayMs(50)).toBe(3_600_000);
  });
});
