import { clientNetworkOf } from './ip-network';

describe('clientNetworkOf (the key of per-IP limits)', () => {
  it('keys IPv6 on its /64, whatever the interface part or spelling, so rotating within a /64 does not reset a limit', () => {
    const network = '2001:db8:85a3:42::/64';
    for (const ip of [
      '2001:db8:85a3:42::1',
      '2001:db8:85a3:42:ffff:ffff:ffff:ffff',
      '2001:0DB8:85A3:0042:0000:0000:0000:0002',
      '2001:db8:85a3:42:1:2:3:4%eth0',
      '2001:db8:85a3:42::1.2.3.4',
    ]) {
      expect(clientNetworkOf(ip), ip).toBe(network);
    }
    expect(clientNetworkOf('2001:db8:85a3:43::1')).toBe('2001:db8:85a3:43::/64');
    expect(clientNetworkOf('::1')).toBe('0:0:0:0::/64');
    expect(clientNetworkOf('fe80::1')).toBe('fe80:0:0:0::/64');
  });

  it('keeps IPv4 whole, also when it arrives IPv4-mapped, and leaves anything else as it is', () => {
    expect(clientNetworkOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetworkOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetworkOf('::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(clientNetworkOf('unknown')).toBe('unknown');
  });
});
