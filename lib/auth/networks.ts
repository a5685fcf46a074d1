import ipaddr from 'ipaddr.js';

/**
 * The console's optional network rule (docs/sso.md): sign-in only from listed CIDR ranges. Pure: the client's
 * address is the one `clientIp()` (lib/auth/request.ts) settled after the trusted-proxy rule.
 */

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** An IPv4-mapped IPv6 address (`::ffff:10.0.0.1`) is the IPv4 address it maps, for ranges and addresses alike. */
function plain(address: Address): Address {
  return address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()
    ? (address as ipaddr.IPv6).toIPv4Address()
    : address;
}

/** `203.0.113.0/24`, `2001:db8::/32`, or a single address (`/32` or `/128`); null when it is neither. */
export function parseRange(text: string): { address: Address; prefix: number } | null {
  const value = text.trim();
  if (!value) return null;
  try {
    if (!value.includes('/')) {
      if (!ipaddr.isValid(value)) return null;
      const address = plain(ipaddr.parse(value));
      return { address, prefix: address.kind() === 'ipv4' ? 32 : 128 };
    }
    const [address, prefix] = ipaddr.parseCIDR(value);
    const mapped = address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress();
    if (mapped) return prefix >= 96 ? { address: plain(address), prefix: prefix - 96 } : null;
    return { address, prefix };
  } catch {
    return null;
  }
}

/** The canonical form a range is stored and shown in (`10.0.0.0/8`, `2001:db8::/32`). */
export function formatRange(range: { address: Address; prefix: number }): string {
  return `${range.address.toString()}/${range.prefix}`;
}

/** A list as typed (commas, spaces or new lines between ranges): the ranges, and the items that are not one. */
export function parseRangeList(text: string): { ranges: string[]; invalid: string[] } {
  const ranges: string[] = [];
  const invalid: string[] = [];
  for (const item of text.split(/[\s,]+/).filter(Boolean)) {
    const range = parseRange(item);
    if (!range) invalid.push(item);
    else if (!ranges.includes(formatRange(range))) ranges.push(formatRange(range));
  }
  return { ranges, invalid };
}

/** Whether `ip` is inside one of `ranges`; an empty list allows every address, an unknown address none. */
export function addressAllowed(ip: string | null, ranges: readonly string[]): boolean {
  if (ranges.length === 0) return true;
  if (!ip || !ipaddr.isValid(ip)) return false;
  const address = plain(ipaddr.parse(ip));
  return ranges.some((text) => {
    const range = parseRange(text);
    return range !== null && range.address.kind() === address.kind() && address.match(range.address, range.prefix);
  });
}
