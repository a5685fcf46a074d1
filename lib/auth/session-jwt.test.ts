import { describe, expect, it } from 'vitest';
import { decode as authDecode, encode as authEncode } from '@auth/core/jwt';
import { decodeSession, encodeSession, keyDerivations } from './session-jwt';

const secret = 'a-test-secret-of-at-least-thirty-two-characters';
const salt = 'authjs.session-token';
const token = { sub: 'staff-1', email: 'ana@example.com', name: 'Ana', role: 'support', sv: 3, signedInAt: 1 };

describe('session cookie encryption (Auth.js format, key kept per process)', () => {
  it("reads Auth.js's cookies and writes cookies Auth.js reads", async () => {
    const theirs = await authEncode({ token, secret, salt, maxAge: 60 });
    expect(await decodeSession({ token: theirs, secret, salt })).toMatchObject(token);
    const ours = await encodeSession({ token, secret, salt, maxAge: 60 });
    expect(await authDecode({ token: ours, secret, salt })).toMatchObject(token);
  });

  it('refuses a cookie made with another secret or for another cookie name', async () => {
    const ours = await encodeSession({ token, secret, salt, maxAge: 60 });
    await expect(decodeSession({ token: ours, secret: `${secret}-other`, salt })).rejects.toThrow();
    await expect(decodeSession({ token: ours, secret, salt: '__Secure-authjs.session-token' })).rejects.toThrow();
    // A rotated secret: the old one still reads cookies made before the rotation.
    expect(await decodeSession({ token: ours, secret: [`${secret}-new`, secret], salt })).toMatchObject(token);
  });

  it('derives the key once, not on every encode and decode', async () => {
    const fresh = `${secret}-derivations`;
    const before = keyDerivations();
    for (let i = 0; i < 5; i++) {
      const cookie = await encodeSession({ token, secret: fresh, salt, maxAge: 60 });
      await decodeSession({ token: cookie, secret: fresh, salt });
    }
    expect(keyDerivations() - before).toBe(1);
  });

  it('refuses an expired cookie', async () => {
    const ours = await encodeSession({ token, secret, salt, maxAge: -60 });
    await expect(decodeSession({ token: ours, secret, salt })).rejects.toThrow();
  });
});
