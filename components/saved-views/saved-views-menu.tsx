'use client';

import { Link } from '@/components/ui/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { useActionState, useCallback, useEffect, useId, useRef, useState, useTransition } from 'react';
import { createPortal } from 'react-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Dialog } from '@/components/ui/dialog';
import { controlClasses } from '@/components/ui/input';
import { deleteViewAction } from '@/lib/actions/saved-views/delete';
import { saveViewAction } from '@/lib/actions/saved-views/save';
import type { ActionState } from '@/lib/forms/state';
import { useT } from '@/lib/i18n/client';
import { filterCount, listOfPath, MAX_VIEW_NAME, viewHref, viewQuery, type SavedView } from '@/lib/saved-views/lists';

export interface SavedViewsMenuProps {
  /** Every column the member can show or hide. */
  columnIds: string[];
  /** The columns the list hides until asked. */
  defaultHidden: string[];
  /** The columns hidden right now. */
  hidden: string[];
  /** Open at once (the member clicked "Views" while this code was loading: ./lazy-saved-views-menu.tsx). */
  openAtStart?: boolean;
  /** Take the keyboard focus at once (it was on the button this one replaces). */
  focusAtStart?: boolean;
}

type Load = { kind: 'idle' } | { kind: 'loading' } | { kind: 'ready'; views: SavedView[] } | { kind: 'error' };

/**
 * "Views" on a list's toolbar: apply a saved view (own or shared by the team), save the current filters and
 * columns under a name, delete own views. Renders nothing outside a list page.
 */
export function SavedViewsMenu({ columnIds, defaultHidden, hidden, openAtStart, focusAtStart }: SavedViewsMenuProps) {
  const t = useT();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const list = listOfPath(pathname);
  const [open, setOpen] = useState(Boolean(openAtStart));
  const [saving, setSaving] = useState(false);
  const [load, setLoad] = useState<Load>({ kind: 'idle' });
  const [notice, setNotice] = useState('');
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const refresh = useCallback(async () => {
    if (!list) return;
    setLoad((current) => (current.kind === 'ready' ? current : { kind: 'loading' }));
    try {
      const response = await fetch(`/saved-views?list=${encodeURIComponent(list)}`, {
        credentials: 'same-origin',
        cache: 'no-store',
      });
      if (!response.ok) throw new Error(String(response.status));
      const body = (await response.json()) as { views: SavedView[] };
      setLoad({ kind: 'ready', views: body.views });
    } catch {
      setLoad({ kind: 'error' });
    }
  }, [list]);

  // Once, as it replaces the lazy button: take over its focus, and load the views if it opens at once.
  const [startAt] = useState({ openAtStart, focusAtStart });
  useEffect(() => {
    if (startAt.focusAtStart) button.current?.focus();
    if (startAt.openAtStart) void Promise.resolve().then(refresh);
  }, [startAt, refresh]);

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

  if (!list || !pathname) return null;

  const table = { columnIds, defaultHidden };
  const views = load.kind === 'ready' ? load.views : [];
  const mine = views.filter((v) => v.mine);
  const shared = views.filter((v) => !v.mine);
  const current = viewQuery(searchParams?.toString() ?? '');

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (!open) void refresh();
          setOpen(!open);
        }}
        className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'h-9' })}
      >
        {t('views.button')}
      </button>
      <p role="status" aria-live="polite" className="sr-only">
        {notice}
      </p>
      {open ? (
        <div
          id={panelId}
          role="region"
          aria-label={t('views.menuLabel')}
          className="absolute right-0 z-30 mt-1 w-80 max-w-[calc(100vw-2rem)] rounded-md border border-slate-200 bg-white p-2 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {load.kind === 'loading' || load.kind === 'idle' ? (
            <p className="px-2 py-3 text-slate-600 dark:text-slate-400">{t('common.loading')}</p>
          ) : load.kind === 'error' ? (
            <p className="px-2 py-3 text-red-700 dark:text-red-400">{t('views.loadFailed')}</p>
          ) : views.length === 0 ? (
            <p className="px-2 py-3 text-slate-600 dark:text-slate-400">{t('views.none')}</p>
          ) : (
            <div className="max-h-80 space-y-3 overflow-y-auto">
              {[
                { title: t('views.mine'), items: mine },
                { title: t('views.shared'), items: shared },
              ]
                .filter((group) => group.items.length)
                .map((group) => (
                  <section key={group.title} aria-label={group.title}>
                    <h3 className="px-2 pb-1 text-xs font-semibold text-slate-600 dark:text-slate-400">
                      {group.title}
                    </h3>
                    <ul className="space-y-0.5">
                      {group.items.map((view) => (
                        <ViewItem
                          key={view.id}
                          view={view}
                          href={viewHref(pathname, view, table)}
                          active={view.query === current}
                          onApplied={() => setOpen(false)}
                          onDeleted={(message) => {
                            setNotice(message);
                            void refresh();
                          }}
                        />
                      ))}
                    </ul>
                  </section>
                ))}
            </div>
          )}
          <div className="mt-2 border-t border-slate-200 pt-2 dark:border-slate-700">
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                setSaving(true);
              }}
              className="w-full rounded px-2 py-1.5 text-left font-medium text-indigo-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-300 dark:hover:bg-slate-800"
            >
              {t('views.saveCurrent')}
            </button>
          </div>
        </div>
      ) : null}
      {saving
        ? // Outside the toolbar's filter form in the DOM (forms do not nest).
          createPortal(
            <SaveViewDialog
              list={list}
              query={current}
              columns={{
                visible: columnIds.filter((id) => !hidden.includes(id)),
                hidden: columnIds.filter((id) => hidden.includes(id)),
              }}
              onClose={() => {
                setSaving(false);
                button.current?.focus();
              }}
              onSaved={(message) => {
                setSaving(false);
                setNotice(message);
                setLoad({ kind: 'idle' });
                button.current?.focus();
              }}
            />,
            document.body,
          )
        : null}
    </div>
  );
}

