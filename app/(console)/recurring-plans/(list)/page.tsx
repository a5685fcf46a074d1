import { toRecurringPlanRow } from '@/lib/lists/list-rows';
import type { Metadata } from 'next';
import type { SearchParams } from 'nuqs/server';
import { hasFilters, loadRecurringPlanParams } from '@/lib/lists/search-params';
import { UnsupportedNotice } from '@/components/data-table/unsupported-notice';
import { RecurringPlansTable } from '@/components/recurring-plans/recurring-plans-table';
import { getDisplay, listTableProps, loadDirectory } from '@/lib/lists/data';
import { NewLink } from '@/components/detail/new-link';
import { PageHeader } from '@/components/ui/page-header';
import { ListExports } from '@/components/export/list-exports';
import { requirePermission } from '@/lib/auth';
import { listRecurringPlans } from '@/lib/recurring-plans/data';
import { RECURRING_PLAN_FILTERS } from '@/lib/merchant-api/filters';
import { getT } from '@/lib/auth/translator';
import { withPageMessages } from '@/components/i18n/page-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT())('nav.recurringPlans') };
}

async function RecurringPlansPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const session = await requirePermission('read');
  const t = await getT();
  const [values, display] = await Promise.all([loadRecurringPlanParams(searchParams), getDisplay()]);
  const [result, directory] = await Promise.all([
    listRecurringPlans(values, display.timeZone),
    loadDirectory({ merchants: true }),
  ]);
  return (
    <>
      <PageHeader
        title={t('nav.recurringPlans')}
        description={t('list.recurring-plans.description')}
        actions={
          <>
            <ListExports
              listPath="/recurring-plans"
              access={session.user.access}
              available={result.kind !== 'unsupported'}
            />
            <NewLink href="/recurring-plans/new" permission="plans:manage" access={session.user.access}>
              {t('action.newRecurringPlan')}
            </NewLink>
          </>
        }
      />
      {result.kind === 'unsupported' ? (
        <UnsupportedNotice
          title={t('list.recurring-plans.unsupported')}
          detail={t('list.recurring-plans.unsupportedDetail')}
          lookupLabel={t('list.recurring-plans.lookup')}
          placeholder="rcp_…"
        />
      ) : (
        <RecurringPlansTable
          {...listTableProps(result, toRecurringPlanRow)}
          display={display}
          directory={directory}
          filtered={hasFilters(values, RECURRING_PLAN_FILTERS)}
        />
      )}
    </>
  );
}

export default withPageMessages('(console)/recurring-plans/(list)', RecurringPlansPage);
