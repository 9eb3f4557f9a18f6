import { normalizeDomain } from './domain-name.js';

const ok = (domain: string) => ({ ok: true, domain });
const reason = (input: string) => {
  const result = normalizeDomain(input);
  return result.ok ? `accepted as ${result.domain}` : result.reason;
};

describe('normalizeDomain', () => {
  it.each([
    ['example.com', 'example.com'],
    ['sub.example.co.uk', 'sub.example.co.uk'],
    ['Example.COM', 'example.com'],
    ['my-company9.io', 'my-company9.io'],
    ['ab--cd.com', 'ab--cd.com'],
    ['1password.com', '1password.com'],
  ])('accepts %s as %s', (input, domain) => {
    expect(normalizeDomain(input)).toEqual(ok(domain));
  });

  it('drops exactly one trailing dot', () => {
    expect(normalizeDomain('example.com.')).toEqual(ok('example.com'));
    expect(reason('example.com..')).toBe('must not contain empty labels');
  });

  it('converts internationalized names to punycode', () => {
    expect(normalizeDomain('Bücher.de')).toEqual(ok('xn--bcher-kva.de'));
    expect(normalizeDomain('例え.テスト')).toEqual(ok('xn--r8jz45g.xn--zckzah'));
    expect(normalizeDomain('münchen.рф.')).toEqual(ok('xn--mnchen-3ya.xn--p1ai'));
  });

  it('accepts valid punycode labels, including the top-level one', () => {
    expect(normalizeDomain('xn--bcher-kva.xn--p1ai')).toEqual(ok('xn--bcher-kva.xn--p1ai'));
  });

  it('refuses malformed punycode', () => {
    expect(reason('xn--zz.com')).toBe('contains an invalid punycode label');
    expect(reason('foo.xn--zzzzzz')).toBe('contains an invalid punycode label');
  });

  it('refuses IP addresses', () => {
    expect(reason('192.168.0.1')).toBe('must be a domain name, not an IP address');
    expect(reason('192.168.0.1.')).toBe('must be a domain name, not an IP address');
    expect(reason('::1')).toBe('must be a domain name, not an IP address');
    expect(reason('[2001:db8::1]')).toBe('must be a domain name, not an IP address');
  });

  it('refuses wildcards and underscores', () => {
    expect(reason('*.example.com')).toBe('must not contain wildcards');
    expect(reason('_dmarc.example.com')).toBe('must not contain underscores');
  });

  it('refuses single labels and empty input', () => {
    expect(reason('localhost')).toBe('must have at least two labels (such as example.com)');
    expect(reason('localhost.')).toBe('must have at least two labels (such as example.com)');
    expect(reason('')).toBe('must not be empty');
    expect(reason('.')).toBe('must have at least two labels (such as example.com)');
  });

  it('refuses labels with leading or trailing hyphens or other characters', () => {
    const message = 'labels may contain only letters, digits and inner hyphens';
    expect(reason('-example.com')).toBe(message);
    expect(reason('example-.com')).toBe(message);
    expect(reason('exa!mple.com')).toBe(message);
  });

  it('refuses URLs, spaces, percent-encoding and e-mail addresses', () => {
    const message = 'must be a domain name such as example.com';
    for (const input of [
      'https://example.com',
      'example.com/path',
      'example.com:8080',
      'exa mple.com',
      'ex%41mple.com',
      'a@b.com',
    ]) {
      expect(reason(input)).toBe(message);
    }
  });

  it('requires an alphabetic top-level label of two or more letters', () => {
    const message = 'must end in an alphabetic or punycode top-level domain';
    expect(reason('example.123')).toBe(message);
    expect(reason('example.c0m')).toBe(message);
    expect(reason('example.c')).toBe(message);
  });

  it('limits labels to 63 characters and names to 253', () => {
    expect(normalizeDomain(`${'a'.repeat(63)}.com`)).toEqual(ok(`${'a'.repeat(63)}.com`));
    expect(reason(`${'a'.repeat(64)}.com`)).toBe('must not have labels longer than 63 characters');
    const longest = `${Array(61).fill('abc').join('.')}.abcde.com`;
    expect(longest).toHaveLength(253);
    expect(normalizeDomain(longest)).toEqual(ok(longest));
    expect(reason(`a${longest}`)).toBe('must be at most 253 characters');
  });

  describe('for a lookup (a filter value)', () => {
    const lookup = (input: string) => normalizeDomain(input, 'lookup');

    it('normalizes as for storing where both accept', () => {
      for (const input of ['Example.COM.', 'Münche.de', 'xn--bcher-kva.xn--p1ai']) {
        expect(lookup(input)).toEqual(normalizeDomain(input));
      }
    });

    it('looks up spellings storing refuses, which then match nothing, and refuses only undotted names', () => {
      expect(lookup('192.168.0.1')).toEqual(ok('192.168.0.1'));
      expect(lookup('_dmarc.example.com')).toEqual(ok('_dmarc.example.com'));
      expect(lookup('localhost')).toEqual({ ok: false, reason: 'must be a domain name' });
      expect(lookup('')).toEqual({ ok: false, reason: 'must be a domain name' });
    });
  });
});
