import { createHmac } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { signDownload } from '@/lib/reports/scheduler';

/**
 * A scheduled report's download link is checked with the console's resolved secret (docs/security.md, "Signing-key
 * resolution"): here the secret comes from NEXTAUTH_SECRET, AUTH_SECRET being unset, as the other spelling allows.
 * A link signed with an empty key (what reading AUTH_SECRET alone gave) is refused.
 */

const SECRET = 'nextauth-spelling-secret-of-forty-characters';
const DELIVERY = 'rdl_00000000-0000-4000-8000-000000000001';

vi.hoisted(() => {
  delete process.env.AUTH_SECRET;
  process.env.NEXTAUTH_SECRET = 'nextauth-spelling-secret-of-forty-characters';
});
afterAll(() => {
  delete process.env.NEXTAUTH_SECRET;
});

vi.mock('@/lib/auth/config', () => ({ auth: async () => null }));
vi.mock('@/lib/db', () => ({ getConsoleDb: async () => ({}) }));
vi.mock('@/lib/reports/scheduler', async (original) => ({
  ...(await original<typeof import('@/lib/reports/scheduler')>()),
  getDelivery: async (_db: unknown, id: string) =>
    id === DELIVERY
      ? {
          delivery: { id, periodFrom: '2026-04-01', periodTo: '2026-04-30' },
          subscription: { report: 'balance', filters: null },
        }
      : null,
}));
vi.mock('@/lib/merchant-api', () => ({
  reports: { exportStream: async () => new Response('date,currency,balance\r\n', { status: 200 }) },
}));

const { reportDownload } = await import('./data');

const download = (token: string) => reportDownload(new Request(`http://console.test/reports/download?token=${token}`));
/** A token signed with an empty key, as a forger computes it. */
function forgedWithEmptyKey(expiresAt: Date): string {
  const payload = Buffer.from(JSON.stringify({ d: DELIVERY, e: expiresAt.getTime() })).toString('base64url');
  const mac = createHmac('sha256', '').update(`report-download.${payload}`).digest('base64url');
  return `${payload}.${mac}`;
}

describe('report download links', () => {
  it('checks the signature with the resolved secret: a link it signed downloads (expired: 410 Gone)', async () => {
    const response = await download(signDownload(DELIVERY, new Date(Date.now() + 86_400_000), SECRET));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('balance');
    const expired = signDownload(DELIVERY, new Date(Date.now() - 60_000), SECRET);
    expect((await download(expired)).status).toBe(410);
  });

  it('refuses a link signed with an empty key (404), expired or not', async () => {
    expect((await download(forgedWithEmptyKey(new Date(Date.now() - 60_000)))).status).toBe(404);
    expect((await download(forgedWithEmptyKey(new Date(Date.now() + 86_400_000)))).status).toBe(404);
  });

  it('never signs with an empty key', () => {
    expect(() => signDownload(DELIVERY, new Date(Date.now() + 60_000), '')).toThrow(/signing secret/);
  });
});
