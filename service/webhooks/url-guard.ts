import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/** Why a webhook URL is refused by its form alone (null when fine): http(s) only, no credentials. */
export function urlFormProblem(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'must be an absolute URL such as https://example.com/webhooks';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must use http or https';
  if (url.username || url.password) return 'must not contain a user name or password';
  if (url.hash) return 'must not contain a #fragment';
  return null;
}

/** Every address `host` stands for: itself when it is an IP literal, else what DNS answers. */
async function addressesOf(host: string): Promise<string[]> {
  const bare = host.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(bare)) return [bare];
  return (await lookup(bare, { all: true, verbatim: true })).map((a) => a.address);
}

/**
 * Why the service must not send to `raw` (null when it may): outside demo and test set-ups (allowPrivate),
 * only public unicast addresses — no loopback, private, link-local (cloud metadata), unique-local, CGNAT,
 * multicast or reserved ranges, IPv4-mapped IPv6 judged as the IPv4 it maps. Checked when the endpoint is
 * saved and again before every attempt (a name may come to resolve elsewhere).
 */
export async function destinationProblem(raw: string, allowPrivate: boolean): Promise<string | null> {
  const form = urlFormProblem(raw);
  if (form || allowPrivate) return form;
  let addresses: string[];
  try {
    addresses = await addressesOf(new URL(raw).hostname);
  } catch {
    return 'has a host name that does not resolve';
  }
  if (!addresses.length) return 'has a host name that does not resolve';
  for (const address of addresses) {
    let parsed = ipaddr.parse(address);
    if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
    const range = parsed.range();
    if (range !== 'unicast') return `points to ${address}, a ${range} address; only public addresses are allowed`;
  }
  return null;
}
