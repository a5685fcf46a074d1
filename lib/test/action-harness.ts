import type { ConsoleDb } from '@/lib/db/types';
import type { RoleKey } from '@/lib/auth/permissions';

/**
 * Calling the console's real server actions from a test as a chosen member: the test file replaces the session, the
 * console database and the request headers with the doubles of lib/test/action-mocks.ts, which read this state:
 *
 *   const { actionMocks } = await vi.hoisted(() => import('@/lib/test/action-mocks'));
 *   vi.mock('@/lib/auth/config', actionMocks.session);
 *   vi.mock('@/lib/db', actionMocks.consoleDb);
 *
 * Everything below the session (role resolution, permission checks, the database writes) is the real code.
 */
export const harness = { session: null as unknown, db: null as unknown as ConsoleDb };

/** Signs the next action calls in as this member (their role is resolved from the database on each call). */
export function actAs(member: { id: string; email: string; name?: string; role: RoleKey }): void {
  harness.session = {
    user: { id: member.id, email: member.email, name: member.name ?? member.email, role: member.role },
    signedInAt: Math.floor(Date.now() / 1000),
    expires: new Date(Date.now() + 3_600_000).toISOString(),
  };
}

/** A form's fields as the browser posts them (a list repeats its name). */
export function formOf(fields: Record<string, string | readonly string[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const one of typeof value === 'string' ? [value] : value) form.append(name, one);
  return form;
}
