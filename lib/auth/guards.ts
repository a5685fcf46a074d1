import 'server-only';
import { cache, type ReactNode } from 'react';
import { headers } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { getConsoleDb } from '@/lib/db';
import { getStaffSession } from './current-member';
import { recordAudit } from './audit';
import { can, type Permission, type RoleKey } from './permissions';
import { getTwoFactorPolicyCached, twoFactorRequiredFor } from './two-factor';
import { getStaffCached } from './staff-cache';
import { safeCallbackPath } from './request';
import type { StaffSession } from './claims';
import type { MessageKey } from '@/lib/i18n';
import { getT } from '@/lib/auth/translator';

/** Set by proxy.ts on every console request so a page can send the member back after sign-in. */
export const PATH_HEADER = 'x-console-path';

export { getStaffSession } from './current-member';

/** Where a member the policy requires to use two-factor sign-in is held until they enrol. */
export const TWO_FACTOR_PATH = '/two-factor';
export const ENROL_FIRST_MESSAGE: MessageKey = 'actions.auth.enrolFirst';

/** Whether the member must enrol a second factor before anything else (once per request). */
const enrolmentPending = cache(async (id: string, role: RoleKey): Promise<boolean> => {
  // The policy and the member's row as every request sees them, cached per process for a few seconds (writes in this
  // process forget them at once: setTwoFactorPolicy, forgetStaff), so a page asks the database nothing for them.
  const db = await getConsoleDb();
  if (!twoFactorRequiredFor(await getTwoFactorPolicyCached(db), role)) return false;
  return !(await getStaffCached(db, id))?.totpEnabledAt;
});

/** Where a member whose password an admin reset is held until they choose their own. */
export const CHANGE_PASSWORD_PATH = '/change-password';
export const CHANGE_PASSWORD_FIRST_MESSAGE: MessageKey = 'actions.auth.changePasswordFirst';
/** The actions such a member may still take. */
const OPEN_DURING_CHANGE = new Set(['auth.change_password', 'auth.sign_out']);

/** Whether an admin's reset holds the member until they choose a new password (once per request). */
const passwordChangePending = cache(
  async (id: string): Promise<boolean> => (await getStaffCached(await getConsoleDb(), id))?.mustChangePassword ?? false,
);

async function loginUrl(): Promise<string> {
  const requested = (await headers()).get(PATH_HEADER);
  const path = safeCallbackPath(requested, '');
  return path && path !== '/' ? `/login?callbackUrl=${encodeURIComponent(path)}` : '/login';
}

/** For pages and layouts: the session, or a redirect to /login (back here afterwards). */
export async function requireSession(): Promise<StaffSession> {
  const session = await getStaffSession();
  if (!session) redirect(await loginUrl());
  if (await enrolmentPending(session.user.id, session.user.role)) redirect(TWO_FACTOR_PATH);
  if (await passwordChangePending(session.user.id)) redirect(CHANGE_PASSWORD_PATH);
  return session;
}

/** For pages: the session when the member's role grants `permission` (and each of `also`), else the 403 page. */
export async function requirePermission(permission: Permission, ...also: Permission[]): Promise<StaffSession> {
  const session = await requireSession();
  if (![permission, ...also].every((needed) => can(session.user.access, needed))) forbidden();
  return session;
}

/**
 * A layout that checks `permission` before anything below it renders. A page behind a loading screen (loading.tsx)
 * streams that screen with HTTP 200 before the page's own check runs, so its refusal would arrive inside a 200; the
 * segment's layout renders before the loading screen, so its check answers a real 403 (docs/roles.md, "Pages with a
 * loading screen"). The folder holding a loading.tsx declares `export default permissionLayout('read');` in its
 * layout.tsx (lib/auth/server-checks.test.ts holds every such folder to it); the pages still check themselves.
 */
export function permissionLayout(permission: Permission) {
  return async function PermissionLayout({ children }: { children: ReactNode }): Promise<ReactNode> {
    await requirePermission(permission);
    return children;
  };
}

export type ActionDenied = { ok: false; message: string };
export type ActionAuthorization = { ok: true; session: StaffSession } | ActionDenied;

/** The refusals' messages, by key: worded in the member's language (English when signed out) where they are answered. */
export const SESSION_ENDED_MESSAGE: MessageKey = 'actions.auth.sessionEnded';
export const FORBIDDEN_MESSAGE: MessageKey = 'actions.auth.forbidden';

/**
 * First line of every server action. Returns the session, or an ActionState-shaped error for the
 * form (`if (!authz.ok) return authz;`). A signed-in member without the permission leaves a
 * `denied` row in the audit log under `action`.
 */
export async function authorizeAction(permission: Permission, action: string): Promise<ActionAuthorization> {
  const access = await checkAccess(permission, action, true);
  return access.ok ? access : { ok: false, message: (await getT())(access.key) };
}

/**
 * A second permission the action needs once it knows what it does (a recurring plan that pays out needs
 * `payouts:create` besides `plans:manage`): null when the role holds it, else the refusal, audited as denied.
 */
export async function authorizeAlso(
  session: StaffSession,
  permission: Permission,
  action: string,
): Promise<ActionDenied | null> {
  if (can(session.user.access, permission)) return null;
  await recordAudit({ session, action, outcome: 'denied', summary: { permission } });
  return { ok: false, message: (await getT())(FORBIDDEN_MESSAGE) };
}

type Access = { ok: true; session: StaffSession } | { ok: false; key: MessageKey; status: 401 | 403 };

/** The session, or why it may not act (a permission refusal of a signed-in member is audited as denied). */
async function checkAccess(permission: Permission, action: string, forAction: boolean): Promise<Access> {
  const session = await getStaffSession();
  if (!session) return { ok: false, key: SESSION_ENDED_MESSAGE, status: 401 };
  if (await enrolmentPending(session.user.id, session.user.role))
    return { ok: false, key: ENROL_FIRST_MESSAGE, status: 403 };
  if ((!forAction || !OPEN_DURING_CHANGE.has(action)) && (await passwordChangePending(session.user.id)))
    return { ok: false, key: CHANGE_PASSWORD_FIRST_MESSAGE, status: 403 };
  if (!can(session.user.access, permission)) {
    await recordAudit({ session, action, outcome: 'denied', summary: { permission } });
    return { ok: false, key: FORBIDDEN_MESSAGE, status: 403 };
  }
  return { ok: true, session };
}

/**
 * First line of every route handler: the session, or the 401/403 JSON response to return.
 * Refusals of signed-in members are audited like actions.
 */
export async function authorizeRequest(
  permission: Permission,
  action: string,
): Promise<{ ok: true; session: StaffSession } | { ok: false; response: Response }> {
  const access = await checkAccess(permission, action, false);
  if (access.ok) return access;
  return {
    ok: false,
    response: Response.json({ error: { message: (await getT())(access.key) } }, { status: access.status }),
  };
}
