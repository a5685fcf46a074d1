'use client';

import dynamic from 'next/dynamic';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { Access } from '@/lib/auth/permissions';
import { Icon } from './icons';

// The panel's code (theme switch, sign-out) loads when the member reaches for the menu (docs/performance.md,
// "First-load JavaScript").
const loadPanel = () => import('./user-menu-panel').then((m) => m.UserMenuPanel);
const UserMenuPanel = dynamic(loadPanel, { ssr: false });

/**
 * Name and role badge; opens a panel with the theme switch, settings and sign-out. The badge comes rendered from
 * the shell (a server component), so the role tables stay out of every route's JavaScript (docs/performance.md,
 * "First-load JavaScript").
 */
export function UserMenu({ user, badge }: { user: { name: string; email: string; access: Access }; badge: ReactNode }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:bg-slate-800"
      >
        <span
          aria-hidden
          className="flex h-7 w-7 items-center justify-center rounded-full bg-slate-200 text-xs font-semibold text-slate-700 dark:bg-slate-700 dark:text-slate-200"
        >
          {initials(user.name)}
        </span>
        <span className="hidden max-w-40 truncate font-medium text-slate-800 sm:inline dark:text-slate-200">
          {user.name}
        </span>
        <span className="sr-only sm:hidden">{user.name}</span>
        {badge}
        <Icon name="chevron-down" className="h-4 w-4 text-slate-500" />
      </button>
      {open ? <UserMenuPanel id={panelId} user={user} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? parts[parts.length - 1][0] : '')).toUpperCase() || '?';
}
