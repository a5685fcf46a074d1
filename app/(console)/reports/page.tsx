import type { Metadata } from 'next';
import { UnsupportedNotice } from '@/components/data-table/unsupported-notice';
import { PageHeader } from '@/components/ui/page-header';
import { Link } from '@/components/ui/link';
import { ReportView } from '@/components/reports/report-view';
import { requirePermission } from '@/lib/auth';
import { can } from '@/lib/auth/permissions';
import { getDisplay } from '@/lib/lists/data';
import { loadReportsPage } from '@/lib/reports/data';
import { getT } from '@/lib/auth/translator';
import { withPageMessages } from '@/components/i18n/page-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT())('nav.reports') };
}

async function ReportsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const session = await requirePermission('deposits:read');
  const t = await getT();
  const [page, display] = await Promise.all([loadReportsPage(await searchParams), getDisplay()]);
  const manage = can(session.user.access, 'reports:manage');
  return (
    <>
      <PageHeader
        title={t('nav.reports')}
        description={t('reports.description')}
        actions={
          page.kind === 'found' ? (
            <Link href="/reports/schedules" className="text-sm underline">
              {t('reports.schedules')}
            </Link>
          ) : null
        }
      />
      {page.kind === 'unsupported' ? (
        <UnsupportedNotice title={t('reports.unsupported')} detail={t('reports.unsupportedDetail')} />
      ) : (
        <div className="space-y-6">
          <ReportView page={page} t={t} memberZone={display.timeZone} canExport={can(session.user.access, 'exports')} />
          {manage ? (
            <p className="text-sm">
              <Link href="/settings" className="underline">
                {t('reports.changeBusinessDay')}
              </Link>
            </p>
          ) : null}
        </div>
      )}
    </>
  );
}

export default withPageMessages('(console)/reports', ReportsPage);
