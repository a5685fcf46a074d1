import { randomBytes } from 'node:crypto';
import http from 'node:http';

/**
 * The socket peer of a request, which Next.js does not hand to route handlers, server actions or proxy.ts
 * (`next start` fills X-Forwarded-For with it only when the client sent none, so a client-written header
 * and the socket are indistinguishable there). At boot (instrumentation.ts) the HTTP server's `request`
 * event is wrapped so that every request carries `x-console-peer: <process secret> <socket address>`,
 * overwriting whatever the client sent under that name. The secret, random per process, is what makes a
 * value ours: a header without it (sent by a client, or in a request that arrived before the wrap) names
 * no peer.
 */
export const PEER_HEADER = 'x-console-peer';

const secretKey = Symbol.for('merchant-console.peer-secret');
const installedKey = Symbol.for('merchant-console.peer-stamp');
type PeerGlobals = typeof globalThis & { [secretKey]?: string; [installedKey]?: boolean };

/** The per-process secret (on globalThis: the instrumentation bundle and the app bundles share it). */
function processSecret(): string {
  const g = globalThis as PeerGlobals;
  g[secretKey] ??= randomBytes(18).toString('base64url');
  return g[secretKey];
}

/** The header value that names `address` as this request's socket peer. */
export function peerStamp(address: string): string {
  return `${processSecret()} ${address}`;
}

/** Stamps every request an HTTP server of this process receives with its socket peer (once per process). */
export function installPeerStamp(): void {
  const g = globalThis as PeerGlobals;
  if (g[installedKey]) return;
  g[installedKey] = true;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const request = args[0] as http.IncomingMessage;
      const address = request.socket?.remoteAddress;
      if (address) request.headers[PEER_HEADER] = peerStamp(address);
      else delete request.headers[PEER_HEADER];
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
}

/** The socket peer this process stamped on the request, or null (no stamp, or one this process did not write). */
export function peerAddress(headers: Headers): string | null {
  const value = headers.get(PEER_HEADER);
  if (!value) return null;
  const space = value.indexOf(' ');
  if (space < 0 || value.slice(0, space) !== processSecret()) return null;
  return value.slice(space + 1) || null;
}
