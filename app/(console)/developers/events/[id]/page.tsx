import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { EmptyState, PageHeader } from '@/components/ui';
import { DeliveryLog } from '@/components/developers/delivery-log';
import { ResendEventForm } from '@/components/developers/resend-event-form';
import { getPreferences, requirePermission } from '@/lib/auth';
import { formatDateTime } from '@/lib/format';
import { getT } from '@/lib/auth/translator';
import { getEvent, listWebhookEndpoints } from '@/lib/developers/data';
import { withPageMessages } from '@/components/i18n/page-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT())('nav.events') };
}

async function EventPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePermission('developers');
  const { id } = await params;
  const [t, { timeZone }, found, endpoints] = await Promise.all([
    getT(),
    getPreferences(),
    getEvent(id),
    listWebhookEndpoints(),
  ]);
  if (found.kind === 'not_found') notFound();
  if (found.kind === 'unsupported')
    return <EmptyState title={t('dev.unavailable')}>{t('dev.unavailableHint', { detail: found.detail })}</EmptyState>;
  const { event, deliveries } = found.data;
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <PageHeader
        title={<span className="font-mono">{event.type}</span>}
        description={`${event.uuid} · ${formatDateTime(event.date_created_gmt, timeZone, { seconds: true })} (${timeZone})`}
      />
      <section className="space-y-2">
        <h2 className="text-lg font-semibold">{t('dev.events.payload')}</h2>
        <pre
          className="max-h-96 overflow-auto rounded-lg bg-slate-950 p-4 text-xs text-slate-100"
          data-testid="event-payload"
        >
          {JSON.stringify(
            { id: event.uuid, type: event.type, timestamp: event.date_created_gmt, data: event.data },
            null,
            2,
          )}
        </pre>
      </section>
      <section className="space-y-2">
        <h2 className="text-lg font-semibold">{t('dev.deliveries.title')}</h2>
        <DeliveryLog deliveries={deliveries} timeZone={timeZone} t={t} show="endpoint" />
        {endpoints.kind === 'page' && endpoints.page.items.length ? (
          <ResendEventForm
            eventId={event.uuid}
            endpoints={endpoints.page.items.map((e) => ({ uuid: e.uuid, url: e.url }))}
          />
        ) : null}
      </section>
    </div>
  );
}

export default withPageMessages('(console)/developers/events/[id]', EventPage);
