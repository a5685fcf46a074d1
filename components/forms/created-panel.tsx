'use client';

import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { CreatedTransaction } from '@/lib/actions/created';
import { formatMoney } from '@/lib/format/money';
import { useT } from '@/lib/i18n/client';
import { ReviewList } from './confirm';

/*
 * What a create form shows once the API made the thing. Shown only after a submit, so the forms load it then
 * then (next/dynamic; not first-load code: docs/performance.md, "First-load JavaScript").
 */

/** After a create: what was made, a link to it and a way to start another form. */
export function CreatedPanel({
  title,
  message,
  items,
  href,
  hrefLabel,
  onAnother,
  anotherLabel,
  children,
}: {
  title: string;
  message?: string;
  items: { label: string; value: ReactNode }[];
  href: string | null;
  hrefLabel: string;
  onAnother: () => void;
  anotherLabel: string;
  children?: ReactNode;
}) {
  return (
    <Card data-testid="created">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p
          role="status"
          className="rounded-md border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-200"
        >
          {message}
        </p>
        <ReviewList items={items} />
        {children}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onAnother}>
            {anotherLabel}
          </Button>
          {href ? (
            <Link href={href} className={buttonClasses()}>
              {hrefLabel}
            </Link>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

const CREATED_WORDS = {
  Payment: {
    title: 'created.payment',
    kind: 'kind.payment',
    open: 'created.openPayment',
    another: 'created.anotherPayment',
  },
  Payout: {
    title: 'created.payout',
    kind: 'kind.payout',
    open: 'created.openPayout',
    another: 'created.anotherPayout',
  },
  Transfer: {
    title: 'created.transfer',
    kind: 'kind.transfer',
    open: 'created.openTransfer',
    another: 'created.anotherTransfer',
  },
} as const;

/** After creating a payment, payout or transfer: its code, amount and status, and a link to it. */
export function CreatedTransactionPanel({
  what,
  result,
  message,
  language,
  onAnother,
}: {
  what: 'Payment' | 'Payout' | 'Transfer';
  result: CreatedTransaction;
  message?: string;
  language: string;
  onAnother: () => void;
}) {
  const t = useT();
  const words = CREATED_WORDS[what];
  return (
    <CreatedPanel
      title={t(words.title)}
      message={message}
      items={[
        { label: t(words.kind), value: result.code ?? result.uuid ?? '—' },
        { label: t('common.amount'), value: formatMoney(result.amount, result.currency, language) },
        { label: t('common.status'), value: <span data-testid="created-status">{result.status ?? '—'}</span> },
      ]}
      href={result.href}
      hrefLabel={t(words.open)}
      onAnother={onAnother}
      anotherLabel={t(words.another)}
    />
  );
}
