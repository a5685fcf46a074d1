import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { Badge, EmptyState, PageHeader, Table, TBody, Td, Th, THead, Tr } from '@/components/ui';
import { ApiKeyActions } from '@/components/developers/api-key-actions';
import { CreateApiKeyForm } from '@/components/developers/create-api-key-form';
import { getPreferences, requirePermission } from '@/lib/auth';
import { formatDateTime } from '@/lib/format';
import { getT } from '@/lib/auth/translator';
import { getApiConfig, listApiClients } from '@/lib/developers/data';
import { withPageMessages } from '@/components/i18n/page-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT())('nav.apiKeys') };
}

async function ApiKeysPage() {
  await requirePermission('developers');
  const [t, { timeZone }, listing, config] = await Promise.all([
    getT(),
    getPreferences(),
    listApiClients(),
    getApiConfig(),
  ]);
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <PageHeader title={t('nav.apiKeys')} description={t('dev.apiKeys.description')} />
      {listing.kind === 'unsupported' ? (
        <EmptyState title={t('dev.unavailable')}>{t('dev.unavailableHint', { detail: listing.detail })}</EmptyState>
      ) : (
        <>
          <CreateApiKeyForm />
          <Table label={t('nav.apiKeys')}>
            <THead>
              <Tr>
                <Th>{t('dev.apiKeys.name')}</Th>
                <Th>{t('dev.apiKeys.scopes')}</Th>
                <Th>{t('dev.apiKeys.createdBy')}</Th>
                <Th>{t('dev.apiKeys.lastUsed', { zone: timeZone })}</Th>
                <Th>{t('common.status')}</Th>
              </Tr>
            </THead>
            <TBody>
              {listing.page.items.map((client) => (
                <Tr key={client.client_id} data-testid="api-key-row">
                  <Td className="align-top">
                    <span className="block font-medium">{client.name}</span>
                    <code className="block font-mono text-xs">{client.client_id}</code>
                    <Link
                      href={`/developers/logs?client_id=${encodeURIComponent(client.client_id)}`}
                      className="text-xs text-indigo-700 hover:underline dark:text-indigo-300"
                    >
                      {t('dev.apiKeys.requests')}
                    </Link>
                  </Td>
                  <Td className="align-top font-mono text-xs">{client.scopes.join(' ')}</Td>
                  <Td className="align-top text-xs">
                    <span className="block">{client.created_by ?? '—'}</span>
                    <span className="block tabular-nums">{formatDateTime(client.date_created_gmt, timeZone)}</span>
                  </Td>
                  <Td className="align-top text-xs tabular-nums">
                    {client.last_used_gmt
                      ? formatDateTime(client.last_used_gmt, timeZone, { seconds: true })
                      : t('dev.apiKeys.never')}
                  </Td>
                  <Td className="align-top">
                    <Badge tone={client.status === 'ACTIVE' ? 'success' : 'danger'}>{client.status}</Badge>
                    {client.status === 'ACTIVE' && client.client_id !== config.clientId ? (
                      <div className="mt-2">
                        <ApiKeyActions clientId={client.client_id} name={client.name} />
                      </div>
                    ) : null}
                    {client.client_id === config.clientId ? (
                      <span className="mt-1 block text-xs text-slate-500">{t('dev.apiKeys.console')}</span>
                    ) : null}
                  </Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        </>
      )}
    </div>
  );
}

export default withPageMessages('(console)/developers/api-keys', ApiKeysPage);
