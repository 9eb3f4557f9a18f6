import type { Request } from 'express';
import ipaddr from 'ipaddr.js';

/**
 * The bucket an address is counted in: IPv4-mapped IPv6 counts as the IPv4 address; other IPv6 addresses by their
 * /64, the block one subscriber usually holds whole, so rotating addresses inside it gains nothing. Anything that is
 * not an address is its own bucket.
 */
export function addressBucket(raw: string): string {
  if (!ipaddr.isValid(raw)) return raw;
  const address = ipaddr.process(raw);
  if (address.kind() === 'ipv4') return address.toString();
  const prefix = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${prefix.join(':')}::/64`;
}

/**
 * The address a client's budgets are counted by: Express's `req.ip` (the socket's address, or X-Forwarded-For's
 * as far as TRUST_PROXY trusts it), bucketed by `addressBucket`.
 */
export function clientAddress(req: Request): string {
  return addressBucket(req.ip ?? req.socket.remoteAddress ?? '');
}
