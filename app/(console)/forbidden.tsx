import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';

/** What requirePermission() shows (with a 403) when the member's role does not allow the page. */
export default function Forbidden() {
  return (
    <div className="mx-auto max-w-lg py-16 text-center">
      <p className="text-sm font-semibold text-indigo-600 dark:text-indigo-400">403</p>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight text-slate-900 dark:text-slate-100">You do not have access to this page</h1>
      <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">Your role does not include it. Ask an admin if you need access.</p>
      <Link href="/" className={buttonClasses({ variant: 'secondary', className: 'mt-6' })}>
        Back to the overview
      </Link>
    </div>
  );
}
