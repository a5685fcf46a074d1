import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ConnectLinkDetail } from '@/components/links/connect-link-detail';
import { getDisplay, loadDirectory } from '@/lib/lists/data';
import { UnsupportedDetail } from '@/components/transactions/unsupported-detail';
import { requirePermission } from '@/lib/auth';
import { getConnectLink } from '@/lib/links/data';
import { getT } from '@/lib/auth/translator';
import { withPageMessages } from '@/components/i18n/page-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT())('kind.connectLink') };
}

async function ConnectLinkPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePermission('read');
  const { id } = await params;
  const t = await getT();
  const [lookup, display, directory] = await Promise.all([
    getConnectLink(id),
    getDisplay(),
    loadDirectory({ merchants: true }),
  ]);
  if (lookup.kind === 'unsupported')
    return (
      <UnsupportedDetail
        back={{ href: '/connect-links', label: t('nav.connectLinks') }}
        what={t('kind.connectLink')}
        id={id}
        detail={lookup.detail}
      />
    );
  if (lookup.kind === 'not_found') notFound();
  return <ConnectLinkDetail link={lookup.data} display={display} directory={directory} />;
}

export default withPageMessages('(console)/connect-links/[id]', ConnectLinkPage);
