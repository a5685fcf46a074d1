import type { Metadata } from 'next';
import type { SearchParams } from 'nuqs/server';
import { hasFilters, loadCaseParams } from '@/lib/resources/search-params';
import { UnsupportedNotice } from '@/components/data-table/unsupported-notice';
import { getDisplay, listTableProps } from '@/lib/data/lists';
import { CasesTable } from '@/components/resources/cases/cases-table';
import { PageHeader } from '@/components/ui/page-header';
import { requirePermission } from '@/lib/auth';
import { listCases, payerNames } from '@/lib/data/cases';
import { CASE_FILTERS } from '@/lib/merchant-api/filters';
import { toCaseRow } from '@/lib/resources/cases';
import { getT } from '@/lib/i18n/server';
import { withPageMessages } from '@/lib/i18n/page-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT())('nav.disputes') };
}

async function DisputesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requirePermission('read');
  const t = await getT();
  const [values, display] = await Promise.all([loadCaseParams(searchParams), getDisplay()]);
  const result = await listCases(values, display.timeZone);
  const names = await payerNames(result.kind === 'page' ? result.page.items.map((c) => c.endUserId) : []);
  const now = new Date();
  return (
    <>
      <PageHeader title={t('nav.disputes')} description={t('cases.description')} />
      {result.kind === 'unsupported' ? (
        <UnsupportedNotice title={t('cases.unsupported')} detail={t('cases.unsupportedDetail')} />
      ) : (
        <CasesTable
          {...listTableProps(result, (c) =>
            toCaseRow(c, now, c.endUserId ? (names.get(c.endUserId) ?? null) : null, display.timeZone),
          )}
          display={display}
          filtered={hasFilters(values, CASE_FILTERS)}
        />
      )}
    </>
  );
}

export default withPageMessages('(console)/disputes', DisputesPage);
