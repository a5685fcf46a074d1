import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listAudit } from '@/lib/audit/queries';
import { seedDemoStaff } from '@/lib/auth/demo';
import { findStaffByEmail, getStaff } from '@/lib/auth/staff';
import { openTestConsoleDb } from '@/lib/db/test-db';
import type { ConsoleDb } from '@/lib/db/types';

/**
 * A member's own preferences and the user menu's theme toggle, both declared with the one builder
 * (lib/actions/define.ts): the session is checked first, the form's values are parsed and each field names its rule,
 * and only then is the member's row written.
 */

const state = vi.hoisted(() => ({ session: null as unknown, db: null as unknown }));

vi.mock('@/lib/auth/config', () => ({ auth: async () => state.session }));
vi.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-forwarded-for': '192.0.2.9' }) }));
vi.mock('next/cache', () => ({ revalidatePath: () => undefined }));
vi.mock('@/lib/db', () => ({ getConsoleDb: async () => state.db }));
vi.mock('react', async (original) => ({ ...(await original<typeof import('react')>()), cache: <T>(fn: T) => fn }));

const { setThemeAction, updatePreferencesAction } = await import('./update-preferences');

let db: ConsoleDb;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestConsoleDb());
  state.db = db;
  await seedDemoStaff(db);
});
afterAll(() => close());

async function signInAs(role: 'viewer' | 'finance') {
  const member = (await findStaffByEmail(db, `${role}@example.com`))!;
  state.session = {
    user: { id: member.id, email: member.email, name: role, role },
    signedInAt: Math.floor(Date.now() / 1000),
    expires: new Date(Date.now() + 3_600_000).toISOString(),
  };
  return member;
}

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

describe('preferences and the theme toggle', () => {
  it('saves the theme the toggle posts, for any signed-in member', async () => {
    const viewer = await signInAs('viewer');
    expect(await setThemeAction(null, form({ theme: 'dark' }))).toEqual({ ok: true });
    expect((await getStaff(db, viewer.id))?.theme).toBe('dark');
  });

  it('refuses a theme outside the list, and a signed-out toggle, without writing', async () => {
    const viewer = await signInAs('viewer');
    expect(await setThemeAction(null, form({ theme: 'sepia' }))).toEqual({
      ok: false,
      message: 'Choose light, dark or system.',
    });
    state.session = null;
    expect(await setThemeAction(null, form({ theme: 'light' }))).toMatchObject({ ok: false });
    expect((await getStaff(db, viewer.id))?.theme).toBe('dark');
  });

  it('names the field and the rule an invalid preferences form breaks, audited as a failure', async () => {
    const finance = await signInAs('finance');
    const answer = await updatePreferencesAction(
      null,
      form({ timezone: 'Mars/Olympus', language: 'en', theme: 'light' }),
    );
    expect(answer).toMatchObject({
      ok: false,
      message: 'Check the highlighted fields.',
      fieldErrors: { timezone: 'Choose a time zone from the list.' },
    });
    const { entries } = await listAudit(db, { action: 'preferences.update', page: 1, pageSize: 10 });
    expect(entries.find((e) => e.outcome === 'failure')).toMatchObject({ actorEmail: finance.email });
  });

  it('saves valid preferences and answers in the language just chosen', async () => {
    const finance = await signInAs('finance');
    const answer = await updatePreferencesAction(
      null,
      form({ timezone: 'America/Bogota', language: 'es-CO', theme: 'system' }),
    );
    expect(answer).toEqual({ ok: true, message: 'Preferencias guardadas.' });
    expect(await getStaff(db, finance.id)).toMatchObject({
      timezone: 'America/Bogota',
      language: 'es-CO',
      theme: 'system',
    });
  });
});
