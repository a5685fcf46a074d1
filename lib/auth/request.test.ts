import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { installPeerStamp, PEER_HEADER, peerStamp } from './peer';
import { clientIp, safeCallbackPath, trustedProxies } from './request';

describe('safeCallbackPath', () => {
  it('keeps same-origin paths with their query', () => {
    expect(safeCallbackPath('/payments?status=FAILED')).toBe('/payments?status=FAILED');
    expect(safeCallbackPath('/accounts/acc_1#top')).toBe('/accounts/acc_1#top');
  });

  it('refuses anything that could leave the origin', () => {
    for (const value of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'evil',
      '/%0d%0a',
      '\t/x',
      '/a\\b',
    ]) {
      const result = safeCallbackPath(value);
      expect(result.startsWith('/')).toBe(true);
      expect(result.startsWith('//')).toBe(false);
      expect(result).not.toContain('evil.example');
    }
  });

  it('does not loop back to the sign-in page', () => {
    expect(safeCallbackPath('/login?callbackUrl=/x')).toBe('/');
    expect(safeCallbackPath('/api/auth/signout')).toBe('/');
  });

  it('falls back for missing or odd values', () => {
    expect(safeCallbackPath(undefined)).toBe('/');
    expect(safeCallbackPath(['/a'])).toBe('/');
    expect(safeCallbackPath('', '/settings')).toBe('/settings');
  });
});

/** Headers as a request from socket peer `peer` arrives after the boot-time stamp (lib/auth/peer.ts). */
const from = (peer: string | null, forwarded: Record<string, string> = {}) =>
  new Headers({ ...forwarded, ...(peer ? { [PEER_HEADER]: peerStamp(peer) } : {}) });

describe('clientIp', () => {
  it('is the socket peer when no proxy is configured: a client cannot choose its address', () => {
    expect(clientIp(from('203.0.113.9', { 'x-forwarded-for': '1.2.3.4' }), trustedProxies(''))).toBe('203.0.113.9');
    expect(clientIp(from('203.0.113.9', { 'x-real-ip': '5.6.7.8' }), trustedProxies(''))).toBe('203.0.113.9');
    // Loopback in a header does not make the request loopback (which the throttle does not count).
    expect(clientIp(from('203.0.113.9', { 'x-forwarded-for': '127.0.0.1' }), trustedProxies(''))).toBe('203.0.113.9');
    expect(clientIp(from('::ffff:203.0.113.9'), trustedProxies(''))).toBe('203.0.113.9');
  });

  it('ignores forwarded headers from a peer that is not a configured proxy', () => {
    const trusted = trustedProxies('10.0.0.0/8');
    expect(clientIp(from('198.51.100.4', { 'x-forwarded-for': '1.2.3.4, 10.0.0.7' }), trusted)).toBe('198.51.100.4');
  });

  it('never takes a client-written header when the peer is unknown, nor a peer stamp it did not write', () => {
    expect(
      clientIp(from(null, { 'x-forwarded-for': '1.2.3.4', 'x-real-ip': '5.6.7.8' }), trustedProxies('')),
    ).toBeNull();
    expect(clientIp(new Headers({ [PEER_HEADER]: 'guessed 1.2.3.4' }), trustedProxies(''))).toBeNull();
    expect(clientIp(new Headers({ [PEER_HEADER]: '1.2.3.4' }), trustedProxies(''))).toBeNull();
  });

  it('behind a configured proxy, skips the entries of trusted proxies, never believing what the client wrote to their left', () => {
    const trusted = trustedProxies('10.0.0.0/8, 192.168.1.1, fd00::/8');
    expect(clientIp(from('10.0.0.2', { 'x-forwarded-for': '1.2.3.4, 10.0.0.7' }), trusted)).toBe('1.2.3.4');
    expect(clientIp(from('10.0.0.2', { 'x-forwarded-for': '6.6.6.6, 1.2.3.4, 192.168.1.1, 10.1.2.3' }), trusted)).toBe(
      '1.2.3.4',
    );
    expect(clientIp(from('fd00::9', { 'x-forwarded-for': 'spoofed, 2001:db8::1, fd00::2' }), trusted)).toBe(
      '2001:db8::1',
    );
    expect(clientIp(from('10.0.0.2', { 'x-forwarded-for': '9.9.9.9, 8.8.8.8' }), trusted)).toBe('8.8.8.8');
    expect(clientIp(from('10.0.0.2', { 'x-real-ip': '5.6.7.8' }), trusted)).toBe('5.6.7.8');
    // A proxy that forwarded nothing: the proxy itself.
    expect(clientIp(from('10.0.0.2'), trusted)).toBe('10.0.0.2');
  });
});

describe('the peer stamp', () => {
  it('overwrites what a client sends under its name with the socket address', async () => {
    installPeerStamp();
    const server = http.createServer((request, response) =>
      response.end(String(clientIp(new Headers(request.headers as Record<string, string>), trustedProxies('')))),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/`, {
        headers: { [PEER_HEADER]: peerStamp('1.2.3.4'), 'x-forwarded-for': '9.9.9.9' },
      });
      expect(await answer.text()).toBe('127.0.0.1');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
