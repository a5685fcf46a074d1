import type { ReactNode } from 'react';
import { allowedGoTargets, paletteCommands } from '@/components/palette/commands';
import { CommandCenter } from '@/components/palette/command-center';
import { can, type Access, type Role } from '@/lib/auth/permissions';
import { translator, type Language } from '@/lib/i18n';
import { Badge } from '@/components/ui/badge';
import { Brand } from './brand';
import { localizedNav } from './localized-nav';
import { MobileNav } from './mobile-nav';
import { NAV_SECTIONS, type NavSection } from '@/lib/navigation';
import { roleBadge } from './role-tone';
import { SearchBox } from './search-box';
import { SidebarNav } from './sidebar-nav';
import { UserMenu } from './user-menu';

/** The sections this member may open (an empty section disappears). */
export function navFor(access: Access | Role): NavSection[] {
  return NAV_SECTIONS.map((section) => ({
    ...section,
    items: section.items.filter((item) => can(access, item.permission)),
  })).filter((section) => section.items.length > 0);
}

/** Sidebar (a drawer on phones), search, command palette, user menu and the page, in the member's language. */
export function AppShell({
  user,
  language = 'en',
  children,
}: {
  user: { name: string; email: string; access: Access };
  language?: Language;
  children: ReactNode;
}) {
  const t = translator(language);
  const sections = localizedNav(navFor(user.access), t);
  const role = roleBadge(user.access.role, user.access.name, t);
  return (
    <div
      lang={language}
      className="min-h-screen bg-slate-50 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] dark:bg-slate-950"
    >
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-medium text-indigo-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('shell.skipToContent')}
      </a>
      <aside className="sticky top-0 hidden h-screen flex-col border-r border-slate-200 bg-white lg:flex dark:border-slate-800 dark:bg-slate-900">
        <div className="flex h-14 items-center border-b border-slate-200 px-4 dark:border-slate-800">
          <Brand />
        </div>
        <SidebarNav sections={sections} />
      </aside>
      <div className="flex min-h-screen min-w-0 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-slate-200 bg-white/90 px-2 backdrop-blur sm:gap-3 sm:px-4 lg:px-6 dark:border-slate-800 dark:bg-slate-900/90">
          <MobileNav sections={sections} />
          <SearchBox className="min-w-0 flex-1 sm:max-w-md" />
          <CommandCenter commands={paletteCommands(user.access, sections, t)} allowedGo={allowedGoTargets(sections)} />
          <div className="ml-auto shrink-0">
            <UserMenu
              user={user}
              badge={
                <Badge tone={role.tone} data-testid="role-badge">
                  {role.label}
                </Badge>
              }
            />
          </div>
        </header>
        <main id="main" tabIndex={-1} className="flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8">
          {children}
        </main>
      </div>
    </div>
  );
}
