import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { buttonClasses } from '@/components/ui/button';
import type { SearchParams } from 'nuqs/server';
import { hasFilters, loadTransactionParams } from '@/lib/lists/search-params';
import { transactionParties } from '@/lib/lists/parties-data';
import { getDisplay, listTableProps, loadDirectory } from '@/lib/lists/data';
import { toSentTransactionRow } from '@/lib/transactions/rows';
import { PaymentsTable } from '@/components/transactions/payments-table';
import { NewLink } from '@/components/detail/new-link';
import { PageHeader } from '@/components/ui/page-header';
import { ListExports } from '@/components/export/list-exports';
import { can, requirePermission } from '@/lib/auth';
import { listPayments } from '@/lib/transactions/data';
import { TRANSACTION_FILTERS } from '@/lib/merchant-api/filters';
import { getT } from '@/lib/auth/translator';
import { withPageMessages } from '@/components/i18n/page-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT())('nav.payments') };
}

async function PaymentsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const session = await requirePermission('read');
  const t = await getT();
  const [values, display] = await Promise.all([loadTransactionParams(searchParams), getDisplay()]);
  const [result, directory] = await Promise.all([
    listPayments(values, display.timeZone),
    loadDirectory({ merchants: true, tenants: true, institutions: true }),
  ]);
  const parties = await transactionParties(result.kind === 'page' ? result.page.items : []);
  return (
    <>
      <PageHeader
        title={t('nav.payments')}
        description={t('list.payments.description')}
        actions={
          <>
            {can(session.user.access, 'refunds:bulk') ? (
              <Link href="/payments/bulk-refunds" className={buttonClasses({ variant: 'secondary' })}>
                {t('bulkRefund.listTitle')}
              </Link>
            ) : null}
            <ListExports listPath="/payments" access={session.user.access} available={result.kind !== 'unsupported'} />
            <NewLink href="/payments/new" permission="payments:split" access={session.user.access}>
              {t('action.newSplitPayment')}
            </NewLink>
          </>
        }
      />
      <PaymentsTable
        {...listTableProps(result, toSentTransactionRow)}
        display={display}
        directory={directory}
        parties={parties}
        filtered={hasFilters(values, TRANSACTION_FILTERS)}
        canRefund={can(session.user.access, 'refunds:bulk')}
      />
    </>
  );
}

export default withPageMessages('(console)/payments/(list)', PaymentsPage);
