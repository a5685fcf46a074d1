import type { Metadata } from 'next';
import { EndUserForm } from '@/components/end-users/end-user-form';
import { loadFormContext } from '@/lib/forms/data';
import { PageHeader } from '@/components/ui/page-header';
import { requirePermission } from '@/lib/auth';
import { getT } from '@/lib/auth/translator';
import { withPageMessages } from '@/components/i18n/page-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT())('action.newEndUser') };
}

async function NewEndUserPage() {
  await requirePermission('end-users:create');
  const t = await getT();
  const context = await loadFormContext({ merchants: true });
  return (
    <div className="max-w-3xl">
      <PageHeader title={t('action.newEndUser')} description={t('new.end-users.description')} />
      <EndUserForm context={context} />
    </div>
  );
}

export default withPageMessages('(console)/end-users/new', NewEndUserPage);
