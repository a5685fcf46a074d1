'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '@/components/ui/cn';
import type { MessageKey } from '@/lib/i18n';
import { useT } from '@/lib/i18n/client';
import type { PaletteAnswer, PaletteCommand, PaletteHit } from './types';

const LIST_LABEL: Record<string, MessageKey> = {
  payments: 'nav.payments',
  transfers: 'nav.transfers',
  payouts: 'nav.payouts',
  deposits: 'nav.deposits',
  accounts: 'nav.accounts',
  'end-users': 'nav.endUsers',
  'connect-links': 'nav.connectLinks',
  'checkout-links': 'nav.checkoutLinks',
  'recurring-plans': 'nav.recurringPlans',
};

type Lookup =
  | { query: string; state: 'loading' }
  | { query: string; state: 'done'; answer: PaletteAnswer }
  | { query: string; state: 'failed' };

interface Option {
  key: string;
  href: string;
  group: 'results' | 'pages' | 'actions';
  label: string;
  code?: string | null;
  detail?: string;
  badge?: string;
}

/** Lower case without accents, so "configuracion" finds "Configuración". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The command palette: find an object by id, code, reference or email (looked up on the server), go to a
 * page, or start an action the member's role allows. A combobox over a grouped listbox (WAI-ARIA pattern),
 * in a modal <dialog>.
 */
export function CommandPalette({
  open,
  onClose,
  commands,
}: {
  open: boolean;
  onClose: () => void;
  commands: PaletteCommand[];
}) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const t = useT();
  return (
    <dialog
      ref={ref}
      aria-label={t('palette.title')}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      className="mx-auto mt-[12vh] w-[min(40rem,calc(100vw-2rem))] rounded-lg border border-slate-200 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/50 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100"
    >
      {open ? <PaletteBody commands={commands} onClose={onClose} /> : null}
    </dialog>
  );
}

