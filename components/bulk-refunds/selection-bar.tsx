'use client';

import { useActionState, useState } from 'react';
import type { TableSelection } from '@/components/data-table/data-table';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { prepareBulkRefundAction } from '@/lib/actions/bulk-refunds/prepare';
import { useT } from '@/lib/i18n/client';

/** The list's own params, which say nothing about which payments match. */
const VIEW_PARAMS = ['page', 'page_size', 'hide'];

function filtersOfUrl(): string {
  const params = new URLSearchParams(window.location.search);
  for (const name of VIEW_PARAMS) params.delete(name);
  return params.toString();
}

/**
 * Above the payments list while payments are picked: how many, "all matching the filters" when the whole page
 * is picked and there are more pages, and "Refund selected…", which reads them and opens the review. Nothing
 * is refunded before the review is confirmed.
 */
export function BulkRefundBar({ selection, morePages }: { selection: TableSelection; morePages: boolean }) {
  const t = useT();
  const [allMatching, setAllMatching] = useState(false);
  const [state, dispatch] = useActionState(prepareBulkRefundAction, null);
  const matching = allMatching && selection.allOnPage;
  return (
    <form
      action={dispatch}
      aria-label={t('bulkRefund.selection')}
      className="space-y-2 rounded-lg border border-indigo-200 bg-indigo-50 px-4 py-3 text-sm dark:border-indigo-900 dark:bg-indigo-950"
    >
      <div className="flex flex-wrap items-center gap-3">
        <span role="status" className="font-medium">
          {matching ? t('bulkRefund.allMatchingPicked') : t.plural('bulkRefund.picked', selection.ids.length)}
        </span>
        {selection.allOnPage && morePages ? (
          <Button type="button" variant="ghost" size="sm" onClick={() => setAllMatching(!matching)}>
            {matching ? t('bulkRefund.onlyThisPage') : t('bulkRefund.pickAllMatching')}
          </Button>
        ) : null}
        <span className="ms-auto flex gap-2">
          <Button type="button" variant="secondary" size="sm" onClick={selection.clear}>
            {t('bulkRefund.clear')}
          </Button>
          <SubmitButton size="sm" pendingLabel={t('bulkRefund.reading')}>
            {t('bulkRefund.refundPicked')}
          </SubmitButton>
        </span>
      </div>
      {matching ? (
        <>
          <input type="hidden" name="scope" value="filters" />
          <input type="hidden" name="query" value={filtersOfUrl()} />
        </>
      ) : (
        selection.ids.map((id) => <input key={id} type="hidden" name="payment_id" value={id} />)
      )}
      <FormMessage state={state} />
    </form>
  );
}
