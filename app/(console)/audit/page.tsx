import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { getPreferences, requirePermission } from '@/lib/auth';
import { AUDIT_OUTCOMES } from '@/lib/audit';
import { auditFiltersOf, auditHref, parseAuditSearch } from '@/lib/audit/search-params';
import { loadAuditPage } from '@/lib/audit/data';
import { formatDateTime } from '@/lib/format';
import {
  Badge,
  Button,
  buttonClasses,
  EmptyState,
  Field,
  Input,
  PageHeader,
  Select,
  Table,
  TableCaption,
  TBody,
  Td,
  Th,
  THead,
  Tr,
  type BadgeTone,
} from '@/components/ui';
import { RoleBadge } from '@/components/shell/role-badge';
import { searchTarget } from '@/components/shell/search-target';
import type { Translator } from '@/lib/i18n';
import { getT } from '@/lib/auth/translator';
import { withPageMessages } from '@/components/i18n/page-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: `${(await getT())('nav.audit')} · Merchant Console` };
}

const OUTCOME_TONES: Record<string, BadgeTone> = { success: 'success', failure: 'warning', denied: 'danger' };

/** An outcome in the member's language (one the console does not know stays as recorded). */
function outcomeLabel(t: Translator, outcome: string): string {
  return (AUDIT_OUTCOMES as readonly string[]).includes(outcome)
    ? t(`audit.outcome.${outcome as (typeof AUDIT_OUTCOMES)[number]}`)
    : outcome;
}

