import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Badge, EmptyState, PageHeader } from '@/components/ui';
import { DELIVERY_TONES, DeliveryLog } from '@/components/developers/delivery-log';
import { EndpointActions } from '@/components/developers/endpoint-actions';
import { getPreferences, requirePermission } from '@/lib/auth';
import { formatDateTime } from '@/lib/format';
import { getT } from '@/lib/auth/translator';
import { getWebhookEndpoint, listWebhookDeliveries } from '@/lib/developers/data';
import { withPageMessages } from '@/components/i18n/page-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT())('nav.webhooks') };
}

async function WebhookPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePermission('developers');
  const { id } = await params;
  const [t, { timeZone }, found, deliveries] = await Promise.all([
    getT(),
    getPreferences(),
    getWebhookEndpoint(id),
    listWebhookDeliveries(id),
  ]);
  if (found.kind === 'not_found') notFound();
  if (found.kind === 'unsupported')
    return <EmptyState title={t('dev.unavailable')}>{t('dev.unavailableHint', { detail: found.detail })}</EmptyState>;
  const endpoint = found.data;
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <PageHeader
        title={<span className="font-mono break-all">{endpoint.url}</span>}
        description={endpoint.description ?? undefined}
      />
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-500">{t('common.status')}</dt>
        <dd>
          <Badge tone={DELIVERY_TONES[endpoint.status] ?? 'neutral'}>{endpoint.status}</Badge>{' '}
          {endpoint.disabled_reason ?? ''}
        </dd>
        <dt className="text-slate-500">{t('dev.webhooks.eventTypes')}</dt>
        <dd className="font-mono text-xs">{endpoint.event_types.join(', ')}</dd>
        <dt className="text-slate-500">{t('dev.webhooks.id')}</dt>
        <dd className="font-mono text-xs">{endpoint.uuid}</dd>
        <dt className="text-slate-500">{t('dev.created', { zone: timeZone })}</dt>
        <dd className="tabular-nums">{formatDateTime(endpoint.date_created_gmt, timeZone)}</dd>
      </dl>
      <EndpointActions endpointId={endpoint.uuid} enabled={endpoint.status === 'ENABLED'} />
      <section className="space-y-2">
        <h2 className="text-lg font-semibold">{t('dev.deliveries.title')}</h2>
        {deliveries.kind === 'page' ? (
          <DeliveryLog deliveries={deliveries.page.items} timeZone={timeZone} t={t} show="event" />
        ) : (
          <EmptyState title={t('dev.unavailable')} />
        )}
      </section>
    </div>
  );
}

export default withPageMessages('(console)/developers/webhooks/[id]', WebhookPage);
