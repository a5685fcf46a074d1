'use client';

import { Link } from '@/components/ui/link';
import { useEffect, useRef } from 'react';
import { refundabilityOf } from '@/core/refunds';
import type { TransactionRow } from '@/lib/transactions/rows';
import { useT } from '@/lib/i18n/client';

const itemClasses =
  'block w-full px-3 py-1.5 text-left text-sm hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800';

/**
 * The open menu of a payment row (./payment-row-menu.tsx): Open, and Refund… when refundable. Closes on Escape or
 * a click outside the row's menu.
 */
export function RowMenuList({
  id,
  payment,
  onClose,
  onRefund,
}: {
  id: string;
  payment: TransactionRow;
  onClose: () => void;
  onRefund: () => void;
}) {
  const t = useT();
  const root = useRef<HTMLDivElement>(null);
  const { reason } = refundabilityOf(payment);
  const label = payment.code ?? payment.uuid;

  useEffect(() => {
    const menu = root.current?.closest('.row-menu');
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !menu?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [onClose]);

  return (
    <div
      ref={root}
      id={id}
      role="menu"
      aria-label={t('refund.rowActions', { payment: label })}
      className="absolute right-0 z-20 mt-1 w-64 rounded-md border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
    >
      <Link role="menuitem" href={`/payments/${encodeURIComponent(payment.uuid)}`} className={itemClasses}>
        {t('common.open')}
      </Link>
      {!reason ? (
        <button
          type="button"
          role="menuitem"
          className={itemClasses}
          onClick={() => {
            onClose();
            onRefund();
          }}
        >
          {t('refund.button')}
        </button>
      ) : (
        <span
          role="menuitem"
          aria-disabled="true"
          data-testid="refund-blocked"
          className={`${itemClasses} cursor-not-allowed whitespace-normal text-slate-500 dark:text-slate-400`}
        >
          {t(`refund.blocked.${reason}`)}
        </span>
      )}
    </div>
  );
}
