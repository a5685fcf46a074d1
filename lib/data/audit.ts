import 'server-only';
import { listAudit, listAuditActions, type AuditFilters } from '@/lib/audit';
import { listStaff } from '@/lib/auth/staff';
import { getConsoleDb } from '@/lib/db';

/** One page of the audit log, the actions it has recorded (the filter's choices) and the staff (names of actors and targets). */
export async function loadAuditPage(filters: AuditFilters) {
  const db = await getConsoleDb();
  const [result, actions, staff] = await Promise.all([listAudit(db, filters), listAuditActions(db), listStaff(db)]);
  return { result, actions, staff };
}
