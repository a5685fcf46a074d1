import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ConnectLinkDetail } from '@/components/resources/links/connect-link-detail';
import { getDisplay, loadDirectory } from '@/lib/data/lists';
import { UnsupportedDetail } from '@/components/resources/transactions/unsupported-detail';
import { requirePermission } from '@/lib/auth';
import { connectLinks } from '@/lib/merchant-api';

export const metadata: Metadata = { title: 'Connect link' };

export default async function ConnectLinkPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePermission('read');
  const { id } = await params;
  const [lookup, display, directory] = await Promise.all([connectLinks.get(id), getDisplay(), loadDirectory({ merchants: true })]);
  if (lookup.kind === 'unsupported') return <UnsupportedDetail back={{ href: '/connect-links', label: 'Connect links' }} what="Connect link" id={id} detail={lookup.detail} />;
  if (lookup.kind === 'not_found') notFound();
  return <ConnectLinkDetail link={lookup.data} display={display} directory={directory} />;
}
