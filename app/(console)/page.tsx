import type { Metadata } from 'next';
import { Suspense } from 'react';
import { OverviewFigures } from '@/components/overview/overview-figures';
import { OverviewSkeleton } from '@/components/overview/overview-skeleton';
import { PeriodPicker } from '@/components/overview/period-picker';
import { Alert } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/page-header';
import { getPreferences, requirePermission } from '@/lib/auth';
import { dayInZone } from '@/lib/format';
import { loadOverview } from '@/lib/overview/data';
import { getT } from '@/lib/auth/translator';
import { readOverviewParams } from '@/lib/overview/overview-params';
import { withPageMessages } from '@/components/i18n/page-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT();
  return { title: `${t('overview.title')} · Merchant Console` };
}

/** Payments and money movements for a period (presets or custom days in the member's zone) and a currency. */
async function OverviewPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requirePermission('read');
  const [{ timeZone }, t, params] = await Promise.all([getPreferences(), getT(), searchParams]);
  const today = dayInZone(new Date(), timeZone);
  const selection = readOverviewParams(params, today);

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <PageHeader title={t('overview.title')} description={t('overview.description')} className="mb-0" />
      <PeriodPicker selection={selection} today={today} t={t} />
      {selection.invalidRange ? <Alert tone="warning">{t('overview.invalidRange')}</Alert> : null}
      <Suspense
        key={`${selection.from}|${selection.to}|${selection.currency}`}
        fallback={<OverviewSkeleton label={t('common.loading')} />}
      >
        <OverviewFigures data={loadOverview(selection, timeZone)} selection={selection} timeZone={timeZone} t={t} />
      </Suspense>
    </div>
  );
}

export default withPageMessages('(console)', OverviewPage);
