import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { listAudit } from '@/lib/audit/queries';
import { scopesBeyond } from '@/lib/auth/api-key-power';
import { seedDemoStaff } from '@/lib/auth/demo';
import { presetOf } from '@/lib/auth/permissions';
import { createRole } from '@/lib/auth/roles';
import { createStaff, findStaffByEmail } from '@/lib/auth/staff';
import { openTestConsoleDb } from '@/lib/db/test-db';
import type { ConsoleDb } from '@/lib/db/types';

/**
 * An API key cannot carry more than the member who creates or rotates it holds (docs/security.md, "API keys and their
 * creator's power"): write scopes need the money permissions they stand for, without a ceiling; a webhook endpoint
 * receives only what its creator reads. The refusal comes before the API is asked (the calls are recorded here; the
 * key's payout through the API: e2e/api-key-power.spec.ts), audited as denied.
 */

const state = vi.hoisted(() => ({
  session: null as unknown,
  db: null as unknown,
  calls: [] as { write: string; args: unknown[] }[],
  clients: new Map<string, string[]>(),
}));

vi.mock('@/lib/auth/config', () => ({ auth: async () => state.session }));
vi.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-forwarded-for': '192.0.2.9' }) }));
vi.mock('next/cache', () => ({ revalidatePath: () => undefined }));
vi.mock('@/lib/db', () => ({ getConsoleDb: async () => state.db }));
vi.mock('react', async (original) => ({ ...(await original<typeof import('react')>()), cache: <T>(fn: T) => fn }));
vi.mock('@/lib/developers/data', () => ({
  findApiClient: async (id: string) => {
    const scopes = state.clients.get(id);
    return scopes ? { client_id: id, name: 'k', scopes, status: 'active' } : null;
  },
}));
vi.mock('@/lib/merchant-api/writes', () => ({
  merchantWrites: () =>
    new Proxy(
      {},
      {
        get:
          (_target, write: string) =>
          async (...args: unknown[]) => {
            state.calls.push({ write, args });
            return { data: null, requestId: 'req_test' };
          },
      },
    ),
}));

const { createApiKeyAction } = await import('./create-api-key');
const { rotateApiKeyAction } = await import('./rotate-api-key');
const { createWebhookAction } = await import('./create-webhook');

let db: ConsoleDb;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestConsoleDb());
  state.db = db;
  await seedDemoStaff(db);
  const admin = (await findStaffByEmail(db, 'admin@example.com'))!;
  const role = (key: string, permissions: string[], ceilings = {}) =>
    createRole(db, presetOf('admin'), { key, name: key, description: '', permissions, ceilings } as never, admin.id);
  await role('key-maker', ['read', 'developers']);
  // Every money permission a write scope stands for, once without ceilings and once capped in USD.
  const payer = [
    'read',
    'deposits:read',
    'developers',
    'refund',
    'payouts:create',
    'transfers:create',
    'payments:split',
    'plans:manage',
    'plans:payout',
    'plans:transfer',
  ];
  await role('free-payer', payer);
  await role('capped-payer-usd', payer, { 'payouts:create': { USD: 500 } });
  await role('hook-maker', ['developers']);
  for (const key of ['key-maker', 'free-payer', 'capped-payer-usd', 'hook-maker'])
    await createStaff(db, { email: `${key}@example.com`, name: key, role: key, password: 'a long enough password 1' });
  state.clients.set('cli_alls', ['read:payments', 'write:payments']);
  state.clients.set('cli_read', ['read:accounts']);
});
afterAll(() => close());
beforeEach(() => {
  state.calls = [];
});

async function signInAs(email: string) {
  const member = (await findStaffByEmail(db, email))!;
  state.session = {
    user: { id: member.id, email: member.email, name: member.name, role: member.role },
    signedInAt: Math.floor(Date.now() / 1000),
    expires: new Date(Date.now() + 3_600_000).toISOString(),
  };
}

const form = (fields: Record<string, string | string[]>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const v of Array.isArray(value) ? value : [value]) data.append(name, v);
  data.set('idempotency_key', crypto.randomUUID());
  return data;
};

async function lastDenied(action: string) {
  const { entries } = await listAudit(db, { action, outcome: 'denied', page: 1, pageSize: 1 });
  return entries[0];
}