function PaletteBody({ commands, onClose }: { commands: PaletteCommand[]; onClose: () => void }) {
  const t = useT();
  const router = useRouter();
  const id = useId();
  const [query, setQuery] = useState('');
  const [lookup, setLookup] = useState<Lookup | null>(null);
  const [active, setActive] = useState(0);
  const q = query.trim();

  useEffect(() => {
    if (q.length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setLookup({ query: q, state: 'loading' });
      try {
        const response = await fetch(`/palette?q=${encodeURIComponent(q)}`, {
          signal: controller.signal,
          credentials: 'same-origin',
          cache: 'no-store',
        });
        if (!response.ok) throw new Error(String(response.status));
        const answer = (await response.json()) as PaletteAnswer;
        setLookup({ query: q, state: 'done', answer });
      } catch {
        if (!controller.signal.aborted) setLookup({ query: q, state: 'failed' });
      }
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q]);

  const current = lookup && lookup.query === q && q.length >= 2 ? lookup : null;
  const answered = current?.state === 'done' ? current.answer : null;
  const hits = useMemo<PaletteHit[]>(() => answered?.hits ?? [], [answered]);

  const options = useMemo<Option[]>(() => {
    const needle = fold(q);
    const matches = (c: PaletteCommand) => !needle || fold(`${c.label} ${c.keywords ?? ''}`).includes(needle);
    const results: Option[] = hits.map((hit) => ({
      key: `hit:${hit.id}`,
      href: hit.href,
      group: 'results',
      label: hit.title,
      code: hit.code,
      detail: hit.detail,
      badge: LIST_LABEL[hit.list] ? t(LIST_LABEL[hit.list]) : hit.list,
    }));
    const pages: Option[] = commands
      .filter((c) => c.group === 'pages' && matches(c))
      .map((c) => ({ key: `page:${c.href}`, href: c.href, group: 'pages', label: c.label }));
    const actions: Option[] = commands
      .filter((c) => c.group === 'actions' && matches(c))
      .map((c) => ({ key: `action:${c.href}`, href: c.href, group: 'actions', label: c.label }));
    return [...results, ...pages, ...actions];
  }, [q, hits, commands, t]);

  const activeIndex = Math.min(active, Math.max(0, options.length - 1));
  const activeOption = options[activeIndex];

  useEffect(() => {
    if (!activeOption) return;
    document.getElementById(`${id}-${activeOption.key}`)?.scrollIntoView({ block: 'nearest' });
  }, [activeOption, id]);

  function go(option: Option | undefined) {
    if (!option) return;
    onClose();
    router.push(option.href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    const last = options.length - 1;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive(activeIndex >= last ? 0 : activeIndex + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(activeIndex <= 0 ? last : activeIndex - 1);
    } else if (event.key === 'Home' && event.ctrlKey) {
      event.preventDefault();
      setActive(0);
    } else if (event.key === 'End' && event.ctrlKey) {
      event.preventDefault();
      setActive(last);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(activeOption);
    }
  }

  const status =
    q.length < 2
      ? ''
      : !current || current.state === 'loading'
        ? t('palette.searching')
        : current.state === 'failed'
          ? t('palette.searchFailedRetry')
          : current.answer.error && hits.length === 0
            ? t('palette.searchFailed', { message: current.answer.error })
            : hits.length === 0
              ? options.length === 0
                ? t('palette.noMatches', { query: q })
                : t('palette.noObjects')
              : `${t.plural('palette.results', hits.length)}${current.answer.partial ? ` · ${t('palette.partial')}` : ''}`;

  const groups: { key: Option['group']; label: string }[] = [
    { key: 'results', label: t('palette.group.results') },
    { key: 'pages', label: t('palette.group.pages') },
    { key: 'actions', label: t('palette.group.actions') },
  ];

  return (
    <div className="flex max-h-[70vh] flex-col">
      <div className="flex items-center gap-2 border-b border-slate-200 px-4 dark:border-slate-800">
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.75}
          aria-hidden="true"
          className="h-5 w-5 shrink-0 text-slate-500"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-4-4" strokeLinecap="round" />
        </svg>
        <label htmlFor={`${id}-input`} className="sr-only">
          {t('palette.inputLabel')}
        </label>
        <input
          id={`${id}-input`}
          role="combobox"
          aria-expanded={options.length > 0}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? `${id}-${activeOption.key}` : undefined}
          aria-describedby={`${id}-status`}
          autoFocus
          autoComplete="off"
          spellCheck={false}
          maxLength={200}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          placeholder={t('palette.placeholder')}
          className="h-12 min-w-0 flex-1 bg-transparent text-base text-slate-900 placeholder:text-slate-500 focus:outline-none dark:text-slate-100 dark:placeholder:text-slate-400"
        />
        <kbd className="hidden rounded border border-slate-300 px-1.5 py-0.5 text-xs text-slate-600 sm:inline dark:border-slate-700 dark:text-slate-400">
          Esc
        </kbd>
      </div>
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label={t('palette.title')}
        className="min-h-0 flex-1 overflow-y-auto p-2"
      >
        {groups.map((group) => {
          const items = options.filter((o) => o.group === group.key);
          if (items.length === 0) return null;
          return (
            <li key={group.key} role="presentation" className="pb-2">
              <div
                id={`${id}-group-${group.key}`}
                role="presentation"
                className="px-2 pt-1 pb-1 text-xs font-semibold text-slate-600 dark:text-slate-400"
              >
                {group.label}
              </div>
              <ul role="group" aria-labelledby={`${id}-group-${group.key}`}>
                {items.map((option) => {
                  const selected = option === activeOption;
                  return (
                    <li
                      key={option.key}
                      id={`${id}-${option.key}`}
                      role="option"
                      aria-selected={selected}
                      onMouseMove={() => setActive(options.indexOf(option))}
                      onClick={() => go(option)}
                      className={cn(
                        'flex cursor-pointer items-center gap-3 rounded-md px-2 py-2 text-sm',
                        selected
                          ? 'bg-indigo-50 text-indigo-900 dark:bg-indigo-950 dark:text-indigo-100'
                          : 'text-slate-800 dark:text-slate-200',
                      )}
                    >
                      <span className="min-w-0 flex-1">
                        <span className="block truncate font-medium">
                          {option.label}
                          {option.code ? (
                            <span className="ml-2 font-mono text-xs font-normal text-slate-600 dark:text-slate-400">
                              {option.code}
                            </span>
                          ) : null}
                        </span>
                        {option.detail ? (
                          <span className="block truncate text-xs text-slate-600 dark:text-slate-400">
                            {option.detail}
                          </span>
                        ) : null}
                      </span>
                      {option.badge ? (
                        <span className="shrink-0 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300">
                          {option.badge}
                        </span>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 px-4 py-2 text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400">
        <span id={`${id}-status`} role="status" aria-live="polite">
          {status}
        </span>
        <span aria-hidden="true">{t('palette.hint')}</span>
      </div>
    </div>
  );
}
