import { Link } from '@/components/ui/link';
import { buttonClasses } from '@/components/ui/button';
import { getT } from '@/lib/i18n/server';

/** What requirePermission() shows (with a 403) when the member's role does not allow the page. */
export default async function Forbidden() {
  const t = await getT();
  return (
    <div className="mx-auto max-w-lg py-16 text-center">
      <p className="text-sm font-semibold text-indigo-600 dark:text-indigo-400">403</p>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight text-slate-900 dark:text-slate-100">
        {t('forbidden.title')}
      </h1>
      <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">{t('forbidden.detail')}</p>
      <Link href="/" className={buttonClasses({ variant: 'secondary', className: 'mt-6' })}>
        {t('forbidden.back')}
      </Link>
    </div>
  );
}