describe('API keys bounded by their creator', () => {
  it('refuses a write:payments key to a member holding only read and developers, naming the field, before the API', async () => {
    await signInAs('key-maker@example.com');
    const result = await createApiKeyAction(
      null,
      form({ name: 'payouts bot', scopes: ['read:payments', 'write:payments'] }),
    );
    expect(result.ok).toBe(false);
    expect(result.fieldErrors?.scopes).toMatch(
      /cannot carry more than you hold.*write:payments: refund, payouts:create/,
    );
    expect(state.calls).toEqual([]);
    expect(await lastDenied('api_client.create')).toMatchObject({
      actorEmail: 'key-maker@example.com',
      summary: { scopes: ['read:payments', 'write:payments'] },
    });
  });

  it('still lets that member create a key within their power (read scopes)', async () => {
    await signInAs('key-maker@example.com');
    const result = await createApiKeyAction(null, form({ name: 'reader', scopes: ['read:accounts', 'read:connect'] }));
    expect(result.fieldErrors).toBeUndefined();
    expect(state.calls.map((c) => c.write)).toEqual(['createApiClient']);
  });

  it('gives write:payments to a member holding every money permission without a ceiling, not to one capped in USD', async () => {
    await signInAs('free-payer@example.com');
    await createApiKeyAction(null, form({ name: 'payer', scopes: ['write:payments'] }));
    expect(state.calls.map((c) => c.write)).toEqual(['createApiClient']);

    state.calls = [];
    await signInAs('capped-payer-usd@example.com');
    const capped = await createApiKeyAction(null, form({ name: 'payer', scopes: ['write:transaction'] }));
    expect(capped.fieldErrors?.scopes).toContain('write:transaction: payouts:create (ceiling)');
    expect(state.calls).toEqual([]);
  });

  it('lets an admin create a key with every scope, as before', async () => {
    await signInAs('admin@example.com');
    const all = [
      'read:payments',
      'write:payments',
      'write:transaction',
      'write:accounts',
      'write:connect',
      'manage:clients',
    ];
    await createApiKeyAction(null, form({ name: 'all', scopes: all }));
    expect(state.calls.map((c) => c.write)).toEqual(['createApiClient']);
  });

  it('refuses to rotate a key whose scopes are beyond the member (a new secret is the key), allows one within', async () => {
    await signInAs('key-maker@example.com');
    const refused = await rotateApiKeyAction(null, form({ client_id: 'cli_alls', grace_period_seconds: '0' }));
    expect(refused.fieldErrors?.client_id).toMatch(/write:payments/);
    expect(state.calls).toEqual([]);
    expect(await lastDenied('api_client.rotate')).toMatchObject({ target: 'cli_alls' });

    const unknown = await rotateApiKeyAction(null, form({ client_id: 'cli_nope', grace_period_seconds: '0' }));
    expect(unknown.fieldErrors?.client_id).toBe('Unknown API key.');

    await rotateApiKeyAction(null, form({ client_id: 'cli_read', grace_period_seconds: '0' }));
    expect(state.calls.map((c) => c.write)).toEqual(['rotateApiClient']);
  });

  it('refuses a webhook endpoint receiving events its creator cannot read', async () => {
    await signInAs('hook-maker@example.com');
    const refused = await createWebhookAction(null, form({ url: 'https://hooks.example.com/in', event_types: '*' }));
    expect(refused.fieldErrors?.event_types).toMatch(/cannot receive what you cannot read: read, deposits:read/);
    expect(state.calls).toEqual([]);

    await signInAs('key-maker@example.com');
    const deposits = await createWebhookAction(
      null,
      form({ url: 'https://hooks.example.com/in', event_types: 'deposit.created' }),
    );
    expect(deposits.fieldErrors?.event_types).toMatch(/deposits:read/);
    await createWebhookAction(null, form({ url: 'https://hooks.example.com/in', event_types: 'payment.succeeded' }));
    expect(state.calls.map((c) => c.write)).toEqual(['createWebhookEndpoint']);
  });

  it('words every scope: an unknown one is beyond everyone', () => {
    expect(scopesBeyond(presetOf('admin'), ['write:everything'])).toEqual(['write:everything: write:everything']);
    expect(scopesBeyond(presetOf('finance'), ['write:payments'])).toEqual([
      'write:payments: refund, plans:manage, plans:payout, plans:transfer',
    ]);
    expect(scopesBeyond(presetOf('support'), ['write:accounts', 'write:connect'])).toEqual([]);
  });
});
