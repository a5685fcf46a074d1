import 'server-only';

/**
 * Staff authentication for every page, route handler and server action:
 *
 *   page:           const session = await requirePermission('read');
 *   server action:  const authz = await authorizeAction('refund', 'payment.refund'); if (!authz.ok) return authz;
 *   route handler:  const authz = await authorizeRequest('exports', 'payments.export'); if (!authz.ok) return authz.response;
 *   after a write:  await recordAudit({ session, action: 'payment.refund', target: id, summary, apiRequestId });
 *   dates:          const { timeZone, language } = await getPreferences();
 *
 * Client components import roles and `can()` from '@/lib/auth/permissions' (this module is server-only).
 */
export { auth, handlers, signIn, signOut } from './config';
export {
  authorizeAction,
  authorizeAlso,
  authorizeRequest,
  FORBIDDEN_MESSAGE,
  getStaffSession,
  permissionLayout,
  requirePermission,
  requireSession,
  SESSION_ENDED_MESSAGE,
  type ActionAuthorization,
  type ActionDenied,
} from './guards';
export { recordAudit, type AuditRecord } from './audit';
export { DEFAULT_PREFERENCES, getPreferences, type Preferences } from './preferences';
export { can, PERMISSIONS, ROLE_LABELS, ROLES, type Permission, type Role } from './permissions';
export type { StaffSession, StaffSessionUser } from './claims';
