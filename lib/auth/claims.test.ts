import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MissingAuthSecretError, resolveAuthSecret, secureCookiesEnabled } from './secret';
import { SESSION_MAX_AGE_SECONDS, validateToken } from './claims';
import type { StaffUser } from './staff';

const env = (vars: Record<string, string>) => vars as unknown as NodeJS.ProcessEnv;
const id = '0b9f0d56-3f55-4c1e-9d3c-2f1f0c7c4a11';
const signedInAt = 1_800_000_000;
const token = { sub: id, email: 'ana@example.com', name: 'Ana', role: 'support', sv: 3, signedInAt };
const member = {
  id,
  email: 'ana@example.com',
  name: 'Ana Ruiz',
  role: 'support',
  disabled: false,
  sessionVersion: 3,
} as StaffUser;

describe('validateToken', () => {
  it('accepts a fresh token for an enabled member, with their current name', () => {
    expect(validateToken(token, member, signedInAt + 60)).toEqual({
      user: { id, email: 'ana@example.com', name: 'Ana Ruiz', role: 'support' },
      signedInAt,
      expires: new Date((signedInAt + SESSION_MAX_AGE_SECONDS) * 1000).toISOString(),
    });
  });

  it('ends every session 12 h after sign-in, however active', () => {
    expect(validateToken(token, member, signedInAt + SESSION_MAX_AGE_SECONDS - 1)).not.toBeNull();
    expect(validateToken(token, member, signedInAt + SESSION_MAX_AGE_SECONDS)).toBeNull();
  });

  it('ends sessions of disabled, deleted or re-versioned members', () => {
    expect(validateToken(token, { ...member, disabled: true }, signedInAt)).toBeNull();
    expect(validateToken(token, undefined, signedInAt)).toBeNull();
    expect(validateToken(token, { ...member, sessionVersion: 4 }, signedInAt)).toBeNull();
  });

  it('refuses tokens without the claims or from the future', () => {
    expect(validateToken({ ...token, sv: undefined }, member, signedInAt)).toBeNull();
    expect(validateToken({ ...token, role: 'Not a role!' }, member, signedInAt)).toBeNull();
    expect(validateToken(token, member, signedInAt - 3600)).toBeNull();
  });
});

describe('resolveAuthSecret', () => {
  it('uses AUTH_SECRET when set, and insists on a long one', () => {
    expect(resolveAuthSecret(env({ AUTH_SECRET: 'x'.repeat(40) }), '/nonexistent')).toBe('x'.repeat(40));
    expect(() => resolveAuthSecret(env({ AUTH_SECRET: 'short' }), '/nonexistent')).toThrow(/at least 32/);
  });

  it('requires AUTH_SECRET outside demo mode', () => {
    expect(() => resolveAuthSecret(env({ DATABASE_URL: 'postgres://x' }), '/nonexistent')).toThrow(
      MissingAuthSecretError,
    );
  });

  it('generates one secret in demo mode and reuses it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'auth-secret-'));
    const first = resolveAuthSecret(env({}), dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveAuthSecret(env({}), dir)).toBe(first);
    expect(fs.statSync(path.join(dir, 'auth-secret')).mode & 0o777).toBe(0o600);
    fs.rmSync(dir, { recursive: true });
  });
});

describe('secureCookiesEnabled', () => {
  it('follows the public origin', () => {
    expect(secureCookiesEnabled(env({ PUBLIC_URL: 'https://console.example.com' }))).toBe(true);
    expect(secureCookiesEnabled(env({ AUTH_URL: 'http://localhost:3000', PUBLIC_URL: 'https://x' }))).toBe(false);
    expect(secureCookiesEnabled(env({}))).toBe(false);
  });
});
