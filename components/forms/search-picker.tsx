'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { AccountOption, EndUserOption, LookupAnswer } from '@/lib/forms/options';
import { fieldId } from './use-action-form';
import { useT } from '@/lib/i18n/client';

interface PickerProps<T extends { uuid: string }> {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  value: T | null;
  onValue: (value: T | null) => void;
  /** The console route that searches (`/lookup/accounts`), given `q` and `params`. */
  url: string;
  params?: Record<string, string | undefined>;
  /** The id prefix a typed id must have to be used as is when the API cannot search (`acc_`). */
  idPrefix: string;
  /** A reason the option cannot be chosen here (shown, and the option disabled), or null. */
  unavailable?: (option: T) => string | null;
  describe: (option: T) => { title: ReactNode; detail?: ReactNode };
  /** Builds an option from a typed id when the API cannot search. */
  fromId: (id: string) => T;
  placeholder?: string;
}

type Status = { kind: 'idle' } | { kind: 'loading' } | { kind: 'done'; answer: LookupAnswer<unknown> };

/**
 * A combobox that searches the Merchant API through a console route as the member types, and keeps the
 * chosen id in a hidden field named like the API parameter. When the API cannot search, a typed id is used.
 */
export function SearchPicker<T extends { uuid: string }>({
  name,
  label,
  hint,
  error,
  value,
  onValue,
  url,
  params,
  idPrefix,
  unavailable,
  describe,
  fromId,
  placeholder,
}: PickerProps<T>) {
  const id = fieldId(name);
  const listId = useId();
  const t = useT();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [active, setActive] = useState(0);
  const request = useRef(0);
  const paramsKey = JSON.stringify(params ?? {});

  useEffect(() => {
    if (!open) return;
    const ticket = ++request.current;
    const timer = setTimeout(async () => {
      setStatus({ kind: 'loading' });
      const search = new URLSearchParams({ q: query.trim() });
      for (const [key, v] of Object.entries(JSON.parse(paramsKey) as Record<string, string | undefined>))
        if (v) search.set(key, v);
      try {
        const response = await fetch(`${url}?${search}`, {
          headers: { accept: 'application/json' },
          cache: 'no-store',
        });
        const body = (await response.json()) as LookupAnswer<unknown> | { error?: { message?: string } };
        if (ticket !== request.current) return;
        setStatus({
          kind: 'done',
          answer:
            'kind' in body
              ? body
              : {
                  kind: 'error',
                  message: body.error?.message ?? t('picker.failedStatus', { status: response.status }),
                },
        });
        setActive(0);
      } catch {
        if (ticket === request.current)
          setStatus({ kind: 'done', answer: { kind: 'error', message: t('picker.failed') } });
      }
    }, 250);
    return () => clearTimeout(timer);
  }, [open, query, url, paramsKey, t]);

  const answer = status.kind === 'done' ? status.answer : null;
  const items = (answer?.kind === 'ok' ? answer.items : []) as T[];
  const typedId = query.trim();
  const typedOption =
    typedId.startsWith(idPrefix) && typedId.length > idPrefix.length + 3 && !items.some((i) => i.uuid === typedId)
      ? fromId(typedId)
      : null;
  const options = typedOption ? [...items, typedOption] : items;

  function choose(option: T) {
    if (unavailable?.(option)) return;
    onValue(option);
    setOpen(false);
    setQuery('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, Math.max(options.length - 1, 0)));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter') {
      if (open && options[active]) {
        event.preventDefault();
        choose(options[active]);
      }
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  }

  if (value) {
    const shown = describe(value);
    return (
      <Field id={id} label={label} hint={hint} error={error}>
        <input type="hidden" name={name} value={value.uuid} />
        <div
          className="flex items-start justify-between gap-3 rounded-md border border-slate-300 px-3 py-2 dark:border-slate-700"
          data-testid={`${id}-chosen`}
        >
          <div className="min-w-0 text-sm">
            <div className="font-medium">{shown.title}</div>
            {shown.detail ? <div className="text-xs text-slate-500 dark:text-slate-400">{shown.detail}</div> : null}
          </div>
          <Button
            id={id}
            variant="ghost"
            size="sm"
            onClick={() => onValue(null)}
            aria-describedby={describedBy(id, { hint, error })}
          >
            {t('picker.change')}
          </Button>
        </div>
      </Field>
    );
  }

  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <input type="hidden" name={name} value="" />
      <div className="relative">
        <Input
          id={id}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && options[active] ? `${listId}-${active}` : undefined}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={describedBy(id, { hint, error })}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder ?? t('picker.placeholder')}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={onKeyDown}
        />
        {open ? (
          <div className="absolute z-20 mt-1 w-full rounded-md border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900">
            <ul
              id={listId}
              role="listbox"
              aria-label={typeof label === 'string' ? label : undefined}
              className="max-h-72 overflow-auto py-1"
            >
              {options.map((option, i) => {
                const reason = unavailable?.(option) ?? null;
                const shown = describe(option);
                return (
                  <li
                    key={option.uuid}
                    id={`${listId}-${i}`}
                    role="option"
                    aria-selected={i === active}
                    aria-disabled={reason ? true : undefined}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => choose(option)}
                    onMouseEnter={() => setActive(i)}
                    className={cn(
                      'cursor-pointer px-3 py-2 text-sm',
                      i === active && 'bg-indigo-50 dark:bg-indigo-950',
                      reason && 'cursor-not-allowed opacity-60',
                    )}
                  >
                    <div className="font-medium">{shown.title}</div>
                    {shown.detail ? (
                      <div className="text-xs text-slate-500 dark:text-slate-400">{shown.detail}</div>
                    ) : null}
                    {reason ? <div className="text-xs text-amber-700 dark:text-amber-400">{reason}</div> : null}
                  </li>
                );
              })}
            </ul>
            <p
              className="border-t border-slate-100 px-3 py-1.5 text-xs text-slate-500 dark:border-slate-800 dark:text-slate-400"
              aria-live="polite"
            >
              {status.kind === 'loading'
                ? t('palette.searching')
                : answer?.kind === 'error'
                  ? answer.message
                  : answer?.kind === 'unsupported'
                    ? t('picker.cannotSearch', { prefix: idPrefix })
                    : answer && items.length === 0
                      ? t('picker.noMatches')
                      : null}
            </p>
          </div>
        ) : null}
      </div>
    </Field>
  );
}

