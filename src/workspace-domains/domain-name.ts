import { domainToASCII } from 'node:url';

export type DomainCheck = { ok: true; domain: string } | { ok: false; reason: string };

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

const fail = (reason: string): DomainCheck => ({ ok: false, reason });

/**
 * What the domain is for. `store`: a workspace domain being written, held to every rule below. `lookup`: a value
 * that is only compared with stored domains (the `filters[domain]` of GET /workspaces): any spelling the WHATWG
 * host parser turns into a dotted name of at most 253 characters is looked up, so a name that could never have
 * been stored finds nothing instead of being a 400, as that filter has always answered.
 */
export type DomainUse = 'store' | 'lookup';

/**
 * Validates and normalizes a host name for a workspace domain: lower-cased, internationalized names converted to
 * punycode, one trailing dot dropped. Two or more labels of letters, digits and inner hyphens (1–63 characters
 * each, 253 in total) with an alphabetic or punycode top-level label; IP addresses, wildcards, underscores and
 * single labels are refused, each with its own reason. For a `lookup`, see DomainUse.
 */
export function normalizeDomain(input: string, use: DomainUse = 'store'): DomainCheck {
  if (use === 'lookup') return lookupForm(input);
  if (input.length === 0) return fail('must not be empty');
  if (input.length > 1000) return fail('must be at most 253 characters');
  if (input.startsWith('[') || /^[0-9a-f.]*:[0-9a-f:.]*$/i.test(input)) {
    return fail('must be a domain name, not an IP address');
  }
  if (input.includes('*')) return fail('must not contain wildcards');
  if (input.includes('_')) return fail('must not contain underscores');
  // URLs, ports, e-mail addresses; the WHATWG host parser would also percent-decode or drop some of these silently.
  if (/[\s%/\\@?#:]/.test(input)) return fail('must be a domain name such as example.com');
  const ascii = /^[\x21-\x7e]*$/.test(input) ? input.toLowerCase() : domainToASCII(input);
  if (!ascii) return fail('must be a valid internationalized domain name');
  // Validates existing punycode labels too: domainToASCII answers '' for a malformed xn-- label.
  if (ascii.includes('xn--') && !domainToASCII(ascii)) return fail('contains an invalid punycode label');
  const domain = ascii.endsWith('.') ? ascii.slice(0, -1) : ascii;
  if (IPV4.test(domain)) return fail('must be a domain name, not an IP address');
  const labels = domain.split('.');
  if (labels.length < 2) return fail('must have at least two labels (such as example.com)');
  if (domain.length > 253) return fail('must be at most 253 characters');
  if (labels.some((label) => label.length === 0)) return fail('must not contain empty labels');
  if (labels.some((label) => label.length > 63)) return fail('must not have labels longer than 63 characters');
  if (!labels.every((label) => LABEL.test(label))) {
    return fail('labels may contain only letters, digits and inner hyphens');
  }
  if (!TLD.test(labels[labels.length - 1])) return fail('must end in an alphabetic or punycode top-level domain');
  return { ok: true, domain };
}

function lookupForm(input: string): DomainCheck {
  const ascii = domainToASCII(input.replace(/\.$/, ''));
  return ascii && ascii.length <= 253 && ascii.includes('.')
    ? { ok: true, domain: ascii }
    : fail('must be a domain name');
}
