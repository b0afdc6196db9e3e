import { isIPv4, isIPv6 } from 'node:net';

/** A group of an IPv6 address as 16-bit numbers: one for hex, two for an embedded dotted IPv4 tail. */
const wordsOf = (group: string) => {
  if (!group.includes('.')) return [Number.parseInt(group, 16)];
  const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
  return [a * 256 + b, c * 256 + d];
};

/** Expands an IPv6 address (zone id dropped) to its eight 16-bit groups. */
function ipv6Groups(ip: string): number[] {
  const [head = '', tail] = ip.toLowerCase().split('%')[0]!.split('::') as [string, string | undefined];
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':').flatMap(wordsOf));
  const front = groupsOf(head);
  const back = tail === undefined ? [] : groupsOf(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The network a client address stands for, as rate limits and view counts key it: an IPv4 address as it is
 * (an IPv4-mapped IPv6 one as its IPv4 form), an IPv6 address as its /64, which one subscriber holds whole
 * and can rotate through freely. Anything else is returned unchanged.
 */
export function clientNetworkOf(ip: string): string {
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip);
  const isMappedIpv4 = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (isMappedIpv4) return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
