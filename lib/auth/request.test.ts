import { describe, expect, it } from 'vitest';
import { clientIp, safeCallbackPath } from './request';

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
});
