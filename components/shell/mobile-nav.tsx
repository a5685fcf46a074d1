'use client';

import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/client';
import { Brand } from './brand';
import { Icon } from './icons';
import type { NavSection } from '@/lib/navigation';
import { SidebarNav } from './sidebar-nav';

/** Below the `lg` breakpoint the sidebar becomes a drawer behind a menu button. */
export function MobileNav({ sections }: { sections: readonly NavSection[] }) {
  const [open, setOpen] = useState(false);
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label={t('shell.openNav')}
        aria-expanded={open}
        aria-controls="mobile-nav"
        onClick={() => setOpen(true)}
      >
        <Icon name="menu" />
      </Button>
      <dialog
        id="mobile-nav"
        ref={dialog}
        aria-label={t('shell.mobileNav')}
        onClose={() => setOpen(false)}
        onClick={(event) => {
          if (event.target === dialog.current) setOpen(false);
        }}
        className="m-0 h-dvh max-h-none w-72 max-w-[85vw] border-r border-slate-200 bg-white p-0 backdrop:bg-slate-950/50 lg:hidden dark:border-slate-800 dark:bg-slate-900"
      >
        {/* The drawer's content exists only while it is open: the page's HTML carries the navigation once. */}
        {open ? (
          <div className="flex h-full flex-col">
            <div className="flex h-14 items-center justify-between border-b border-slate-200 px-4 dark:border-slate-800">
              <Brand />
              <Button variant="ghost" size="icon" aria-label={t('shell.closeNav')} onClick={() => setOpen(false)}>
                <Icon name="close" />
              </Button>
            </div>
            <SidebarNav sections={sections} onNavigate={() => setOpen(false)} />
          </div>
        ) : null}
      </dialog>
    </>
  );
}
