/** What the pickers of the action forms show for an account or an end user (client-safe shapes). */

export interface AccountOption {
  uuid: string;
  code: string | null;
  /** "First Sandbox Bank ···· 6789" */
  label: string;
  /** The end user who owns it: "Ana Gómez · ana@example.com" */
  owner: string | null;
  status: string | null;
  currency: string | null;
  capabilities: string[];
  merchantId: string | null;
}

export interface EndUserOption {
  uuid: string;
  code: string | null;
  label: string;
  email: string | null;
  type: string | null;
}

export type LookupAnswer<T> =
  { kind: 'ok'; items: T[] } | { kind: 'unsupported'; detail: string } | { kind: 'error'; message: string };

/** What the refund form needs to know about a payment, read fresh when it opens. */
export interface RefundTarget {
  uuid: string;
  code: string | null;
  status: string | null;
  currency: string | null;
  amount: number;
  amountRefunded: number;
  /** What can still be refunded (0 unless the payment is SUCCESSFUL). */
  refundable: number;
  customer: { name: string | null; email: string | null; accountLabel: string | null } | null;
}
