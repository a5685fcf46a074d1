'use client';

import { Link } from '@/components/ui/link';
import { useTheme } from 'next-themes';
import { useTransition } from 'react';
import { signOutAction } from '@/lib/actions/sign-in/sign-out';
import { setThemeAction } from '@/lib/actions/preferences/update-preferences';
import { can, type Access } from '@/lib/auth/permissions';
import type { Theme } from '@/lib/auth/staff';
import { cn } from '@/components/ui/cn';
import type { MessageKey } from '@/lib/i18n';
import { useT } from '@/lib/i18n/client';
import { Icon, type IconName } from './icons';

const THEME_CHOICES: { value: Theme; label: MessageKey; icon: IconName }[] = [
  { value: 'light', label: 'shell.theme.light', icon: 'sun' },
  { value: 'dark', label: 'shell.theme.dark', icon: 'moon' },
  { value: 'system', label: 'shell.theme.system', icon: 'system' },
];

/** The user menu's open panel: the theme switch, settings and sign-out (loaded when the menu is reached for). */
export function UserMenuPanel({
  id,
  user,
  onClose,
}: {
  id: string;
  user: { name: string; email: string; access: Access };
  onClose: () => void;
}) {
  const t = useT();
  return (
    <div
      id={id}
      className="absolute right-0 z-40 mt-2 w-72 rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="px-3 py-2.5">
        <p className="truncate text-sm font-medium text-slate-900 dark:text-slate-100">{user.name}</p>
        <p className="truncate text-xs text-slate-500 dark:text-slate-400">{user.email}</p>
      </div>
      <ThemeSwitch />
      <div className="my-1 border-t border-slate-200 dark:border-slate-800" />
      <Link href="/settings" onClick={onClose} className={itemClasses}>
        <Icon name="settings" className="h-4 w-4" />
        {t('shell.settings')}
      </Link>
      {can(user.access, 'staff:manage') ? (
        <Link href="/settings/staff" onClick={onClose} className={itemClasses}>
          <Icon name="end-users" className="h-4 w-4" />
          {t('shell.staff')}
        </Link>
      ) : null}
      <form action={signOutAction}>
        <button type="submit" className={cn(itemClasses, 'w-full')}>
          <Icon name="sign-out" className="h-4 w-4" />
          {t('shell.signOut')}
        </button>
      </form>
    </div>
  );
}

const itemClasses =
  'flex items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-300 dark:hover:bg-slate-800';

function ThemeSwitch() {
  const { theme, setTheme } = useTheme();
  const t = useT();
  const [, startTransition] = useTransition();
  return (
    <fieldset className="px-3 py-2">
      <legend className="mb-1.5 text-xs font-medium text-slate-500 dark:text-slate-400">{t('shell.theme')}</legend>
      <div className="grid grid-cols-3 gap-1 rounded-md bg-slate-100 p-1 dark:bg-slate-800">
        {THEME_CHOICES.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              'flex cursor-pointer items-center justify-center gap-1 rounded px-2 py-1 text-xs font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-500',
              theme === choice.value
                ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white'
                : 'text-slate-600 dark:text-slate-400',
            )}
          >
            <input
              type="radio"
              name="theme"
              value={choice.value}
              checked={theme === choice.value}
              onChange={() => {
                setTheme(choice.value);
                const form = new FormData();
                form.set('theme', choice.value);
                startTransition(async () => {
                  await setThemeAction(null, form);
                });
              }}
              className="sr-only"
            />
            <Icon name={choice.icon} className="h-3.5 w-3.5" />
            {t(choice.label)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
