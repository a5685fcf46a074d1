import type { Metadata } from 'next';
import Link from 'next/link';
import { requirePermission } from '@/lib/auth';
import { navFor } from '@/components/shell/app-shell';
import { Icon } from '@/components/shell/icons';
import { PageHeader } from '@/components/ui';

export const metadata: Metadata = { title: 'Overview · Merchant Console' };

/** A minimal start page: the sections this member's role opens, one click away. */
export default async function OverviewPage() {
  const { user } = await requirePermission('read');
  const sections = navFor(user.role).filter((section) => section.label !== null);

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={`Welcome, ${user.name}`} description="Find payments, money movements and customers, or jump to any object by its id from the search box." />
      <div className="space-y-8">
        {sections.map((section) => (
          <section key={section.label} aria-labelledby={`overview-${section.label}`}>
            <h2 id={`overview-${section.label}`} className="mb-3 text-sm font-semibold text-slate-500 dark:text-slate-400">
              {section.label}
            </h2>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {section.items.map((item) => (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm font-medium text-slate-800 shadow-sm hover:border-indigo-300 hover:bg-indigo-50/40 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-200 dark:hover:border-indigo-700"
                  >
                    <Icon name={item.icon} className="h-5 w-5 text-indigo-600 dark:text-indigo-400" />
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