function ViewItem({
  view,
  href,
  active,
  onApplied,
  onDeleted,
}: {
  view: SavedView;
  href: string;
  active: boolean;
  onApplied: () => void;
  onDeleted: (message: string) => void;
}) {
  const t = useT();
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState('');
  const filters = filterCount(view.query);
  const detail = [
    filters ? t.plural('views.summary.filters', filters) : t('views.summary.noFilters'),
    view.columns ? t.plural('views.summary.columns', view.columns.visible.length) : null,
    view.mine ? null : t('views.by', { name: view.ownerName }),
  ]
    .filter(Boolean)
    .join(' · ');

  function remove() {
    if (!window.confirm(t('views.deleteConfirm', { name: view.name }))) return;
    const data = new FormData();
    data.set('id', view.id);
    startTransition(async () => {
      const state: ActionState = await deleteViewAction(null, data);
      if (state.ok) onDeleted(state.message ?? '');
      else setError(state.message ?? '');
    });
  }

  return (
    <li className="group flex items-start gap-1 rounded hover:bg-slate-50 dark:hover:bg-slate-800">
      <Link
        href={href}
        onClick={onApplied}
        aria-current={active ? 'true' : undefined}
        className="min-w-0 flex-1 rounded px-2 py-1.5 focus-visible:outline-2 focus-visible:outline-indigo-500"
      >
        {/* Read first, so the link's name is "Apply view <what it shows>": the visible text stays in the name. */}
        <span className="sr-only">{t('views.apply')} </span>
        <span
          className={cn(
            'block truncate font-medium text-slate-900 dark:text-slate-100',
            active && 'text-indigo-700 dark:text-indigo-300',
          )}
        >
          {view.name}
          {view.shared && view.mine ? (
            <span className="ml-1.5 text-xs font-normal text-slate-500 dark:text-slate-400">
              ({t('views.shared').toLowerCase()})
            </span>
          ) : null}
        </span>
        <span className="block truncate text-xs text-slate-600 dark:text-slate-400">{detail}</span>
        {error ? <span className="block text-xs text-red-700 dark:text-red-400">{error}</span> : null}
      </Link>
      {view.mine ? (
        <button
          type="button"
          onClick={remove}
          disabled={pending}
          aria-label={t('views.delete', { name: view.name })}
          className="mt-1 mr-1 inline-flex h-7 w-7 shrink-0 items-center justify-center rounded text-slate-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-indigo-500 disabled:opacity-50 dark:text-slate-400 dark:hover:bg-red-950 dark:hover:text-red-300"
        >
          <svg
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth={1.75}
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
            className="h-4 w-4"
          >
            <path d="M4 7h16M10 11v6m4-6v6M6 7l1 13h10l1-13M9 7V4h6v3" />
          </svg>
        </button>
      ) : null}
    </li>
  );
}

function SaveViewDialog({
  list,
  query,
  columns,
  onClose,
  onSaved,
}: {
  list: string;
  query: string;
  columns: { visible: string[]; hidden: string[] };
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const t = useT();
  const [state, formAction, pending] = useActionState(saveViewAction, null);
  const nameError = state && !state.ok ? state.fieldErrors?.name : undefined;

  useEffect(() => {
    if (state?.ok) onSaved(state.message ?? '');
  }, [state, onSaved]);

  return (
    <Dialog open onClose={onClose} title={t('views.saveTitle')} description={t('views.saveDescription')}>
      {/* React events bubble through portals: keep this submit from reaching the toolbar's filter form. */}
      <form action={formAction} onSubmit={(event) => event.stopPropagation()} className="space-y-4">
        <input type="hidden" name="list" value={list} />
        <input type="hidden" name="query" value={query} />
        <input type="hidden" name="columns" value={JSON.stringify(columns)} />
        <div className="space-y-1.5">
          <label htmlFor="saved-view-name" className="block text-sm font-medium text-slate-800 dark:text-slate-200">
            {t('views.nameLabel')}
          </label>
          <input
            id="saved-view-name"
            name="name"
            required
            maxLength={MAX_VIEW_NAME}
            autoComplete="off"
            defaultValue={state && !state.ok ? state.values?.name : ''}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? 'saved-view-name-hint saved-view-name-error' : 'saved-view-name-hint'}
            className={cn(controlClasses, 'h-10')}
          />
          <p id="saved-view-name-hint" className="text-xs text-slate-600 dark:text-slate-400">
            {t('views.nameHint')}
          </p>
          {nameError ? (
            <p id="saved-view-name-error" className="text-xs font-medium text-red-700 dark:text-red-400">
              {nameError}
            </p>
          ) : null}
        </div>
        <div className="flex items-start gap-2">
          <input
            id="saved-view-shared"
            name="shared"
            type="checkbox"
            className="mt-0.5 h-4 w-4 accent-indigo-600"
            aria-describedby="saved-view-shared-hint"
          />
          <div>
            <label htmlFor="saved-view-shared" className="text-sm font-medium text-slate-800 dark:text-slate-200">
              {t('views.share')}
            </label>
            <p id="saved-view-shared-hint" className="text-xs text-slate-600 dark:text-slate-400">
              {t('views.shareHint')}
            </p>
          </div>
        </div>
        <div aria-live="polite" role="status" className={cn(!(state && !state.ok) && 'sr-only')}>
          {state && !state.ok && state.message ? (
            <p className="text-sm text-red-700 dark:text-red-400">{state.message}</p>
          ) : null}
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={pending}>
            {t('common.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
