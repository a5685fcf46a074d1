import 'server-only';
import { headers } from 'next/headers';
import { getConsoleDb } from '@/lib/db';
import { insertAudit, type AuditOutcome } from '@/lib/auth/audit-entries';
import { clientIp } from './request';
import type { StaffSession } from './claims';

export interface AuditRecord {
  /** Who did it: the session from requirePermission/authorizeAction. */
  session: StaffSession | null;
  /** `<object>.<verb>`, e.g. `payment.refund`, `staff.create`, `account.disconnect`. */
  action: string;
  /** Defaults to `success`. */
  outcome?: AuditOutcome;
  /** The object acted on: an API id (`trx_…`), a staff member's id, … */
  target?: string | null;
  /** What changed, as JSON. Keys that look like credentials are redacted, long strings trimmed. */
  summary?: Record<string, unknown>;
  /** The merchant API's `Request-Id` of the call that did it, to follow it into the API's logs. */
  apiRequestId?: string | null;
}

/**
 * Appends a row to the audit log with the member and their IP. Never throws: the thing being
 * audited has already happened, so a failed write is logged rather than reported as a failure.
 */
export async function recordAudit(record: AuditRecord): Promise<void> {
  try {
    const ip = await headers()
      .then(clientIp)
      .catch(() => null);
    const user = record.session?.user;
    await insertAudit(await getConsoleDb(), {
      action: record.action,
      outcome: record.outcome ?? 'success',
      actor: user ? { id: user.id, email: user.email, role: user.role } : null,
      target: record.target ?? null,
      summary: record.summary,
      apiRequestId: record.apiRequestId ?? null,
      ip,
    });
  } catch (error) {
    console.error('audit log write failed:', record.action, error instanceof Error ? error.message : error);
  }
}
