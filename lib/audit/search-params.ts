import { z } from 'zod';
import { AUDIT_OUTCOMES } from '@/lib/auth/audit-entries';
import type { AuditFilters } from './queries';
import { endOfDayInZone, isDay, startOfDayInZone } from './time-range';

export const AUDIT_PAGE_SIZE = 50;

/** The audit page's URL parameters; a value that does not parse is dropped rather than failing the page. */
export interface AuditSearch {
  actor?: string;
  action?: string;
  outcome?: (typeof AUDIT_OUTCOMES)[number];
  target?: string;
  from?: string;
  to?: string;
  page: number;
}

const fields = {
  actor: z.uuid(),
  action: z.string().trim().min(1).max(100),
  outcome: z.enum(AUDIT_OUTCOMES),
  target: z.string().trim().min(1).max(200),
  from: z.string().refine(isDay),
  to: z.string().refine(isDay),
  page: z.coerce.number().int().min(1).max(100_000),
};

export function parseAuditSearch(params: Record<string, string | string[] | undefined>): AuditSearch {
  const pick = <K extends keyof typeof fields>(key: K) => {
    const raw = params[key];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value === undefined || value === '') return undefined;
    const parsed = fields[key].safeParse(value);
    return parsed.success ? (parsed.data as z.infer<(typeof fields)[K]>) : undefined;
  };
  return {
    actor: pick('actor'),
    action: pick('action'),
    outcome: pick('outcome'),
    target: pick('target'),
    from: pick('from'),
    to: pick('to'),
    page: pick('page') ?? 1,
  };
}

/** The query for a search: whole days in the member's time zone, `to` inclusive. */
export function auditFiltersOf(search: AuditSearch, timeZone: string): AuditFilters {
  return {
    actorId: search.actor,
    action: search.action,
    outcome: search.outcome,
    target: search.target,
    from: search.from ? startOfDayInZone(search.from, timeZone) : undefined,
    to: search.to ? endOfDayInZone(search.to, timeZone) : undefined,
    page: search.page,
    pageSize: AUDIT_PAGE_SIZE,
  };
}

/** The URL of the audit page for a search (empty values left out). */
export function auditHref(search: Partial<AuditSearch>): string {
  const params = new URLSearchParams();
  for (const key of ['actor', 'action', 'outcome', 'target', 'from', 'to'] as const) {
    const value = search[key];
    if (value) params.set(key, value);
  }
  if (search.page && search.page > 1) params.set('page', String(search.page));
  const query = params.toString();
  return query ? `/audit?${query}` : '/audit';
}
