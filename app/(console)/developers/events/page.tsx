import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import {
  Button,
  buttonClasses,
  EmptyState,
  Field,
  Input,
  PageHeader,
  Table,
  TBody,
  Td,
  Th,
  THead,
  Tr,
} from '@/components/ui';
import { getPreferences, requirePermission } from '@/lib/auth';
import { formatDateTime } from '@/lib/format';
import { getT } from '@/lib/auth/translator';
import { listEvents } from '@/lib/developers/data';
import { withPageMessages } from '@/components/i18n/page-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT())('nav.events') };
}

const FILTERS = ['type', 'object_id', 'date_from', 'date_to'] as const;
type Search = Partial<Record<(typeof FILTERS)[number], string>> & { page: number };

function parseSearch(params: Record<string, string | string[] | undefined>): Search {
  const one = (name: string) => {
    const value = params[name];
    const text = (Array.isArray(value) ? value[0] : value)?.trim();
    return text ? text.slice(0, 200) : undefined;
  };
  const page = Number(one('page'));
  const date = (value: string | undefined) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
  return {
    type: one('type'),
    object_id: one('object_id'),
    date_from: date(one('date_from')),
    date_to: date(one('date_to')),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

function href(search: Search): string {
  const query = new URLSearchParams();
  for (const name of FILTERS) if (search[name]) query.set(name, search[name]!);
  if (search.page > 1) query.set('page', String(search.page));
  const text = query.toString();
  return text ? `/developers/events?${text}` : '/developers/events';
}

async function EventsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requirePermission('developers');
  const search = parseSearch(await searchParams);
  const [t, { timeZone }, listing] = await Promise.all([getT(), getPreferences(), listEvents(search)]);
  const filtered = FILTERS.some((name) => search[name]);
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <PageHeader title={t('nav.events')} description={t('dev.events.description')} />
      {listing.kind === 'unsupported' ? (
        <EmptyState title={t('dev.unavailable')}>{t('dev.unavailableHint', { detail: listing.detail })}</EmptyState>
      ) : (
        <>
          <form
            method="get"
            action="/developers/events"
            className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5 dark:border-slate-800 dark:bg-slate-900"
          >
            <Field id="events-type" label={t('dev.events.type')}>
              <Input
                id="events-type"
                name="type"
                defaultValue={search.type ?? ''}
                placeholder={t('dev.events.typeExample')}
                spellCheck={false}
              />
            </Field>
            <Field id="events-object" label={t('dev.events.objectId')}>
              <Input
                id="events-object"
                name="object_id"
                defaultValue={search.object_id ?? ''}
                placeholder="trx_…"
                spellCheck={false}
              />
            </Field>
            <Field id="events-from" label={t('dev.events.from')}>
              <Input id="events-from" name="date_from" type="date" defaultValue={search.date_from ?? ''} />
            </Field>
            <Field id="events-to" label={t('dev.events.to')}>
              <Input id="events-to" name="date_to" type="date" defaultValue={search.date_to ?? ''} />
            </Field>
            <div className="flex items-end gap-2">
              {filtered ? (
                <Link href="/developers/events" className={buttonClasses({ variant: 'ghost' })}>
                  {t('dev.events.clear')}
                </Link>
              ) : null}
              <Button type="submit">{t('common.apply')}</Button>
            </div>
          </form>
          {listing.page.items.length === 0 ? (
            <EmptyState title={t('dev.events.none')} />
          ) : (
            <Table label={t('nav.events')}>
              <THead>
                <Tr>
                  <Th>{t('dev.events.type')}</Th>
                  <Th>{t('dev.events.objectId')}</Th>
                  <Th>{t('dev.created', { zone: timeZone })}</Th>
                </Tr>
              </THead>
              <TBody>
                {listing.page.items.map((event) => (
                  <Tr key={event.uuid} data-testid="event-row">
                    <Td>
                      <Link
                        href={`/developers/events/${event.uuid}`}
                        className="font-mono text-sm text-indigo-700 hover:underline dark:text-indigo-300"
                      >
                        {event.type}
                      </Link>
                    </Td>
                    <Td className="font-mono text-xs break-all">{event.object_id}</Td>
                    <Td className="text-xs whitespace-nowrap tabular-nums">
                      {formatDateTime(event.date_created_gmt, timeZone, { seconds: true })}
                    </Td>
                  </Tr>
                ))}
              </TBody>
            </Table>
          )}
          <nav aria-label={t('dev.pagination')} className="flex justify-end gap-2 text-sm">
            {search.page > 1 ? (
              <Link
                href={href({ ...search, page: search.page - 1 })}
                className={buttonClasses({ variant: 'secondary', size: 'sm' })}
                rel="prev"
              >
                {t('dev.previous')}
              </Link>
            ) : null}
            {listing.page.pageInfo.hasNextPage ? (
              <Link
                href={href({ ...search, page: search.page + 1 })}
                className={buttonClasses({ variant: 'secondary', size: 'sm' })}
                rel="next"
              >
                {t('dev.next')}
              </Link>
            ) : null}
          </nav>
        </>
      )}
    </div>
  );
}

export default withPageMessages('(console)/developers/events', EventsPage);
