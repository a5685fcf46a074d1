'use client';

import dynamic from 'next/dynamic';
import { useCallback, useId, useState, type ReactNode } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { useHydrated } from '@/components/ui/use-hydrated';
import { newIdempotencyKey } from '@/lib/forms/idempotency';
import type { TransactionRow } from '@/lib/transactions/rows';
import { useT } from '@/lib/i18n/client';

// The refund form's code loads when a refund starts, not with the list (docs/performance.md, "First-load JavaScript").
const RefundDialog = dynamic(() => import('./refund-dialog').then((m) => m.RefundDialog), { ssr: false });

// The open menu's code loads when a member reaches for a row's ⋯ button (hover, focus, touch), not with the list.
const loadMenu = () => import('./payment-row-menu-list');
const RowMenuList = dynamic(() => loadMenu().then((m) => m.RowMenuList), { ssr: false });

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
  const label = payment.code ?? payment.uuid;
  const hydrated = useHydrated();

  // Before hydration the menu could not open: the HTML has the button's look-alike, not its attributes
  // (docs/performance.md, "The console's HTML").
  if (!hydrated)
    return (
      <div className="row-menu">
        <span className={buttonClasses({ variant: 'ghost', size: 'sm' })} aria-hidden="true">
          ⋯
        </span>
      </div>
    );
  return (
    <div className="row-menu" onClick={(event) => event.stopPropagation()}>
      <Button
        variant="ghost"
        size="sm"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('refund.rowActions', { payment: label })}
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        onTouchStart={() => void loadMenu()}
        onClick={() => setOpen(!open)}
      >
        ⋯
      </Button>
      {open ? <RowMenuList id={menuId} payment={payment} onClose={() => setOpen(false)} onRefund={onRefund} /> : null}
    </div>
  );
}
