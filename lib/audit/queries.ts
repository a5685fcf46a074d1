import { and, asc, desc, eq, gte, inArray, like, lt, or, type SQL } from 'drizzle-orm';
import type { ConsoleDb } from '@/lib/db/types';
import { auditLog, type AuditLogRow } from '@/lib/db/schema';
import type { AuditOutcome } from '@/lib/auth/audit-entries';

export interface AuditFilters {
  actorId?: string;
  action?: string;
  outcome?: AuditOutcome;
  /** Matches targets starting with this text (ids are searched by prefix). */
  target?: string;
  /** The ids a code typed as `target` names (PAY-… → trx_…), matched too: entries record ids, people quote codes. */
  targetIds?: string[];
  from?: Date;
  /** Exclusive. */
  to?: Date;
  page: number;
  pageSize: number;
}

export interface AuditPage {
  entries: AuditLogRow[];
  page: number;
  pageSize: number;
  hasNextPage: boolean;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export async function listAudit(db: ConsoleDb, filters: AuditFilters): Promise<AuditPage> {
  const conditions: SQL[] = [];
  if (filters.actorId) conditions.push(eq(auditLog.actorId, filters.actorId));
  if (filters.action) conditions.push(eq(auditLog.action, filters.action));
  if (filters.outcome) conditions.push(eq(auditLog.outcome, filters.outcome));
  if (filters.target) {
    const prefix = like(auditLog.target, `${escapeLike(filters.target)}%`);
    conditions.push(filters.targetIds?.length ? or(prefix, inArray(auditLog.target, filters.targetIds))! : prefix);
  }
  if (filters.from) conditions.push(gte(auditLog.at, filters.from));
  if (filters.to) conditions.push(lt(auditLog.at, filters.to));
  const rows = await db
    .select()
    .from(auditLog)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(filters.pageSize + 1)
    .offset((filters.page - 1) * filters.pageSize);
  return {
    entries: rows.slice(0, filters.pageSize),
    page: filters.page,
    pageSize: filters.pageSize,
    hasNextPage: rows.length > filters.pageSize,
  };
}

/** The actions that occur in the log, for the filter's options. */
export async function listAuditActions(db: ConsoleDb): Promise<string[]> {
  const rows = await db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action));
  return rows.map((row) => row.action);
}
