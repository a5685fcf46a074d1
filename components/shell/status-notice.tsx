import { Link } from '@/components/ui/link';
import { buttonClasses } from '@/components/ui/button';
import { getT } from '@/lib/auth/translator';

/** A page the console cannot show (403, 404): its status, what happened, why, and the way back to the overview. */
export function StatusNotice({
  status,
  title,
  detail,
  back,
}: {
  status: number;
  title: string;
  detail: string;
  back: string;
}) {
  return (
    <div className="mx-auto max-w-lg py-16 text-center">
      <p className="text-sm font-semibold text-indigo-600 dark:text-indigo-400">{status}</p>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight text-slate-900 dark:text-slate-100">{title}</h1>
      <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">{detail}</p>
      <Link href="/" className={buttonClasses({ variant: 'secondary', className: 'mt-6' })}>
        {back}
      </Link>
    </div>
  );
}

/**
 * The console's 404: an address that matches no page, or a page whose record does not exist (`notFound()`), in the
 * member's language with a way back, instead of the framework's bare default.
 */
export async function NotFoundNotice() {
  const t = await getT();
  return (
    <StatusNotice status={404} title={t('notFound.title')} detail={t('notFound.detail')} back={t('notFound.back')} />
  );
}
