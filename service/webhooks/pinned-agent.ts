import type { LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { Agent } from 'undici';
import { addressProblem, systemResolver, type Resolver } from './url-guard';

/** A connection refused because the name resolved, as it connected, to an address that is not public. */
export class RefusedAddress extends Error {
  readonly code = 'EADDRNOTPUBLIC';
}

/**
 * A `lookup` for net/tls.connect that resolves the name once and hands the socket exactly the addresses it
 * checked: none may be loopback, private, link-local… (addressProblem). The socket still connects by name,
 * so the Host header and TLS SNI are the URL's. An IP literal never reaches a lookup (its check is the
 * destination check before the attempt).
 */
export function checkedLookup(resolve: Resolver): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname)
      .then((resolved) => {
        if (!resolved.length) throw Object.assign(new Error(`${hostname} does not resolve`), { code: 'ENOTFOUND' });
        for (const address of resolved) {
          const problem = addressProblem(address);
          if (problem) throw new RefusedAddress(problem);
        }
        const wanted =
          options.family === 4 || options.family === 6 ? resolved.filter((a) => isIP(a) === options.family) : resolved;
        if (!wanted.length)
          throw Object.assign(new Error(`${hostname} has no IPv${options.family} address`), { code: 'ENOTFOUND' });
        const entries: LookupAddress[] = wanted.map((address) => ({ address, family: isIP(address) }));
        if (options.all) callback(null, entries);
        else callback(null, entries[0].address, entries[0].family);
      })
      .catch((error: NodeJS.ErrnoException) => callback(error, ''));
  };
}

const open = new Agent();
const checking = new WeakMap<Resolver, Agent>();

/**
 * The dispatcher webhook attempts go through: with private networks allowed (demo mode, tests,
 * WEBHOOK_ALLOW_PRIVATE_URLS=true) a plain agent; otherwise one whose every connection resolves through
 * checkedLookup, so a name that answered a public address to the destination check and a private one now
 * (DNS rebinding) is never connected to. One agent per resolver, kept for its connection pool.
 */
export function webhookAgent(allowPrivate: boolean, resolve: Resolver = systemResolver): Agent {
  if (allowPrivate) return open;
  let agent = checking.get(resolve);
  if (!agent) checking.set(resolve, (agent = new Agent({ connect: { lookup: checkedLookup(resolve) } })));
  return agent;
}