async function AuditPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requirePermission('audit:read');
  const [{ timeZone }, params, t] = await Promise.all([getPreferences(), searchParams, getT()]);
  const search = parseAuditSearch(params);
  const { result, actions, staff, roleNames } = await loadAuditPage(auditFiltersOf(search, timeZone));
  const staffById = new Map(staff.map((member) => [member.id, member]));
  const filtered = Boolean(
    search.actor || search.action || search.outcome || search.target || search.from || search.to,
  );

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader title={t('nav.audit')} description={t('audit.description', { zone: timeZone })} />

      <nav aria-label={t('audit.export')} className="mb-4 flex justify-end gap-2">
        {(['csv', 'jsonl'] as const).map((format) => {
          const query = auditHref({ ...search, page: 1 }).replace(/^\/audit\??/, '');
          return (
            <a
              key={format}
              href={`/audit/export?format=${format}${query ? `&${query}` : ''}`}
              download
              className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            >
              {t(format === 'csv' ? 'audit.exportCsv' : 'audit.exportJsonl')}
            </a>
          );
        })}
      </nav>

      <form
        method="get"
        action="/audit"
        className="mb-6 grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-6 dark:border-slate-800 dark:bg-slate-900"
      >
        <Field id="audit-actor" label={t('audit.actor')}>
          <Select id="audit-actor" name="actor" defaultValue={search.actor ?? ''}>
            <option value="">{t('audit.anyone')}</option>
            {staff.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name} ({member.email})
              </option>
            ))}
          </Select>
        </Field>
        <Field id="audit-action" label={t('approvals.action')}>
          <Select id="audit-action" name="action" defaultValue={search.action ?? ''}>
            <option value="">{t('audit.anyAction')}</option>
            {actions.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="audit-outcome" label={t('audit.outcome')}>
          <Select id="audit-outcome" name="outcome" defaultValue={search.outcome ?? ''}>
            <option value="">{t('audit.anyOutcome')}</option>
            {AUDIT_OUTCOMES.map((outcome) => (
              <option key={outcome} value={outcome}>
                {t(`audit.outcome.${outcome}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="audit-target" label={t('audit.targetStartsWith')}>
          <Input
            id="audit-target"
            name="target"
            defaultValue={search.target ?? ''}
            placeholder="trx_…"
            maxLength={200}
            spellCheck={false}
          />
        </Field>
        <Field id="audit-from" label={t('audit.from', { zone: timeZone })}>
          <Input id="audit-from" name="from" type="date" defaultValue={search.from ?? ''} />
        </Field>
        <Field id="audit-to" label={t('audit.to', { zone: timeZone })}>
          <Input id="audit-to" name="to" type="date" defaultValue={search.to ?? ''} />
        </Field>
        <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-6 lg:justify-end">
          {filtered ? (
            <Link href="/audit" className={buttonClasses({ variant: 'ghost' })}>
              {t('dev.events.clear')}
            </Link>
          ) : null}
          <Button type="submit">{t('table.applyFilters')}</Button>
        </div>
      </form>

      {result.entries.length === 0 ? (
        <EmptyState title={filtered ? t('audit.noMatch') : t('audit.empty')}>
          {filtered ? <Link href="/audit">{t('audit.clearTheFilters')}</Link> : null}
        </EmptyState>
      ) : (
        <Table label={t('audit.entries')}>
          <TableCaption>{t('audit.caption', { page: result.page })}</TableCaption>
          <THead>
            <Tr>
              <Th>{t('dev.logs.timeIn', { zone: timeZone })}</Th>
              <Th>{t('audit.actor')}</Th>
              <Th>{t('approvals.action')}</Th>
              <Th>{t('audit.target')}</Th>
              <Th>{t('audit.outcome')}</Th>
              <Th>{t('audit.details')}</Th>
            </Tr>
          </THead>
          <TBody>
            {result.entries.map((entry) => (
              <Tr key={entry.id}>
                <Td className="whitespace-nowrap tabular-nums">
                  {formatDateTime(entry.at, timeZone, { seconds: true })}
                </Td>
                <Td>
                  <Actor entry={entry} t={t} />
                  {entry.actorRole ? <RoleBadge role={entry.actorRole} name={roleNames.get(entry.actorRole)} /> : null}
                </Td>
                <Td className="font-mono text-xs whitespace-nowrap">{entry.action}</Td>
                <Td className="text-xs break-all">
                  <Target target={entry.target} member={entry.target ? staffById.get(entry.target) : undefined} />
                </Td>
                <Td>
                  <Badge tone={OUTCOME_TONES[entry.outcome] ?? 'neutral'}>{outcomeLabel(t, entry.outcome)}</Badge>
                </Td>
                <Td className="min-w-48 text-xs">
                  <Details summary={entry.summary} ip={entry.ip} apiRequestId={entry.apiRequestId} t={t} />
                </Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      )}

      <nav aria-label={t('table.pagination')} className="mt-4 flex items-center justify-between text-sm">
        <span className="text-slate-500 dark:text-slate-400">{t('audit.page', { page: result.page })}</span>
        <div className="flex gap-2">
          {result.page > 1 ? (
            <Link
              href={auditHref({ ...search, page: result.page - 1 })}
              className={buttonClasses({ variant: 'secondary', size: 'sm' })}
              rel="prev"
            >
              {t('table.previous')}
            </Link>
          ) : null}
          {result.hasNextPage ? (
            <Link
              href={auditHref({ ...search, page: result.page + 1 })}
              className={buttonClasses({ variant: 'secondary', size: 'sm' })}
              rel="next"
            >
              {t('table.next')}
            </Link>
          ) : null}
        </div>
      </nav>
    </div>
  );
}

/**
 * Who acted: a member's email; for what the Merchant API recorded (docs/audit.md, "What the API did"), the API client
 * that asked, or the API itself (a case's outcome).
 */
function Actor({ entry, t }: { entry: { actorEmail: string | null; sourceEventId: string | null }; t: Translator }) {
  if (!entry.sourceEventId)
    return <span className="block whitespace-nowrap">{entry.actorEmail ?? t('audit.unknownActor')}</span>;
  return (
    <span className="block whitespace-nowrap">
      {entry.actorEmail ? (
        <>
          <span className="font-mono">{entry.actorEmail}</span>
          <span className="block text-xs text-slate-500 dark:text-slate-400">{t('audit.apiClient')}</span>
        </>
      ) : (
        t('audit.apiActor')
      )}
    </span>
  );
}

/** A staff member by name (their id in the tooltip), an API object as a link to its page, else the raw target. */
function Target({ target, member }: { target: string | null; member?: { name: string; email: string } }) {
  if (!target) return <span className="text-slate-500 dark:text-slate-400">—</span>;
  if (member) {
    return (
      <span title={target}>
        <span className="block text-sm text-slate-900 dark:text-slate-100">{member.name}</span>
        <span className="block text-slate-500 dark:text-slate-400">{member.email}</span>
      </span>
    );
  }
  const href = searchTarget(target);
  if (href && !href.startsWith('/search')) {
    return (
      <Link href={href} className="font-mono text-indigo-700 hover:underline dark:text-indigo-300">
        {target}
      </Link>
    );
  }
  return <span className="font-mono">{target}</span>;
}

function Details({
  summary,
  ip,
  apiRequestId,
  t,
}: {
  summary: Record<string, unknown>;
  ip: string | null;
  apiRequestId: string | null;
  t: Translator;
}) {
  const entries = Object.entries(summary ?? {});
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5">
      {entries.map(([key, value]) => (
        <div key={key} className="contents">
          <dt className="text-slate-500 dark:text-slate-400">{key}</dt>
          <dd className="font-mono break-all">{typeof value === 'string' ? value : JSON.stringify(value)}</dd>
        </div>
      ))}
      {ip ? (
        <div className="contents">
          <dt className="text-slate-500 dark:text-slate-400">{t('audit.ip')}</dt>
          <dd className="font-mono">{ip}</dd>
        </div>
      ) : null}
      {apiRequestId ? (
        <div className="contents">
          <dt className="text-slate-500 dark:text-slate-400">{t('audit.request')}</dt>
          <dd className="font-mono break-all">{apiRequestId}</dd>
        </div>
      ) : null}
    </dl>
  );
}

export default withPageMessages('(console)/audit', AuditPage);
