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

/** What a host name resolves to (every address); injectable so tests can answer like a rebinding DNS server. */
export type Resolver = (host: string) => Promise<string[]>;

export const systemResolver: Resolver = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/** Every address `host` stands for: itself when it is an IP literal, else what the resolver answers. */
async function addressesOf(host: string, resolve: Resolver): Promise<string[]> {
  const bare = host.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(bare)) return [bare];
  return resolve(bare);
}

/**
 * Why the service must not connect to `address` (null when it may): only public unicast addresses — no
 * loopback, private, link-local (cloud metadata), unique-local, CGNAT, multicast or reserved ranges,
 * IPv4-mapped IPv6 judged as the IPv4 it maps.
 */
export function addressProblem(address: string): string | null {
  if (!ipaddr.isValid(address)) return `points to ${address}, which is not an IP address`;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  const range = parsed.range();
  return range === 'unicast' ? null : `points to ${address}, a ${range} address; only public addresses are allowed`;
}

/**
 * Why the service must not send to `raw` (null when it may): outside demo and test set-ups (allowPrivate),
 * only names whose every address is public (addressProblem). Checked when the endpoint is saved and before
 * every attempt; the attempt itself connects only to an address checked as it connects (pinned-agent.ts),
 * since a name may resolve elsewhere by then (DNS rebinding).
 */
export async function destinationProblem(
  raw: string,
  allowPrivate: boolean,
  resolve: Resolver = systemResolver,
): Promise<string | null> {
  const form = urlFormProblem(raw);
  if (form || allowPrivate) return form;
  let addresses: string[];
  try {
    addresses = await addressesOf(new URL(raw).hostname, resolve);
  } catch {
    return 'has a host name that does not resolve';
  }
  if (!addresses.length) return 'has a host name that does not resolve';
  for (const address of addresses) {
    const problem = addressProblem(address);
    if (problem) return problem;
  }
  return null;
}
