import { addressAllowed, addressRange, hostProblem, ownAddresses } from './destination.js';
import { endpointUrlProblem } from './endpoint-url.js';

describe('webhook destination addresses', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['100.127.255.254', 'carrierGradeNat'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.0.8', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['198.51.100.7', 'reserved'],
    ['203.0.113.9', 'reserved'],
    ['240.0.0.1', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'linkLocal'],
    ['fe80::1%eth0', 'linkLocal'],
    ['fc00::1', 'uniqueLocal'],
    ['fd12:3456::1', 'uniqueLocal'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'reserved'],
    ['3fff::1', 'reserved'],
    ['2001:2::1', 'benchmarking'],
    ['100::1', 'discard'],
    ['fec0::1', 'deprecatedSiteLocal'],
    // IPv4-mapped IPv6 is the IPv4 address it carries.
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['0:0:0:0:0:ffff:a9fe:a9fe', 'linkLocal'],
    ['::ffff:10.0.0.1', 'private'],
    // Embeddings that reach IPv4 through a translator or tunnel are refused whatever they carry.
    ['64:ff9b::7f00:1', 'rfc6052'],
    ['64:ff9b:1::a00:1', 'rfc6052'],
    ['2002:7f00:1::', '6to4'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'teredo'],
    ['::ffff:0:7f00:1', 'rfc6145'],
    // Outside 2000::/3 nothing is assigned for global use.
    ['::2', 'reserved'],
    ['4000::1', 'reserved'],
  ])('classifies %s as %s and refuses it', (address, range) => {
    expect(addressRange(address)).toBe(range);
    expect(addressAllowed(address, false)).toBe(false);
    expect(addressAllowed(address, true)).toBe(true);
  });

  it.each(['8.8.8.8', '1.1.1.1', '93.184.216.34', '2606:4700::1111', '2a00:1450:4001:80b::200e'])(
    'allows the global unicast address %s',
    (address) => {
      expect(addressRange(address)).toBe('unicast');
      expect(addressAllowed(address, false)).toBe(true);
    },
  );

  it("refuses the host's own public addresses, in any spelling", () => {
    const own = new Set(['93.184.216.34', '2606:4700:0:0:0:0:0:1111']);
    expect(addressAllowed('93.184.216.34', false, own)).toBe(false);
    expect(addressAllowed('::ffff:93.184.216.34', false, own)).toBe(false);
    expect(addressAllowed('2606:4700::1111', false, own)).toBe(false);
    expect(addressAllowed('93.184.216.35', false, own)).toBe(true);
  });

  it('reads the own addresses from the host interfaces, loopback among them', () => {
    expect(ownAddresses().has('127.0.0.1')).toBe(true);
  });

  it.each(['', 'localhost', '1.2.3', '::ffff:zz', '999.1.1.1'])('never allows %j, which is no address', (text) => {
    expect(addressAllowed(text, false)).toBe(false);
    expect(addressAllowed(text, true)).toBe(false);
  });
});

describe('webhook endpoint URLs', () => {
  const internal = [
    'https://127.0.0.1/x',
    'https://localhost/x',
    'https://LOCALHOST./x',
    'https://api.localhost/x',
    'https://[::1]/x',
    'https://0x7f000001/x',
    'https://2130706433/x',
    'https://017700000001/x',
    'https://0177.0.0.1/x',
    'https://127.1/x',
    'https://127.0.0.1./x',
    'https://0.0.0.0/x',
    'https://[::ffff:127.0.0.1]/x',
    'https://[0:0:0:0:0:ffff:7f00:1]/x',
    'https://[::]/x',
    'https://169.254.169.254/latest/meta-data/',
    'https://[fe80::1]/x',
    'https://[fd00:ec2::254]/x',
    'https://10.1.2.3/x',
    'https://172.16.5.4/x',
    'https://192.168.0.10:8443/x',
    'https://100.64.1.1/x',
    'https://[64:ff9b::a9fe:a9fe]/x',
    'https://[2002:a9fe:a9fe::]/x',
    'https://metadata/computeMetadata/v1/',
    'https://metadata.google.internal/computeMetadata/v1/',
    'https://printer.local/x',
    'https://router.home.arpa/x',
    'https://db.localdomain/x',
  ];

  it.each(internal)('refuses %s', (url) => {
    expect(endpointUrlProblem(url, false)).toMatch(/must not point to/);
  });

  it.each(internal)('accepts %s when private targets are allowed (development)', (url) => {
    expect(endpointUrlProblem(url, true)).toBeNull();
  });

  it.each(['https://hooks.example.com/x', 'https://8.8.8.8/x', 'https://[2606:4700::1111]:8443/x', 'https://a.b/x'])(
    'accepts the public destination %s',
    (url) => {
      expect(endpointUrlProblem(url, false)).toBeNull();
    },
  );

  it('accepts plain http only to this machine and only when private targets are allowed', () => {
    expect(endpointUrlProblem('http://localhost:8080/x', false)).toMatch(/https/);
    expect(endpointUrlProblem('http://127.0.0.1:8080/x', true)).toBeNull();
    expect(endpointUrlProblem('http://[::1]:8080/x', true)).toBeNull();
    expect(endpointUrlProblem('http://hooks.example.com/x', true)).toBe('must use https');
  });

  it('checks names only by their shape: a public-looking name is resolved and checked at delivery', () => {
    expect(hostProblem('hooks.example.com', false)).toBeNull();
    expect(hostProblem('intranet', false)).toBe('must not point to an internal host name');
  });
});
