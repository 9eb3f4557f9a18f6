import { describeSmtpFailure, isPermanentRejection, retryDelayMs } from './outbox-backoff.js';

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

describe('describeSmtpFailure', () => {
  it("gives a server's reply as its code, class and command only, never the text quoting the recipient", () => {
    const reply = '550 5.1.1 <leakone@example.c> <"le..ak4"@example.com> o\'leak@example.com: Mailbox unavailable';
    const error = Object.assign(new Error(`Can't send mail - all recipients were rejected: ${reply}`), {
      code: 'EENVELOPE',
      responseCode: 550,
      command: 'RCPT TO',
      response: reply,
    });
    expect(describeSmtpFailure(error)).toBe('SMTP 550 (permanent) at RCPT TO [EENVELOPE]');
    expect(describeSmtpFailure(Object.assign(new Error('451 later'), { responseCode: 451 }))).toBe(
      'SMTP 451 (temporary)',
    );
  });

  it('describes a failure without a reply (a refused connection) as any logged error, redacted', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:2525'), { code: 'ESOCKET' });
    expect(describeSmtpFailure(refused)).toBe('Error [ESOCKET]: connect ECONNREFUSED 127.0.0.1:2525');
  });
});
