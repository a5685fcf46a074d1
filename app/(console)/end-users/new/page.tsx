import type { Metadata } from 'next';
import { EndUserForm } from '@/components/actions/end-users/end-user-form';
import { loadFormContext } from '@/lib/data/forms';
import { PageHeader } from '@/components/ui/page-header';
import { requirePermission } from '@/lib/auth';

export const metadata: Metadata = { title: 'New end user' };

export default async function NewEndUserPage() {
  await requirePermission('end-users:create');
  const context = await loadFormContext({ merchants: true });
  return (
    <div className="max-w-3xl">
      <PageHeader title="New end user" description="A customer who will connect bank accounts and pay." />
      <EndUserForm context={context} />
    </div>
  );
}
