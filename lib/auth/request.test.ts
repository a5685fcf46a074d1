import { describe, expect, it } from 'vitest';
import { clientIp, safeCallbackPath, trustedProxies } from './request';

describe('safeCallbackPath', () => {
  it('keeps same-origin paths with their query', () => {
    expect(safeCallbackPath('/payments?status=FAILED')).toBe('/payments?status=FAILED');
    expect(safeCallbackPath('/accounts/acc_1#top')).toBe('/accounts/acc_1#top');
  });

  it('refuses anything that could leave the origin', () => {
    for (const value of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'evil', '/%0d%0a', '\t/x', '/a\\b']) {
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

describe('clientIp', () => {
  it('takes the address the nearest proxy saw', () => {
    expect(clientIp(new Headers({ 'x-forwarded-for': '1.2.3.4, 10.0.0.7' }))).toBe('10.0.0.7');
    expect(clientIp(new Headers({ 'x-forwarded-for': '::ffff:127.0.0.1' }))).toBe('127.0.0.1');
    expect(clientIp(new Headers({ 'x-real-ip': '5.6.7.8' }))).toBe('5.6.7.8');
    expect(clientIp(new Headers())).toBeNull();
  });

  it('skips the entries of trusted proxies (TRUSTED_PROXIES), never believing what the client wrote to their left', () => {
    const trusted = trustedProxies('10.0.0.0/8, 192.168.1.1, fd00::/8');
    expect(clientIp(new Headers({ 'x-forwarded-for': '1.2.3.4, 10.0.0.7' }), trusted)).toBe('1.2.3.4');
    expect(clientIp(new Headers({ 'x-forwarded-for': '6.6.6.6, 1.2.3.4, 192.168.1.1, 10.1.2.3' }), trusted)).toBe('1.2.3.4');
    expect(clientIp(new Headers({ 'x-forwarded-for': 'spoofed, 2001:db8::1, fd00::2' }), trusted)).toBe('2001:db8::1');
    // A client forging the header directly (no trusted proxy appended anything) is keyed on the last entry.
    expect(clientIp(new Headers({ 'x-forwarded-for': '9.9.9.9, 8.8.8.8' }), trusted)).toBe('8.8.8.8');
  });
});
