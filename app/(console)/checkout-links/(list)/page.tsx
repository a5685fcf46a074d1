import { toCheckoutLinkRow } from '@/lib/lists/list-rows';
import type { Metadata } from 'next';
import type { SearchParams } from 'nuqs/server';
import { hasFilters, loadLinkParams } from '@/lib/lists/search-params';
import { CheckoutLinksTable } from '@/components/links/links-tables';
import { getDisplay, listTableProps, loadDirectory } from '@/lib/lists/data';
import { NewLink } from '@/components/detail/new-link';
import { PageHeader } from '@/components/ui/page-header';
import { ListExports } from '@/components/export/list-exports';
import { requirePermission } from '@/lib/auth';
import { listCheckoutLinks } from '@/lib/links/data';
import { LINK_FILTERS } from '@/lib/merchant-api/filters';
import { getT } from '@/lib/auth/translator';
import { withPageMessages } from '@/components/i18n/page-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT())('nav.checkoutLinks') };
}

async function CheckoutLinksPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const session = await requirePermission('read');
  const t = await getT();
  const [values, display] = await Promise.all([loadLinkParams(searchParams), getDisplay()]);
  const [result, directory] = await Promise.all([
    listCheckoutLinks(values, display.timeZone),
    loadDirectory({ merchants: true }),
  ]);
  return (
    <>
      <PageHeader
        title={t('nav.checkoutLinks')}
        description={t('list.checkout-links.description')}
        actions={
          <>
            <ListExports
              listPath="/checkout-links"
              access={session.user.access}
              available={result.kind !== 'unsupported'}
            />
            <NewLink href="/checkout-links/new" permission="links:create" access={session.user.access}>
              {t('action.newCheckoutLink')}
            </NewLink>
          </>
        }
      />
      <CheckoutLinksTable
        {...listTableProps(result, toCheckoutLinkRow)}
        display={display}
        directory={directory}
        filtered={hasFilters(values, LINK_FILTERS)}
      />
    </>
  );
}

export default withPageMessages('(console)/checkout-links/(list)', CheckoutLinksPage);
