import type { Metadata } from 'next';
import type { SearchParams } from 'nuqs/server';
import { hasFilters, loadCaseParams } from '@/lib/lists/search-params';
import { UnsupportedNotice } from '@/components/data-table/unsupported-notice';
import { getDisplay, listTableProps } from '@/lib/lists/data';
import { CasesTable } from '@/components/cases/cases-table';
import { PageHeader } from '@/components/ui/page-header';
import { requirePermission } from '@/lib/auth';
import { listCases, payerNames } from '@/lib/cases/data';
import { CASE_FILTERS } from '@/lib/merchant-api/filters';
import { toCaseRow } from '@/lib/cases/rows';
import { getT } from '@/lib/auth/translator';
import { withPageMessages } from '@/components/i18n/page-messages';

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
