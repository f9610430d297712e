import { isIPv6 } from 'node:net';

/** The eight 16-bit groups of a valid IPv6 address, `::` expanded, a dotted IPv4 tail split. */
const groupsOf = (address: string): number[] => {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  let text = address;
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    const tail = `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
    text = address.slice(0, dotted.index) + tail;
  }
  const parse = (part: string | undefined) =>
    part ? part.split(':').map((group) => parseInt(group, 16)) : [];
  const [head, rest] = text.split('::');
  const start = parse(head);
  const end = parse(rest);
  const gap = rest === undefined ? [] : Array<number>(8 - start.length - end.length).fill(0);
  return [...start, ...gap, ...end];
};

/**
 * What a per-address limit counts a client by: an IPv4 address as it is, an IPv4-mapped IPv6
 * address as its IPv4, and any other IPv6 address by its /64. One subscriber usually gets a whole
 * /64 (RFC 6177), so counting single addresses would give them 2^64 budgets
 * (docs/decisions.md#accounts-and-tokens).
 */
export const addressKey = (ip: string): string => {
  const address = ip.replace(/%.*$/, '');
  if (!isIPv6(address)) return ip;
  const groups = groupsOf(address.toLowerCase());
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high, low] = [groups[6]!, groups[7]!];
    return `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
};
