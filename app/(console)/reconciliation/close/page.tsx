import type { Metadata } from 'next';
import { UnsupportedNotice } from '@/components/data-table/unsupported-notice';
import { MonthCloseView } from '@/components/reconciliation/month-close';
import { PageHeader } from '@/components/ui/page-header';
import { requirePermission } from '@/lib/auth';
import { can } from '@/lib/auth/permissions';
import { getDisplay } from '@/lib/lists/data';
import { loadMonthClose } from '@/lib/reconciliation/data';
import { getT } from '@/lib/auth/translator';
import { withPageMessages } from '@/components/i18n/page-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT())('reconciliation.close.title') };
}

/** The month's close per bank account and its sign-off (docs/reconciliation.md): everyone with deposits reads. */
async function MonthClosePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const session = await requirePermission('deposits:read');
  const t = await getT();
  const [data, display] = await Promise.all([loadMonthClose(new Date(), await searchParams), getDisplay()]);
  return (
    <>
      <PageHeader title={t('reconciliation.close.title')} description={t('reconciliation.close.description')} />
      {data.kind === 'unsupported' ? (
        <UnsupportedNotice title={t('reconciliation.unsupported')} detail={t('reconciliation.unsupportedDetail')} />
      ) : (
        <MonthCloseView
          close={data.close}
          canAct={can(session.user.access, 'reconciliation')}
          timeZone={display.timeZone}
        />
      )}
    </>
  );
}

export default withPageMessages('(console)/reconciliation/close', MonthClosePage);
