import { toConnectLinkRow } from '@/lib/lists/list-rows';
import type { Metadata } from 'next';
import type { SearchParams } from 'nuqs/server';
import { hasFilters, loadLinkParams } from '@/lib/lists/search-params';
import { ConnectLinksTable } from '@/components/links/links-tables';
import { getDisplay, listTableProps, loadDirectory } from '@/lib/lists/data';
import { NewLink } from '@/components/detail/new-link';
import { PageHeader } from '@/components/ui/page-header';
import { ListExports } from '@/components/export/list-exports';
import { requirePermission } from '@/lib/auth';
import { listConnectLinks } from '@/lib/links/data';
import { LINK_FILTERS } from '@/lib/merchant-api/filters';
import { getT } from '@/lib/auth/translator';
import { withPageMessages } from '@/components/i18n/page-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT())('nav.connectLinks') };
}

async function ConnectLinksPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const session = await requirePermission('read');
  const t = await getT();
  const [values, display] = await Promise.all([loadLinkParams(searchParams), getDisplay()]);
  const [result, directory] = await Promise.all([
    listConnectLinks(values, display.timeZone),
    loadDirectory({ merchants: true }),
  ]);
  return (
    <>
      <PageHeader
        title={t('nav.connectLinks')}
        description={t('list.connect-links.description')}
        actions={
          <>
            <ListExports
              listPath="/connect-links"
              access={session.user.access}
              available={result.kind !== 'unsupported'}
            />
            <NewLink href="/connect-links/new" permission="links:create" access={session.user.access}>
              {t('action.newConnectLink')}
            </NewLink>
          </>
        }
      />
      <ConnectLinksTable
        {...listTableProps(result, toConnectLinkRow)}
        display={display}
        directory={directory}
        filtered={hasFilters(values, LINK_FILTERS)}
      />
    </>
  );
}

export default withPageMessages('(console)/connect-links/(list)', ConnectLinksPage);
