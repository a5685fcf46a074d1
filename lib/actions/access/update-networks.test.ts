import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getAccessSettings, updateAccessSettings } from '@/lib/auth/access-settings';
import { listAudit } from '@/lib/audit/queries';
import { PEER_HEADER, peerStamp } from '@/lib/auth/peer';
import { createStaff } from '@/lib/auth/staff';
import { openTestConsoleDb } from '@/lib/db/test-db';
import type { ConsoleDb } from '@/lib/db/types';

/**
 * The network rule's lock-out guard (docs/sso.md, "The network rule"): the admin's own address must be inside the
 * ranges they save, and that address is the one the trusted-proxy rule settles (lib/auth/request.ts, clientIp), never
 * one a client writes in X-Forwarded-For.
 */

const state = vi.hoisted(() => ({ session: null as unknown, db: null as unknown, headers: new Headers() }));

vi.mock('@/lib/auth/config', () => ({ auth: async () => state.session }));
vi.mock('next/headers', () => ({ headers: async () => state.headers }));
vi.mock('next/cache', () => ({ revalidatePath: () => undefined }));
vi.mock('@/lib/db', () => ({ getConsoleDb: async () => state.db }));
vi.mock('react', async (original) => ({ ...(await original<typeof import('react')>()), cache: <T>(fn: T) => fn }));

const { updateNetworksAction } = await import('./update-networks');

let db: ConsoleDb;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestConsoleDb());
  state.db = db;
  const admin = await createStaff(db, {
    email: 'net-admin@example.com',
    name: 'Ana Admin',
    role: 'admin',
    password: 'pw-unused-1',
  });
  state.session = {
    user: { id: admin.id, email: admin.email, name: 'Ana Admin', role: 'admin' },
    signedInAt: Math.floor(Date.now() / 1000),
    expires: new Date(Date.now() + 3_600_000).toISOString(),
  };
});
afterAll(() => close());
afterEach(async () => {
  vi.unstubAllEnvs();
  await updateAccessSettings(db, { ipRanges: [] });
});

/** The admin's request as the server sees it: its socket peer (stamped by the server) and what the client sent. */
const from = (peer: string, sent: Record<string, string> = {}) => {
  state.headers = new Headers({ ...sent, [PEER_HEADER]: peerStamp(peer) });
};
const save = (ranges: string) => {
  const form = new FormData();
  form.set('ranges', ranges);
  return updateNetworksAction(null, form);
};

describe('the network rule: lock-out guard, after the trusted-proxy rule', () => {
  it('refuses ranges that leave the admin outside, whatever X-Forwarded-For a client writes', async () => {
    vi.stubEnv('TRUSTED_PROXIES', '');
    from('203.0.113.9', { 'x-forwarded-for': '198.51.100.7' });
    const refused = await save('198.51.100.0/24');
    expect(refused).toMatchObject({ ok: false, fieldErrors: { ranges: expect.stringContaining('203.0.113.9') } });
    expect((await getAccessSettings(db)).ipRanges).toEqual([]);

    expect(await save('198.51.100.0/24\n203.0.113.0/24')).toMatchObject({ ok: true });
    expect((await getAccessSettings(db)).ipRanges).toEqual(['198.51.100.0/24', '203.0.113.0/24']);
    const { entries } = await listAudit(db, { action: 'access.networks_update', page: 1, pageSize: 5 });
    expect(entries[0]).toMatchObject({ outcome: 'success', summary: { admin_ip: '203.0.113.9' } });
  });

  it('behind a configured proxy, judges the client the proxy forwarded, not the proxy', async () => {
    vi.stubEnv('TRUSTED_PROXIES', '10.0.0.0/8');
    from('10.0.0.2', { 'x-forwarded-for': '6.6.6.6, 198.51.100.7' });
    expect(await save('10.0.0.0/8')).toMatchObject({
      ok: false,
      fieldErrors: { ranges: expect.stringContaining('198.51.100.7') },
    });
    expect(await save('198.51.100.0/24')).toMatchObject({ ok: true });
    expect((await getAccessSettings(db)).ipRanges).toEqual(['198.51.100.0/24']);
  });
});
