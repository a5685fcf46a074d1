'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { cn } from '@/components/ui/cn';
import { controlClasses } from '@/components/ui/input';
import { useT } from '@/lib/i18n/client';
import { Icon } from './icons';

/** Jumps to an object by id (trx_…, acc_…) or searches. Works without JavaScript too (a GET form to /search). */
export function SearchBox({ className }: { className?: string }) {
  const router = useRouter();
  const t = useT();
  const [query, setQuery] = useState('');

  // Where a query goes (the id prefixes' table) loads on the first search, not with every route (docs/performance.md,
  // "First-load JavaScript").
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { searchTarget } = await import('./search-target');
    const target = searchTarget(query);
    if (!target) return;
    setQuery('');
    router.push(target);
  }

  return (
    <form
      role="search"
      action="/search"
      method="get"
      onSubmit={(event) => void onSubmit(event)}
      className={cn('relative', className)}
    >
      <label htmlFor="console-search" className="sr-only">
        {t('shell.searchLabel')}
      </label>
      <Icon
        name="search"
        className="pointer-events-none absolute top-1/2 left-2.5 h-4 w-4 -translate-y-1/2 text-slate-400"
      />
      <input
        id="console-search"
        name="q"
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onFocus={() => void import('./search-target')}
        placeholder={t('shell.searchPlaceholder')}
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
        className={cn(controlClasses, 'h-9 pl-8')}
      />
    </form>
  );
}
