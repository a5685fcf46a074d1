import type { Transaction } from '@/lib/merchant-api/types';

/** What a form shows after creating a transaction: enough to confirm it and open it. */
export interface CreatedTransaction {
  uuid: string | null;
  code: string | null;
  status: string | null;
  amount: number | null;
  currency: string | null;
  href: string | null;
}

export function createdTransaction(t: Transaction | null, listPath: string): CreatedTransaction {
  return {
    uuid: t?.uuid ?? null,
    code: t?.code ?? null,
    status: t?.status ?? null,
    amount: t?.amount ?? null,
    currency: t?.currency ?? null,
    href: t ? `${listPath}/${encodeURIComponent(t.uuid)}` : null,
  };
}
