import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RequestLogDetail } from '@/components/developers/request-log-detail';
import { EmptyState } from '@/components/ui';
import { getPreferences, requirePermission } from '@/lib/auth';
import { getT } from '@/lib/auth/translator';
import { getRequestLog } from '@/lib/developers/data';
import { withPageMessages } from '@/components/i18n/page-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT())('nav.logs') };
}

async function RequestLogPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePermission('developers');
  const { id } = await params;
  const [t, { timeZone }, found] = await Promise.all([getT(), getPreferences(), getRequestLog(id)]);
  if (found.kind === 'not_found') notFound();
  if (found.kind === 'unsupported')
    return <EmptyState title={t('dev.unavailable')}>{t('dev.unavailableHint', { detail: found.detail })}</EmptyState>;
  return <RequestLogDetail log={found.data} timeZone={timeZone} t={t} />;
}

export default withPageMessages('(console)/developers/logs/[id]', RequestLogPage);
