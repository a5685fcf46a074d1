'use client';

import { Dialog } from '@/components/ui/dialog';
import type { MessageKey } from '@/lib/i18n';
import { useT } from '@/lib/i18n/client';
import { GO_SHORTCUTS } from './shortcuts';

/** The keyboard shortcuts (`?`), those of the sections this member may open. */
export function ShortcutsHelp({
  open,
  onClose,
  mod,
  allowedGo,
}: {
  open: boolean;
  onClose: () => void;
  /** ⌘ on Apple devices, Ctrl elsewhere. */
  mod: string;
  allowedGo: string[];
}) {
  const t = useT();
  const rows: { keys: string[][]; label: MessageKey }[] = [
    { keys: [[mod, 'K']], label: 'shortcuts.palette' },
    ...GO_SHORTCUTS.filter((s) => allowedGo.includes(s.href)).map((s) => ({ keys: [['g'], [s.key]], label: s.label })),
    { keys: [['/']], label: 'shortcuts.focusSearch' },
    { keys: [['?']], label: 'shortcuts.help' },
  ];

  return (
    <Dialog open={open} onClose={onClose} title={t('shortcuts.title')} description={t('shortcuts.description')}>
      <table className="w-full text-sm">
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('shortcuts.keys')}</th>
            <th scope="col">{t('shortcuts.action')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map((row) => (
            <tr key={row.label}>
              <td className="py-2 pr-4 whitespace-nowrap">
                {row.keys.map((combo, i) => (
                  <span key={i}>
                    {i > 0 ? (
                      <span className="px-1 text-xs text-slate-600 dark:text-slate-400">{t('shortcuts.then')}</span>
                    ) : null}
                    {combo.map((k) => (
                      <kbd
                        key={k}
                        className="mr-1 rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-sans text-xs dark:border-slate-700 dark:bg-slate-800"
                      >
                        {k}
                      </kbd>
                    ))}
                  </span>
                ))}
              </td>
              <td className="py-2 text-slate-700 dark:text-slate-300">{t(row.label)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="flex justify-end">
        <button
          type="button"
          onClick={onClose}
          className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-slate-700 dark:hover:bg-slate-800"
        >
          {t('common.close')}
        </button>
      </div>
    </Dialog>
  );
}
