import { Link } from '@/components/ui/link';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/page-header';
import { Table, TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format';
import type { WebhookDelivery } from '@/lib/merchant-api/schemas/developers';
import type { Translator } from '@/lib/i18n';

export const DELIVERY_TONES: Record<string, BadgeTone> = {
  SUCCEEDED: 'success',
  PENDING: 'info',
  FAILED: 'danger',
  ENABLED: 'success',
  DISABLED: 'warning',
};

/** Deliveries with every attempt: time, HTTP status, latency, the answer's first characters. */
export function DeliveryLog({
  deliveries,
  timeZone,
  t,
  show,
}: {
  deliveries: WebhookDelivery[];
  timeZone: string;
  t: Translator;
  show: 'event' | 'endpoint';
}) {
  if (!deliveries.length) return <EmptyState title={t('dev.deliveries.none')} />;
  return (
    <Table label={t('dev.deliveries.title')}>
      <THead>
        <Tr>
          <Th>{show === 'event' ? t('dev.deliveries.event') : t('dev.deliveries.endpoint')}</Th>
          <Th>{t('common.status')}</Th>
          <Th>{t('dev.deliveries.attempts', { zone: timeZone })}</Th>
        </Tr>
      </THead>
      <TBody>
        {deliveries.map((delivery) => (
          <Tr key={delivery.uuid} data-testid="delivery-row">
            <Td className="align-top text-xs">
              {show === 'event' ? (
                <Link
                  href={`/developers/events/${delivery.event_id}`}
                  className="font-mono text-indigo-700 hover:underline dark:text-indigo-300"
                >
                  {delivery.event_type || delivery.event_id}
                </Link>
              ) : (
                <Link
                  href={`/developers/webhooks/${delivery.endpoint_id}`}
                  className="font-mono text-indigo-700 hover:underline dark:text-indigo-300"
                >
                  {delivery.endpoint_id}
                </Link>
              )}
            </Td>
            <Td className="align-top">
              <Badge tone={DELIVERY_TONES[delivery.status] ?? 'neutral'}>{delivery.status}</Badge>
              {delivery.next_attempt_at ? (
                <span className="mt-1 block text-xs text-slate-500">
                  {t('dev.deliveries.next', {
                    at: formatDateTime(delivery.next_attempt_at, timeZone, { seconds: true }),
                  })}
                </span>
              ) : null}
            </Td>
            <Td className="align-top text-xs">
              <ol className="space-y-1">
                {delivery.attempts.map((attempt, index) => (
                  <li key={index} className="flex flex-wrap gap-x-3 tabular-nums" data-testid="delivery-attempt">
                    <span>{formatDateTime(attempt.attempted_at, timeZone, { seconds: true })}</span>
                    <span className="font-mono">{attempt.response_status ?? '—'}</span>
                    <span>{t('dev.deliveries.latency', { ms: attempt.latency_ms })}</span>
                    <span className="font-mono break-all text-slate-500">
                      {attempt.error ?? attempt.response_excerpt ?? ''}
                    </span>
                  </li>
                ))}
              </ol>
            </Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}
