import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AccountActions } from '@/components/accounts/account-actions';
import { AccountDetail } from '@/components/accounts/account-detail';
import { getDisplay, loadDirectory } from '@/lib/lists/data';
import { UnsupportedDetail } from '@/components/transactions/unsupported-detail';
import { requirePermission } from '@/lib/auth';
import { getAccount, loadAccountRelated } from '@/lib/accounts/data';
import { getT } from '@/lib/auth/translator';
import { withPageMessages } from '@/components/i18n/page-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT())('kind.account') };
}

async function AccountPage({ params }: { params: Promise<{ id: string }> }) {
  const session = await requirePermission('read');
  const { id } = await params;
  const t = await getT();
  const [lookup, display, directory, related] = await Promise.all([
    getAccount(id),
    getDisplay(),
    loadDirectory({ merchants: true }),
    loadAccountRelated(id),
  ]);
  if (lookup.kind === 'unsupported')
    return (
      <UnsupportedDetail
        back={{ href: '/accounts', label: t('nav.accounts') }}
        what={t('kind.account')}
        id={id}
        detail={lookup.detail}
      />
    );
  if (lookup.kind === 'not_found') notFound();
  return (
    <AccountDetail
      account={lookup.data}
      related={related}
      display={display}
      directory={directory}
      actions={<AccountActions account={lookup.data} access={session.user.access} />}
    />
  );
}

export default withPageMessages('(console)/accounts/[id]', AccountPage);
