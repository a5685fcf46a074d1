export {
  AUDIT_OUTCOMES,
  insertAudit,
  redactSummary,
  type AuditActor,
  type AuditInsert,
  type AuditOutcome,
} from '@/lib/auth/audit-entries';
export { listAudit, listAuditActions, type AuditFilters, type AuditPage } from './queries';
