'use client';

import { Link } from '@/components/ui/link';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { useHydrated } from '@/components/ui/use-hydrated';
import { newIdempotencyKey } from '@/lib/forms/idempotency';
import { refundableOf } from '@/core/refunds';
import type { TransactionRow } from '@/lib/resources/transaction-rows';
import { useT } from '@/lib/i18n/client';
import dynamic from 'next/dynamic';

// The refund form's code loads when a refund starts, not with the list (issue 12: first-load JS per route).
const RefundDialog = dynamic(() => import('./refund-dialog').then((m) => m.RefundDialog), { ssr: false });

const itemClasses =
  'block w-full px-3 py-1.5 text-left text-sm hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800';

/**
 * The payments list's refund menus and their one dialog. The dialog lives outside the table: the table's
 * cells are remounted whenever the list re-renders (after the refund's revalidation, too), and the dialog
 * must keep showing the result. Render `dialog` next to the table and pass `rowActions` to it.
 */
export function useRowRefunds(
  enabled: boolean,
  language?: string,
): { rowActions: ((payment: TransactionRow) => ReactNode) | undefined; dialog: ReactNode } {
  const [refunding, setRefunding] = useState<{ payment: TransactionRow; key: string } | null>(null);
  const rowActions = useCallback(
    (payment: TransactionRow) => (
      <PaymentRowMenu payment={payment} onRefund={() => setRefunding({ payment, key: newIdempotencyKey() })} />
    ),
    [],
  );
  return {
    rowActions: enabled ? rowActions : undefined,
    dialog: refunding ? (
      <RefundDialog
        paymentId={refunding.payment.uuid}
        paymentLabel={refunding.payment.code ?? refunding.payment.uuid}
        language={language}
        instance={refunding.key}
        onClose={() => setRefunding(null)}
      />
    ) : null,
  };
}

/** A payment row's menu: open it, or refund it when refundable. Clicks inside never reach the row's own link. */
export function PaymentRowMenu({ payment, onRefund }: { payment: TransactionRow; onRefund: () => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const refundable = (!payment.type || payment.type === 'PAYMENT') && refundableOf(payment).refundable > 0;
  const label = payment.code ?? payment.uuid;
  const hydrated = useHydrated();

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node))
        setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  // Before hydration the menu could not open: the HTML has the button's look-alike, not its attributes (issue 22).
  if (!hydrated)
    return (
      <div className="row-menu">
        <span className={buttonClasses({ variant: 'ghost', size: 'sm' })} aria-hidden="true">
          ⋯
        </span>
      </div>
    );
  return (
    <div ref={root} className="row-menu" onClick={(event) => event.stopPropagation()}>
      <Button
        variant="ghost"
        size="sm"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('refund.rowActions', { payment: label })}
        onClick={() => setOpen(!open)}
      >
        ⋯
      </Button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label={t('refund.rowActions', { payment: label })}
          className="absolute right-0 z-20 mt-1 w-44 rounded-md border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <Link role="menuitem" href={`/payments/${encodeURIComponent(payment.uuid)}`} className={itemClasses}>
            {t('common.open')}
          </Link>
          {refundable ? (
            <button
              type="button"
              role="menuitem"
              className={itemClasses}
              onClick={() => {
                setOpen(false);
                onRefund();
              }}
            >
              {t('refund.button')}
            </button>
          ) : (
            <span role="menuitem" aria-disabled="true" className={`${itemClasses} cursor-not-allowed text-slate-400`}>
              {t('refund.notRefundable')}
            </span>
          )}
        </div>
      ) : null}
    </div>
  );
}
