import { describe, expect, it } from 'vitest';
import { addressAllowed, parseRangeList } from './networks';

describe('CIDR ranges for console sign-in', () => {
  it('matches IPv4 addresses inside and outside a range, at its edges', () => {
    const ranges = ['203.0.113.0/24', '10.1.2.3/32'];
    expect(addressAllowed('203.0.113.0', ranges)).toBe(true);
    expect(addressAllowed('203.0.113.255', ranges)).toBe(true);
    expect(addressAllowed('203.0.114.0', ranges)).toBe(false);
    expect(addressAllowed('10.1.2.3', ranges)).toBe(true);
    expect(addressAllowed('10.1.2.4', ranges)).toBe(false);
  });

  it('matches IPv6 addresses, and never an IPv4 address against an IPv6 range', () => {
    const ranges = ['2001:db8::/32'];
    expect(addressAllowed('2001:db8:ffff::1', ranges)).toBe(true);
    expect(addressAllowed('2001:db9::1', ranges)).toBe(false);
    expect(addressAllowed('::1', ranges)).toBe(false);
    expect(addressAllowed('32.1.13.184', ranges)).toBe(false);
  });

  it('judges an IPv4-mapped IPv6 address as the IPv4 address it maps', () => {
    expect(addressAllowed('::ffff:192.0.2.7', ['192.0.2.0/24'])).toBe(true);
    expect(addressAllowed('::ffff:192.0.3.7', ['192.0.2.0/24'])).toBe(false);
    expect(addressAllowed('192.0.2.7', parseRangeList('::ffff:192.0.2.0/120').ranges)).toBe(true);
  });

  it('allows everyone with no ranges and nobody without a known address', () => {
    expect(addressAllowed('198.51.100.1', [])).toBe(true);
    expect(addressAllowed(null, ['0.0.0.0/0'])).toBe(false);
    expect(addressAllowed('not-an-ip', ['0.0.0.0/0'])).toBe(false);
  });

  it('parses a typed list into canonical ranges and names what is not a range', () => {
    expect(parseRangeList('203.0.113.7/24, 2001:DB8::/32\n198.51.100.1 10.0.0.0/33 example.com')).toEqual({
      ranges: ['203.0.113.7/24', '2001:db8::/32', '198.51.100.1/32'],
      invalid: ['10.0.0.0/33', 'example.com'],
    });
  });
});
