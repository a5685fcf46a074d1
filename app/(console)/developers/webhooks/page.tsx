import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { Badge, EmptyState, PageHeader, Table, TBody, Td, Th, THead, Tr } from '@/components/ui';
import { CreateWebhookForm } from '@/components/developers/create-webhook-form';
import { DELIVERY_TONES } from '@/components/developers/delivery-log';
import { getPreferences, requirePermission } from '@/lib/auth';
import { formatDateTime } from '@/lib/format';
import { getT } from '@/lib/auth/translator';
import { listWebhookEndpoints } from '@/lib/developers/data';
import { withPageMessages } from '@/components/i18n/page-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT())('nav.webhooks') };
}

async function WebhooksPage() {
  await requirePermission('developers');
  const [t, { timeZone }, listing] = await Promise.all([getT(), getPreferences(), listWebhookEndpoints()]);
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <PageHeader title={t('nav.webhooks')} description={t('dev.webhooks.intro')} />
      {listing.kind === 'unsupported' ? (
        <EmptyState title={t('dev.unavailable')}>{t('dev.unavailableHint', { detail: listing.detail })}</EmptyState>
      ) : (
        <>
          <CreateWebhookForm />
          {listing.page.items.length === 0 ? (
            <EmptyState title={t('dev.webhooks.none')} />
          ) : (
            <Table label={t('nav.webhooks')}>
              <THead>
                <Tr>
                  <Th>{t('dev.webhooks.url')}</Th>
                  <Th>{t('dev.webhooks.eventTypes')}</Th>
                  <Th>{t('common.status')}</Th>
                  <Th>{t('dev.created', { zone: timeZone })}</Th>
                </Tr>
              </THead>
              <TBody>
                {listing.page.items.map((endpoint) => (
                  <Tr key={endpoint.uuid}>
                    <Td className="text-sm break-all">
                      <Link
                        href={`/developers/webhooks/${endpoint.uuid}`}
                        className="font-mono text-indigo-700 hover:underline dark:text-indigo-300"
                      >
                        {endpoint.url}
                      </Link>
                      {endpoint.description ? (
                        <span className="block text-xs text-slate-500">{endpoint.description}</span>
                      ) : null}
                    </Td>
                    <Td className="font-mono text-xs">{endpoint.event_types.join(', ')}</Td>
                    <Td>
                      <Badge tone={DELIVERY_TONES[endpoint.status] ?? 'neutral'}>{endpoint.status}</Badge>
                    </Td>
                    <Td className="text-xs whitespace-nowrap tabular-nums">
                      {formatDateTime(endpoint.date_created_gmt, timeZone)}
                    </Td>
                  </Tr>
                ))}
              </TBody>
            </Table>
          )}
        </>
      )}
    </div>
  );
}

export default withPageMessages('(console)/developers/webhooks', WebhooksPage);
