import type { Metadata } from 'next';
import { CheckoutLinkForm } from '@/components/links/checkout-link-form';
import { loadFormContext } from '@/lib/forms/data';
import { PageHeader } from '@/components/ui/page-header';
import { requirePermission } from '@/lib/auth';
import { getT } from '@/lib/auth/translator';
import { withPageMessages } from '@/components/i18n/page-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT())('action.newCheckoutLink') };
}

async function NewCheckoutLinkPage() {
  await requirePermission('links:create');
  const t = await getT();
  const context = await loadFormContext({ tenants: true, merchants: true, institutions: true });
  return (
    <div className="max-w-3xl">
      <PageHeader title={t('action.newCheckoutLink')} description={t('new.checkout-links.description')} />
      <CheckoutLinkForm context={context} />
    </div>
  );
}

export default withPageMessages('(console)/checkout-links/new', NewCheckoutLinkPage);
