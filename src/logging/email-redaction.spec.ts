import { redactEmails } from './email-redaction.js';

describe('redactEmails', () => {
  it.each([
    [
      'an SMTP reply quoting a one-letter TLD',
      '550 5.1.1 <leakone@example.c>: Mailbox unavailable',
      '550 5.1.1 <[email]>: Mailbox unavailable',
    ],
    ['a numeric TLD', 'to leaktwo@ex.c0m now', 'to [email] now'],
    ['a local part nodemailer quoted', 'RCPT TO:<"le..ak4"@example.com>', 'RCPT TO:<[email]>'],
    ['an apostrophe in the local part', "o'leak@example.com refused", '[email] refused'],
    ['a path segment', '/v1/users/pathleak2@example.c/boards', '/v1/users/[email]/boards'],
    ['a percent-encoded @', '/v1/users/pathleak%40example.c?x=1', '/v1/users/[email]?x=1'],
    ['a user agent', 'Mozilla/5.0 (contact ua@example.c)', 'Mozilla/5.0 (contact [email])'],
    ['internationalized parts', 'jäne@bücher.de', '[email]'],
    ['two @ in one run', 'a@b@c.d e', '[email] e'],
    ['a domain without a dot', 'root@localhost', '[email]'],
  ])('replaces %s', (_case, text, expected) => {
    expect(redactEmails(text)).toBe(expected);
  });

  it('leaves scoped package paths and a lone @ alone', () => {
    const text = 'at f (/app/node_modules/@nestjs/core/router.js:1:2) @ mention @';
    expect(redactEmails(text)).toBe(text);
  });

  it('is linear: a long run without an address is scanned once', () => {
    const text = `${'a'.repeat(200_000)} @ ${'b'.repeat(200_000)}@`;
    const started = performance.now();
    expect(redactEmails(text)).toBe(text);
    expect(performance.now() - started).toBeLessThan(200);
  });
});
