import { isIPv4, isIPv6 } from 'node:net';

/**
 * What an IP address is, for the egress rule: `public` (the server may connect), `loopback` (127.0.0.0/8 or
 * ::1 written plainly: the local stand-ins, reachable only with the local switch), or `blocked` with the
 * range that makes it so. A loopback or private address wrapped in an IPv6 form (IPv4-mapped, IPv4-compatible,
 * NAT64) is always blocked, never `loopback`: the switch lets the stand-ins through, not disguises.
 */
export type TAddressClass = { kind: 'public' } | { kind: 'loopback' } | { kind: 'blocked'; range: string };

type TRange = { base: number; bits: number; name: string };

const v4 = (text: string): number => text.split('.').reduce((sum, octet) => sum * 256 + Number(octet), 0);
const range = (cidr: string, name: string): TRange => {
  const [base, bits] = cidr.split('/');
  return { base: v4(base!), bits: Number(bits), name };
};

/** IPv4 special-purpose ranges (IANA registry, RFC 6890 and successors) a server must never reach for a user. */
const BLOCKED_V4: readonly TRange[] = [
  range('0.0.0.0/8', '"this network"'),
  range('10.0.0.0/8', 'private'),
  range('100.64.0.0/10', 'carrier-grade NAT'),
  range('169.254.0.0/16', 'link-local'),
  range('172.16.0.0/12', 'private'),
  range('192.0.0.0/24', 'IETF protocol assignments'),
  range('192.0.2.0/24', 'documentation'),
  range('192.88.99.0/24', '6to4 relay'),
  range('192.168.0.0/16', 'private'),
  range('198.18.0.0/15', 'benchmarking'),
  range('198.51.100.0/24', 'documentation'),
  range('203.0.113.0/24', 'documentation'),
  range('224.0.0.0/4', 'multicast'),
  range('240.0.0.0/4', 'reserved'),
];
const LOOPBACK_V4 = range('127.0.0.0/8', 'loopback');

const inRange = (address: number, { base, bits }: TRange) => bits === 0 || Math.floor(address / 2 ** (32 - bits)) === Math.floor(base / 2 ** (32 - bits));

function classifyV4(address: number, isWrapped: boolean): TAddressClass {
  if (inRange(address, LOOPBACK_V4)) return isWrapped ? { kind: 'blocked', range: 'loopback' } : { kind: 'loopback' };
  const blocked = BLOCKED_V4.find((candidate) => inRange(address, candidate));
  return blocked ? { kind: 'blocked', range: blocked.name } : { kind: 'public' };
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted quad included); null when it is not one. */
export function ipv6Groups(text: string): number[] | null {
  if (!isIPv6(text)) return null;
  let body = text.toLowerCase();
  const quad = /(\d+\.\d+\.\d+\.\d+)$/.exec(body)?.[1];
  if (quad) {
    const value = v4(quad);
    body = `${body.slice(0, -quad.length)}${(value >>> 16).toString(16)}:${(value & 0xffff).toString(16)}`;
  }
  const [head, tail] = body.split('::') as [string, string | undefined];
  const parse = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const before = parse(head);
  const after = parse(tail);
  const groups = tail === undefined ? before : [...before, ...new Array<number>(8 - before.length - after.length).fill(0), ...after];
  return groups.length === 8 ? groups : null;
}

const embeddedV4 = (groups: readonly number[]) => groups[6]! * 65536 + groups[7]!;
const startsWith = (groups: readonly number[], prefix: readonly number[]) => prefix.every((group, index) => groups[index] === group);
const prefixBits = (groups: readonly number[], bits: number, value: readonly number[]) => {
  for (let index = 0; index * 16 < bits; index++) {
    const width = Math.min(16, bits - index * 16);
    const shift = 16 - width;
    if (groups[index]! >> shift !== value[index]! >> shift) return false;
  }
  return true;
};

/** IPv6: only global unicast (2000::/3) outside its special-purpose blocks; IPv4 embedded in mapped or NAT64 forms is judged as IPv4. */
function classifyV6(groups: readonly number[]): TAddressClass {
  const isZeroUpTo = (count: number) => groups.slice(0, count).every((group) => group === 0);
  if (isZeroUpTo(7) && groups[7] === 1) return { kind: 'loopback' };
  if (isZeroUpTo(8)) return { kind: 'blocked', range: 'unspecified' };
  if (isZeroUpTo(5) && groups[5] === 0xffff) return classifyV4(embeddedV4(groups), true);
  if (isZeroUpTo(6)) return { kind: 'blocked', range: 'IPv4-compatible' };
  if (startsWith(groups, [0x64, 0xff9b, 0, 0, 0, 0])) return classifyV4(embeddedV4(groups), true);
  if (startsWith(groups, [0x64, 0xff9b, 1])) return { kind: 'blocked', range: 'local-use NAT64' };
  if (!prefixBits(groups, 3, [0x2000])) {
    if (prefixBits(groups, 7, [0xfc00])) return { kind: 'blocked', range: 'unique local' };
    if (prefixBits(groups, 10, [0xfe80])) return { kind: 'blocked', range: 'link-local' };
    if (prefixBits(groups, 8, [0xff00])) return { kind: 'blocked', range: 'multicast' };
    return { kind: 'blocked', range: 'reserved' };
  }
  if (prefixBits(groups, 32, [0x2001, 0x0db8])) return { kind: 'blocked', range: 'documentation' };
  if (prefixBits(groups, 23, [0x2001, 0])) return { kind: 'blocked', range: 'IETF protocol assignments (Teredo, ORCHID…)' };
  if (prefixBits(groups, 16, [0x2002])) return { kind: 'blocked', range: '6to4' };
  if (prefixBits(groups, 20, [0x3fff])) return { kind: 'blocked', range: 'documentation' };
  return { kind: 'public' };
}

/** Classifies an address as DNS answers it or as a URL writes it (brackets allowed); anything not an IP address is blocked. */
export function classifyAddress(text: string): TAddressClass {
  const bare = text.replace(/^\[|\]$/g, '');
  if (isIPv4(bare)) return classifyV4(v4(bare), false);
  // A zone index (fe80::1%eth0) names an interface of this machine: never a public address.
  const groups = bare.includes('%') ? null : ipv6Groups(bare);
  return groups ? classifyV6(groups) : { kind: 'blocked', range: 'not an IP address' };
}

export const isIpLiteral = (host: string) => {
  const bare = host.replace(/^\[|\]$/g, '');
  return isIPv4(bare) || isIPv6(bare);
};
