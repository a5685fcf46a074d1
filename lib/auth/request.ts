import { BlockList, isIP } from 'node:net';
import { peerAddress } from './peer';

/**
 * The proxies in front of the console (`TRUSTED_PROXIES`: comma-separated addresses or CIDR ranges, IPv4
 * or IPv6). Only a request whose socket peer is one of them has its X-Forwarded-For read, and their own
 * entries in it are skipped when looking for the client.
 */
export function trustedProxies(value = process.env.TRUSTED_PROXIES): BlockList {
  const list = new BlockList();
  for (const item of (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [address, prefix] = item.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : isIP(address) === 4 ? 'ipv4' : null;
    if (!type) continue;
    if (prefix === undefined) list.addAddress(address, type);
    else if (/^\d+$/.test(prefix)) list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

const normalize = (ip: string) => ip.replace(/^::ffff:/, '').slice(0, 64);
const isTrusted = (ip: string, trusted: BlockList) => {
  const type = isIP(ip) === 6 ? 'ipv6' : isIP(ip) === 4 ? 'ipv4' : null;
  return type !== null && trusted.check(ip, type);
};

/**
 * The client's address for throttling, rate limits and the audit log. It is the socket peer (peer.ts),
 * unless that peer is a configured proxy (TRUSTED_PROXIES): then the proxy's X-Forwarded-For is read from
 * the right, the entries of trusted proxies skipped, and the first other one is the client (entries to its
 * left were written by the client and are never believed; X-Real-IP stands in when there is no
 * X-Forwarded-For). A request from anyone else has its forwarded headers ignored, so a client cannot
 * choose its address. With no peer known (a request this process did not stamp) the answer is null: no
 * address, never one the client wrote.
 */
export function clientIp(headers: Headers, trusted: BlockList = trustedProxies()): string | null {
  const peer = peerAddress(headers);
  if (!peer) return null;
  const direct = normalize(peer);
  if (!isTrusted(direct, trusted)) return direct;
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => normalize(part.trim()))
    .filter(Boolean);
  while (chain.length > 1 && isTrusted(chain[chain.length - 1], trusted)) chain.pop();
  const ip = chain.at(-1) || headers.get('x-real-ip')?.trim() || direct;
  return normalize(ip);
}

/**
 * Where to go after signing in: only a path on this origin (never `//host`, `/\\host` or a URL),
 * and never back to the sign-in page itself.
 */
export function safeCallbackPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (/[\u0000-\u001f\\]/.test(value)) return fallback;
  try {
    const url = new URL(value, 'http://console.invalid');
    if (url.origin !== 'http://console.invalid') return fallback;
    if (url.pathname === '/login' || url.pathname.startsWith('/api/auth')) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
