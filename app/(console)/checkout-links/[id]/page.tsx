import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CheckoutLinkDetail } from '@/components/links/checkout-link-detail';
import { getDisplay, loadDirectory } from '@/lib/lists/data';
import { UnsupportedDetail } from '@/components/transactions/unsupported-detail';
import { requirePermission } from '@/lib/auth';
import { getCheckoutLink } from '@/lib/links/data';
import { getT } from '@/lib/auth/translator';
import { withPageMessages } from '@/components/i18n/page-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT())('kind.checkoutLink') };
}

async function CheckoutLinkPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePermission('read');
  const { id } = await params;
  const t = await getT();
  const [lookup, display, directory] = await Promise.all([
    getCheckoutLink(id),
    getDisplay(),
    loadDirectory({ merchants: true }),
  ]);
  if (lookup.kind === 'unsupported')
    return (
      <UnsupportedDetail
        back={{ href: '/checkout-links', label: t('nav.checkoutLinks') }}
        what={t('kind.checkoutLink')}
        id={id}
        detail={lookup.detail}
      />
    );
  if (lookup.kind === 'not_found') notFound();
  return <CheckoutLinkDetail link={lookup.data} display={display} directory={directory} />;
}

export default withPageMessages('(console)/checkout-links/[id]', CheckoutLinkPage);