export function AccountPicker(
  props: Omit<PickerProps<AccountOption>, 'url' | 'idPrefix' | 'describe' | 'fromId'> & {
    merchantId?: string;
    endUserId?: string;
    requireCapability?: string;
  },
) {
  const t = useT();
  const { merchantId, endUserId, requireCapability, unavailable, ...rest } = props;
  return (
    <SearchPicker<AccountOption>
      {...rest}
      url="/lookup/accounts"
      params={{ merchant_id: merchantId, end_user_uuid: endUserId }}
      idPrefix="acc_"
      unavailable={(option) =>
        unavailable?.(option) ??
        (requireCapability && option.capabilities.length && !option.capabilities.includes(requireCapability)
          ? t('picker.cannotDo', { capability: requireCapability.toLowerCase() })
          : null)
      }
      describe={(a) => ({
        title: (
          <>
            {a.label}{' '}
            {a.currency ? (
              <span className="text-xs font-normal text-slate-500 dark:text-slate-400">{a.currency}</span>
            ) : null}
          </>
        ),
        detail: [a.owner, a.code ?? a.uuid].filter(Boolean).join(' — '),
      })}
      fromId={(uuid) => ({
        uuid,
        code: null,
        label: uuid,
        owner: t('picker.typedId'),
        status: null,
        currency: null,
        capabilities: [],
        merchantId: null,
      })}
    />
  );
}

export function EndUserPicker(props: Omit<PickerProps<EndUserOption>, 'url' | 'idPrefix' | 'describe' | 'fromId'>) {
  const t = useT();
  return (
    <SearchPicker<EndUserOption>
      {...props}
      url="/lookup/end-users"
      idPrefix="eur_"
      placeholder={props.placeholder ?? t('picker.endUserPlaceholder')}
      describe={(u) => ({ title: u.label, detail: [u.email, u.code ?? u.uuid].filter(Boolean).join(' — ') })}
      fromId={(uuid) => ({ uuid, code: null, label: uuid, email: t('picker.typedId'), type: null })}
    />
  );
}
