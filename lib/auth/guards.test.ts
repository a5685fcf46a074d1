import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openTestConsoleDb } from '@/lib/db/test-db';
import type { ConsoleDb } from '@/lib/db/types';
import { listAudit } from '@/lib/audit/queries';
import { PEER_HEADER, peerStamp } from './peer';

const state = vi.hoisted(() => ({ session: null as unknown, headers: new Headers(), db: null as unknown }));

vi.mock('./config', () => ({ auth: async () => state.session }));
vi.mock('next/headers', () => ({ headers: async () => state.headers }));
vi.mock('@/lib/db', () => ({ getConsoleDb: async () => state.db }));
vi.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { url });
  },
  forbidden: () => {
    throw new Error('NEXT_FORBIDDEN');
  },
}));
vi.mock('react', async (original) => ({ ...(await original<typeof import('react')>()), cache: <T>(fn: T) => fn }));

const { authorizeAction, authorizeRequest, requirePermission, requireSession } = await import('./guards');

let db: ConsoleDb;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestConsoleDb());
  state.db = db;
});
afterAll(() => close());

const member = (role: string) => ({
  user: { id: '0b9f0d56-3f55-4c1e-9d3c-2f1f0c7c4a11', email: `${role}@example.com`, name: role, role },
  signedInAt: 1_800_000_000,
  expires: '2027-01-15T20:00:00.000Z',
});

beforeEach(() => {
  state.session = null;
  state.headers = new Headers({ [PEER_HEADER]: peerStamp('192.0.2.7'), 'x-console-path': '/audit?page=2' });
});

describe('requireSession / requirePermission', () => {
  it('sends a signed-out visitor to sign in, then back', async () => {
    await expect(requireSession()).rejects.toMatchObject({ url: '/login?callbackUrl=%2Faudit%3Fpage%3D2' });
  });

  it('does not echo a path that could leave the site', async () => {
    state.headers = new Headers({ 'x-console-path': '//evil.example/x' });
    await expect(requireSession()).rejects.toMatchObject({ url: '/login' });
  });

  it('refuses a session whose shape is off', async () => {
    // Any role key may be a custom role's (lib/auth/roles.ts), so the shape that is off is a key no role can have.
    state.session = { user: { id: 'x', email: 'a@b.c', role: 'Root!' }, signedInAt: 1, expires: 'x' };
    await expect(requireSession()).rejects.toMatchObject({ url: expect.stringMatching(/^\/login/) });
  });

  it('renders 403 for a role without the permission, and nothing is audited', async () => {
    state.session = member('viewer');
    await expect(requirePermission('audit:read')).rejects.toThrow('NEXT_FORBIDDEN');
    await expect(requirePermission('read')).resolves.toMatchObject({ user: { role: 'viewer' } });
    expect((await listAudit(db, { page: 1, pageSize: 10 })).entries).toHaveLength(0);
  });
});

describe('authorizeAction', () => {
  it('asks a signed-out caller to sign in again', async () => {
    expect(await authorizeAction('refund', 'payment.refund')).toEqual({
      ok: false,
      message: expect.stringContaining('session has ended'),
    });
  });

  it('refuses a role without the permission and audits the attempt as denied', async () => {
    state.session = member('viewer');
    expect(await authorizeAction('refund', 'payment.refund')).toEqual({
      ok: false,
      message: expect.stringContaining('do not have permission'),
    });
    const [entry] = (await listAudit(db, { action: 'payment.refund', page: 1, pageSize: 10 })).entries;
    expect(entry).toMatchObject({
      outcome: 'denied',
      actorEmail: 'viewer@example.com',
      actorRole: 'viewer',
      ip: '192.0.2.7',
      summary: { permission: 'refund' },
    });
  });

  it('returns the session when the role allows it', async () => {
    state.session = member('support');
    const result = await authorizeAction('refund', 'payment.refund');
    expect(result.ok && result.session.user.role).toBe('support');
  });
});

describe('authorizeRequest', () => {
  it('answers 401 signed out and 403 for the wrong role', async () => {
    const anonymous = await authorizeRequest('exports', 'payments.export');
    expect(!anonymous.ok && anonymous.response.status).toBe(401);
    state.session = member('support');
    const support = await authorizeRequest('exports', 'payments.export');
    expect(!support.ok && support.response.status).toBe(403);
    state.session = member('finance');
    expect((await authorizeRequest('exports', 'payments.export')).ok).toBe(true);
  });
});
