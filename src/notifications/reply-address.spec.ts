import { expiresDayFrom, readReplyAddress, replyAddress } from './reply-address.js';

describe('reply addresses', () => {
  const key = 'k'.repeat(32);
  const domain = 'reply.example.com';
  const now = Date.parse('2026-11-29T10:00:00Z');
  const target = { userId: 'aB3dE5gH7jK9', threadId: 'Zz09yY18xX27', expiresDay: expiresDayFrom(now, 30) };

  it('names the person and thread in lower case, with a local part under 64 characters', () => {
    const address = replyAddress(key, domain, target);
    expect(address).toBe(address.toLowerCase());
    expect(address.split('@')[0].length).toBeLessThanOrEqual(64);
    expect(readReplyAddress(key, { address, domain, now })).toEqual(target);
    // A mail system that upper-cases it changes nothing.
    expect(readReplyAddress(key, { address: address.toUpperCase(), domain, now })).toEqual(target);
  });

  it('refuses an altered, forged or foreign address, and an expired one', () => {
    const address = replyAddress(key, domain, target);
    const altered = address.replace(/^r-(.)/, (_, c: string) => `r-${c === '0' ? '1' : '0'}`);
    expect(readReplyAddress(key, { address: altered, domain, now })).toBe('not-ours');
    expect(readReplyAddress('x'.repeat(32), { address, domain, now })).toBe('not-ours');
    expect(readReplyAddress(key, { address, domain: 'other.example.com', now })).toBe('not-ours');
    expect(readReplyAddress(key, { address: 'postmaster@reply.example.com', domain, now })).toBe('not-ours');
    const later = now + 31 * 24 * 60 * 60 * 1000;
    expect(readReplyAddress(key, { address, domain, now: later })).toBe('expired');
  });
});
