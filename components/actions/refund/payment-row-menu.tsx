'use client';

import Link from 'next/link';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { newIdempotencyKey } from '@/lib/forms/idempotency';
import { refundableOf } from '@/lib/lookup/options';
import type { Transaction } from '@/lib/merchant-api/types';
import { RefundDialog } from './refund-button';

const itemClasses = 'block w-full px-3 py-1.5 text-left text-sm hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800';

/**
 * A payment row's menu on the payments list: open it, or refund it (when refundable; the list is only
 * given this menu for roles that can refund). Clicks inside never reach the row's own link.
 */
export function PaymentRowMenu({ payment, language }: { payment: Transaction; language?: string }) {
  const [open, setOpen] = useState(false);
  const [instance, setInstance] = useState<string | null>(null);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const refundable = (!payment.type || payment.type === 'PAYMENT') && refundableOf(payment).refundable > 0;
  const label = payment.code ?? payment.uuid;

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <div ref={root} className="relative inline-block text-left" onClick={(event) => event.stopPropagation()}>
      <Button variant="ghost" size="sm" aria-haspopup="menu" aria-expanded={open} aria-controls={open ? menuId : undefined} aria-label={`Actions for ${label}`} onClick={() => setOpen(!open)}>
        ⋯
      </Button>
      {open ? (
        <div id={menuId} role="menu" aria-label={`Actions for ${label}`} className="absolute right-0 z-20 mt-1 w-44 rounded-md border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900">
          <Link role="menuitem" href={`/payments/${encodeURIComponent(payment.uuid)}`} className={itemClasses}>
            Open
          </Link>
          {refundable ? (
            <button
              type="button"
              role="menuitem"
              className={itemClasses}
              onClick={() => {
                setOpen(false);
                setInstance(newIdempotencyKey());
              }}
            >
              Refund…
            </button>
          ) : (
            <span role="menuitem" aria-disabled="true" className={`${itemClasses} cursor-not-allowed text-slate-400`}>
              Refund (not refundable)
            </span>
          )}
        </div>
      ) : null}
      <RefundDialog paymentId={payment.uuid} paymentLabel={label} language={language} instance={instance} onClose={() => setInstance(null)} />
    </div>
  );
}
