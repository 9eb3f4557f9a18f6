import { isPermanentRejection, retryDelayMs } from './outbox-backoff.js';

describe('retryDelayMs', () => {
  it('starts at 5 seconds and doubles with every failure', () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000, 80_000]);
  });

  it('never waits longer than one hour, however long the server stays down', () => {
    expect(retryDelayMs(9)).toBe(1_280_000);
    expect(retryDelayMs(11)).toBe(3_600_000);
    expect(retryDelayMs(500)).toBe(3_600_000);
  });
});

describe('isPermanentRejection', () => {
  const smtpError = (responseCode: number, command: string) =>
    Object.assign(new Error(`${responseCode} refused`), { code: 'EENVELOPE', responseCode, command });

  it('is true for a 5xx reply to a recipient or to the message', () => {
    expect(isPermanentRejection(smtpError(550, 'RCPT TO'))).toBe(true);
    expect(isPermanentRejection(smtpError(554, 'DATA'))).toBe(true);
  });

  it('is false for what time or an operator fixes: outages, 4xx, a refused login or sender', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET', command: 'CONN' });
    expect(isPermanentRejection(refused)).toBe(false);
    expect(isPermanentRejection(smtpError(451, 'RCPT TO'))).toBe(false);
    expect(isPermanentRejection(smtpError(421, 'DATA'))).toBe(false);
    expect(isPermanentRejection(smtpError(535, 'AUTH PLAIN'))).toBe(false);
    expect(isPermanentRejection(smtpError(553, 'MAIL FROM'))).toBe(false);
    expect(isPermanentRejection(new Error('boom'))).toBe(false);
    expect(isPermanentRejection(null)).toBe(false);
  });
});
