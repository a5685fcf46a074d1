import type { Metadata } from 'next';
import { ConnectLinkForm } from '@/components/links/connect-link-form';
import { loadFormContext } from '@/lib/forms/data';
import { PageHeader } from '@/components/ui/page-header';
import { serviceName } from '@/lib/actions/links/link-fields';
import { requirePermission } from '@/lib/auth';
import { getT } from '@/lib/auth/translator';
import { withPageMessages } from '@/components/i18n/page-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT())('action.newConnectLink') };
}

async function NewConnectLinkPage() {
  await requirePermission('links:create');
  const t = await getT();
  const context = await loadFormContext({ merchants: true, institutions: true });
  return (
    <div className="max-w-3xl">
      <PageHeader title={t('action.newConnectLink')} description={t('new.connect-links.description')} />
      <ConnectLinkForm context={context} serviceName={serviceName()} />
    </div>
  );
}

export default withPageMessages('(console)/connect-links/new', NewConnectLinkPage);
