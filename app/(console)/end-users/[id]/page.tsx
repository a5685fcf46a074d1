import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { EndUserDetail } from '@/components/end-users/end-user-detail';
import { getDisplay, loadDirectory } from '@/lib/lists/data';
import { UnsupportedDetail } from '@/components/transactions/unsupported-detail';
import { requirePermission } from '@/lib/auth';
import { getEndUser, loadEndUserRelated } from '@/lib/end-users/data';
import { getT } from '@/lib/auth/translator';
import { withPageMessages } from '@/components/i18n/page-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT())('kind.endUser') };
}

async function EndUserPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePermission('read');
  const { id } = await params;
  const t = await getT();
  const [lookup, display, directory, related] = await Promise.all([
    getEndUser(id),
    getDisplay(),
    loadDirectory({ merchants: true }),
    loadEndUserRelated(id),
  ]);
  if (lookup.kind === 'unsupported')
    return (
      <UnsupportedDetail
        back={{ href: '/end-users', label: t('nav.endUsers') }}
        what={t('kind.endUser')}
        id={id}
        detail={lookup.detail}
      />
    );
  if (lookup.kind === 'not_found') notFound();
  return <EndUserDetail endUser={lookup.data} related={related} display={display} directory={directory} />;
}

export default withPageMessages('(console)/end-users/[id]', EndUserPage);
