import { classifyAddress } from './ip-address';

describe('the egress address classifier', () => {
  it.each([
    ['0.0.0.0', '"this network"'],
    ['10.0.0.1', 'private'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.255', 'carrier-grade NAT'],
    ['169.254.169.254', 'link-local'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.0.0.8', 'IETF protocol assignments'],
    ['192.0.2.1', 'documentation'],
    ['192.168.1.1', 'private'],
    ['198.18.0.1', 'benchmarking'],
    ['198.19.255.255', 'benchmarking'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
  ])('blocks the IPv4 address %s (%s)', (address, range) => expect(classifyAddress(address)).toEqual({ kind: 'blocked', range }));

  it.each([
    ['::', 'unspecified'],
    ['[::ffff:169.254.169.254]', 'link-local'],
    ['::ffff:a9fe:a9fe', 'link-local'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:a00:1', 'private'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::127.0.0.1', 'IPv4-compatible'],
    ['::7f00:1', 'IPv4-compatible'],
    ['::8.8.8.8', 'IPv4-compatible'],
    ['64:ff9b::a9fe:a9fe', 'link-local'],
    ['64:ff9b::169.254.169.254', 'link-local'],
    ['64:ff9b::7f00:1', 'loopback'],
    ['64:ff9b:1::a00:1', 'local-use NAT64'],
    ['fc00::1', 'unique local'],
    ['fd12:3456::1', 'unique local'],
    ['fe80::1', 'link-local'],
    ['febf::1', 'link-local'],
    ['fec0::1', 'reserved'],
    ['ff02::1', 'multicast'],
    ['100::1', 'reserved'],
    ['2001:db8::1', 'documentation'],
    ['2001::1', 'IETF protocol assignments (Teredo, ORCHID…)'],
    ['2001:1ff::1', 'IETF protocol assignments (Teredo, ORCHID…)'],
    ['2002:a9fe:a9fe::1', '6to4'],
    ['3fff::1', 'documentation'],
    ['fe80::1%eth0', 'not an IP address'],
    ['metadata.google.internal', 'not an IP address'],
  ])('blocks the IPv6 address %s (%s)', (address, range) => expect(classifyAddress(address)).toEqual({ kind: 'blocked', range }));

  it.each(['127.0.0.1', '127.8.9.10', '::1', '[::1]', '0:0:0:0:0:0:0:1'])('calls %s plain loopback (the local switch decides)', (address) =>
    expect(classifyAddress(address)).toEqual({ kind: 'loopback' }),
  );

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '100.128.0.1',
    '198.20.0.1',
    '2001:4860:4860::8888',
    '2606:4700::1111',
    '2001:200::1',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
  ])('calls %s public', (address) => expect(classifyAddress(address)).toEqual({ kind: 'public' }));
});
