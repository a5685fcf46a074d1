'use client';

import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { useT } from '@/lib/i18n/client';
import { Icon } from './icons';
import { isActive, type NavSection } from '@/lib/navigation';

/** The console's sections; the current one is marked for sighted and screen-reader users alike. */
export function SidebarNav({ sections, onNavigate }: { sections: readonly NavSection[]; onNavigate?: () => void }) {
  const pathname = usePathname();
  const t = useT();
  return (
    <nav aria-label={t('shell.navLabel')} className="flex-1 space-y-5 overflow-y-auto px-3 py-4">
      {sections.map((section, index) => (
        <div key={index} className="space-y-1">
          {section.label ? (
            <p className="px-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
              {section.label}
            </p>
          ) : null}
          <ul className="space-y-0.5">
            {section.items.map((item) => {
              const active = isActive(item.href, pathname);
              return (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    onClick={onNavigate}
                    aria-current={active ? 'page' : undefined}
                    className="nav-link"
                  >
                    <Icon name={item.icon} className="h-5 w-5 shrink-0 opacity-80" />
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
