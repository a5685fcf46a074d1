'use client';

import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { useT } from '@/lib/i18n/client';

/** A column the member may show or hide. */
export interface MenuColumn {
  id: string;
  label: string;
  visible: boolean;
}

/** Show or hide columns (remembered in the URL, so a view can be shared as it looks). */
export function ColumnMenu({
  columns: hideable,
  onToggle,
}: {
  columns: MenuColumn[];
  onToggle: (id: string, visible: boolean) => void;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  if (hideable.length === 0) return null;
  return (
    // The choices are rendered only while the menu is open: a list page's HTML does not carry them
    // (docs/performance.md, "The console's HTML").
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
                checked={column.visible}
                onChange={(event) => onToggle(column.id, event.target.checked)}
                className="h-4 w-4 accent-indigo-600"
              />
              {column.label}
            </label>
          ))}
        </fieldset>
      ) : null}
    </details>
  );
}
