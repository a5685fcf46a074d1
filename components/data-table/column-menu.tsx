'use client';

import type { Column, RowData } from '@tanstack/react-table';
import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { useT } from '@/lib/i18n/client';
import type { DataTableFeatures } from './columns';

/** Show or hide columns (remembered in the URL, so a view can be shared as it looks). */
export function ColumnMenu<TData extends RowData>({
  columns,
}: {
  columns: Column<DataTableFeatures, TData, unknown>[];
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const hideable = columns.filter((c) => c.getCanHide());
  if (hideable.length === 0) return null;
  return (
    // The choices are rendered only while the menu is open: a list page's HTML does not carry them (issue 22).
    <details className="relative" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary
        className={buttonClasses({
          variant: 'secondary',
          size: 'sm',
          className: 'h-9 list-none [&::-webkit-details-marker]:hidden',
        })}
      >
        {t('table.columns')}
      </summary>
      {open ? (
        <fieldset className="absolute right-0 z-20 mt-1 w-56 space-y-1 rounded-md border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900">
          <legend className="sr-only">{t('table.visibleColumns')}</legend>
          {hideable.map((column) => (
            <label key={column.id} className="menu-check">
              <input
                type="checkbox"
                checked={column.getIsVisible()}
                onChange={(event) => column.toggleVisibility(event.target.checked)}
                className="h-4 w-4 accent-indigo-600"
              />
              {column.columnDef.meta?.label ?? column.id}
            </label>
          ))}
        </fieldset>
      ) : null}
    </details>
  );
}
