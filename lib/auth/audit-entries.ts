import type { ConsoleDb } from '@/lib/db/types';
import { auditLog } from '@/lib/db/schema';

export const AUDIT_OUTCOMES = ['success', 'failure', 'denied'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

export interface AuditActor {
  id: string | null;
  email: string | null;
  role: string | null;
}

export interface AuditInsert {
  action: string;
  outcome: AuditOutcome;
  actor: AuditActor | null;
  target?: string | null;
  summary?: Record<string, unknown>;
  apiRequestId?: string | null;
  ip?: string | null;
  at?: Date;
  /** The Merchant API event the entry records (lib/audit/api-events.ts): a second entry for it is not written. */
  sourceEventId?: string;
}

const SECRET_KEY = /pass(word)?|secret|token|authorization|cookie|api[-_]?key/i;
const MAX_STRING = 2_000;
const MAX_DEPTH = 6;

/** Drops anything that looks like a credential and trims long strings: the audit log must never hold a secret. */
export function redactSummary(value: unknown, depth = 0): unknown {
  if (value == null || typeof value === 'boolean' || typeof value === 'number') return value;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'string') return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value;
  if (value instanceof Date) return value.toISOString();
  if (depth >= MAX_DEPTH) return '[…]';
  if (Array.isArray(value)) return value.slice(0, 100).map((item) => redactSummary(item, depth + 1));
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      // A flag or a count under such a key (`password_generated: true`) cannot hold a secret.
      const harmless = item == null || typeof item === 'boolean' || typeof item === 'number';
      out[key] = SECRET_KEY.test(key) && !harmless ? '[redacted]' : redactSummary(item, depth + 1);
    }
    return out;
  }
  return String(value);
}

/**
 * Appends one row to console.audit_log (the table refuses updates and deletes). False when the entry records an API
 * event the log already holds.
 */
export async function insertAudit(db: ConsoleDb, entry: AuditInsert): Promise<boolean> {
  const insert = db.insert(auditLog).values({
    at: entry.at ?? new Date(),
    actorId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email?.slice(0, 254) ?? null,
    actorRole: entry.actor?.role ?? null,
    action: entry.action.slice(0, 100),
    target: entry.target?.slice(0, 200) ?? null,
    summary: (redactSummary(entry.summary ?? {}) as Record<string, unknown>) ?? {},
    apiRequestId: entry.apiRequestId?.slice(0, 200) ?? null,
    outcome: entry.outcome,
    ip: entry.ip?.slice(0, 64) ?? null,
    sourceEventId: entry.sourceEventId ?? null,
  });
  if (!entry.sourceEventId) {
    await insert;
    return true;
  }
  const written = await insert.onConflictDoNothing({ target: auditLog.sourceEventId }).returning({ id: auditLog.id });
  return written.length > 0;
}
