import { describe, expect, it } from 'vitest';
import { environmentProblems } from './environment';

describe('single sign-on settings at boot', () => {
  const sso = { OIDC_ISSUER: 'https://login.example.com', OIDC_CLIENT_ID: 'console', OIDC_CLIENT_SECRET: 's3cret' };

  it('accepts all three settings, or none', () => {
    expect(environmentProblems(sso, 'console')).toEqual([]);
    expect(environmentProblems({}, 'console')).toEqual([]);
  });

  it('names each missing setting when only some are set', () => {
    const problems = environmentProblems({ OIDC_ISSUER: sso.OIDC_ISSUER }, 'console');
    expect(problems.some((p) => p.startsWith('OIDC_CLIENT_ID is required'))).toBe(true);
    expect(problems.some((p) => p.startsWith('OIDC_CLIENT_SECRET is required'))).toBe(true);
  });

  it('refuses an issuer that is not an http(s) URL', () => {
    const problems = environmentProblems({ ...sso, OIDC_ISSUER: 'login.example.com' }, 'console');
    expect(problems.some((p) => p.startsWith('OIDC_ISSUER '))).toBe(true);
  });
});
