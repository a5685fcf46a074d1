import type { Metadata } from 'next';
import { UnsupportedNotice } from '@/components/data-table/unsupported-notice';
import { ReconciliationView } from '@/components/reconciliation/reconciliation-view';
import { daysLabel } from '@/components/reports/report-view';
import { PageHeader } from '@/components/ui/page-header';
import { Link } from '@/components/ui/link';
import { requirePermission } from '@/lib/auth';
import { can } from '@/lib/auth/permissions';
import { getDisplay } from '@/lib/lists/data';
import { loadQueueParams, loadReconciliation } from '@/lib/reconciliation/data';
import { getT } from '@/lib/auth/translator';
import { withPageMessages } from '@/components/i18n/page-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT())('nav.reconciliation') };
}

/** Bank reconciliation (docs/reconciliation.md): everyone with deposits may read; finance and admin act. */
async function ReconciliationPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const session = await requirePermission('deposits:read');
  const t = await getT();
  const { line, days } = await searchParams;
  const { params, problems } = await loadQueueParams(searchParams);
  const [data, display] = await Promise.all([
    loadReconciliation(new Date(), params, session.user.email, {
      selectedLine: typeof line === 'string' ? line : undefined,
      allDays: days === 'all',
    }),
    getDisplay(),
  ]);
  return (
    <>
      <PageHeader
        title={t('nav.reconciliation')}
        description={t('reconciliation.description')}
        actions={
          data.kind === 'found' ? (
            <Link href="/reconciliation/close" className="text-sm underline">
              {t('reconciliation.close.link')}
            </Link>
          ) : null
        }
      />
      {data.kind === 'unsupported' ? (
        <UnsupportedNotice title={t('reconciliation.unsupported')} detail={t('reconciliation.unsupportedDetail')} />
      ) : (
        <ReconciliationView
          summary={data.summary}
          latest={data.latest}
          statements={data.statements}
          lines={data.lines}
          exceptions={data.exceptions}
          mappings={data.mappings}
          accounts={data.accounts}
          queue={data.queue}
          members={data.members}
          selected={data.selected}
          daysLabel={daysLabel(t, data.businessDay)}
          problems={problems}
          canAct={can(session.user.access, 'reconciliation')}
          canExport={can(session.user.access, 'exports')}
          timeZone={display.timeZone}
        />
      )}
    </>
  );
}

export default withPageMessages('(console)/reconciliation', ReconciliationPage);
