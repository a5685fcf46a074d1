import type { Metadata } from 'next';
import type { SearchParams } from 'nuqs/server';
import { hasFilters, loadRequestLogParams } from '@/lib/lists/search-params';
import { RequestLogsTable } from '@/components/developers/request-logs-table';
import { EmptyState, PageHeader } from '@/components/ui';
import { requirePermission } from '@/lib/auth';
import { getDisplay, listTableProps } from '@/lib/lists/data';
import { getT } from '@/lib/auth/translator';
import { listRequestLogs } from '@/lib/developers/data';
import { REQUEST_LOG_FILTERS } from '@/lib/merchant-api/filters';
import { withPageMessages } from '@/components/i18n/page-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT())('nav.logs') };
}

async function RequestLogsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requirePermission('developers');
  const [t, values, display] = await Promise.all([getT(), loadRequestLogParams(searchParams), getDisplay()]);
  const result = await listRequestLogs(values, display.timeZone);
  return (
    <div className="space-y-6">
      <PageHeader title={t('nav.logs')} description={t('dev.logs.description')} />
      {result.kind === 'unsupported' ? (
        <EmptyState title={t('dev.unavailable')}>{t('dev.unavailableHint', { detail: result.detail })}</EmptyState>
      ) : (
        <RequestLogsTable
          {...listTableProps(result)}
          display={display}
          filtered={hasFilters(values, REQUEST_LOG_FILTERS)}
        />
      )}
    </div>
  );
}

export default withPageMessages('(console)/developers/logs', RequestLogsPage);
