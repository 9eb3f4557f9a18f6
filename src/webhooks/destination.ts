import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import ipaddr from 'ipaddr.js';

/**
 * Where a webhook may be sent. A tenant chooses the URL, so without this check the delivery worker would POST into
 * our own network (loopback, the cloud metadata service at 169.254.169.254, private hosts) and its delivery log would
 * report what answered: a port scanner for anyone with an API key.
 */

/** IPv6 global unicast is 2000::/3 (RFC 4291); anything else that ipaddr.js calls `unicast` is unassigned. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * The special-purpose range an address falls in ('loopback', 'private', 'linkLocal', 'carrierGradeNat',
 * 'uniqueLocal', 'multicast', 'unspecified', 'broadcast', 'reserved' (documentation, benchmarking, 240/4), '6to4',
 * 'teredo', 'rfc6052' (NAT64), …) per ipaddr.js, which follows the IANA special-purpose registries; 'unicast' for a
 * global address; 'invalid' for text that is not an address. IPv4-mapped IPv6 (`::ffff:127.0.0.1`) is classified as
 * the IPv4 address it carries.
 */
export function addressRange(address: string): string {
  // Canonical forms only (as sockets and resolvers report them): ipaddr.js alone would read `1.2.3` as 1.2.0.3.
  if (isIP(address) === 0 || !ipaddr.isValid(address)) return 'invalid';
  const parsed = ipaddr.process(address);
  const range = parsed.range();
  if (range === 'unicast' && parsed.kind() === 'ipv6' && !parsed.match(GLOBAL_UNICAST_V6)) return 'reserved';
  return range;
}

/** How long the host's own addresses are reused before they are read again (interfaces rarely change). */
const OWN_ADDRESSES_TTL_MS = 60_000;
let ownAddressesRead: { at: number; addresses: ReadonlySet<string> } | null = null;

/** An address in one canonical spelling, so `::ffff:10.0.0.1` and `10.0.0.1` compare equal. */
function canonical(address: string): string {
  return ipaddr.process(address).toNormalizedString();
}

/**
 * This host's own interface addresses. A public one is global unicast, yet a webhook to it reaches the host's own
 * services bound to every interface (`0.0.0.0`), behind any outside firewall.
 */
export function ownAddresses(): ReadonlySet<string> {
  if (ownAddressesRead && Date.now() - ownAddressesRead.at < OWN_ADDRESSES_TTL_MS) return ownAddressesRead.addresses;
  const addresses = new Set<string>();
  for (const list of Object.values(networkInterfaces())) {
    for (const info of list ?? []) if (ipaddr.isValid(info.address)) addresses.add(canonical(info.address));
  }
  ownAddressesRead = { at: Date.now(), addresses };
  return addresses;
}

/**
 * Only global unicast addresses that are not this host's own are delivered to (unless private targets are allowed,
 * for development). `own` is for tests; it defaults to the host's interface addresses.
 */
export function addressAllowed(
  address: string,
  allowPrivateTargets: boolean,
  own: ReadonlySet<string> = ownAddresses(),
): boolean {
  const range = addressRange(address);
  if (allowPrivateTargets) return range !== 'invalid';
  return range === 'unicast' && !own.has(canonical(address));
}

/**
 * Names that only ever mean something inside a network: `localhost` and `*.localhost` (RFC 6761), `.local` (mDNS),
 * `.internal` (reserved for private use), `.home.arpa` (RFC 8375), `.localdomain`, and single-label names, which the
 * resolver completes with the host's search domains.
 */
const INTERNAL_SUFFIXES = ['.localhost', '.local', '.internal', '.home.arpa', '.localdomain'];

/** The URL's host as a connect call takes it: IPv6 without brackets, without the trailing dot of an absolute name. */
export function bareHost(hostname: string): string {
  return hostname.startsWith('[') ? hostname.slice(1, -1) : hostname.replace(/\.+$/, '');
}

/**
 * Why a URL host is refused before anything is resolved, or null. IP literals are classified here (the URL parser
 * has already turned `0x7f000001`, `2130706433`, `017700000001` and `127.1` into `127.0.0.1`); names are checked
 * again, address by address, at every delivery.
 */
export function hostProblem(hostname: string, allowPrivateTargets: boolean): string | null {
  if (allowPrivateTargets) return null;
  const host = bareHost(hostname).toLowerCase();
  if (isIP(host)) {
    return addressAllowed(host, false) ? null : 'must not point to a private, loopback or reserved address';
  }
  const internal =
    host === 'localhost' || !host.includes('.') || INTERNAL_SUFFIXES.some((suffix) => host.endsWith(suffix));
  return internal ? 'must not point to an internal host name' : null;
}
