import type { transactions } from '../db/schema';

type TransactionInsert = typeof transactions.$inferInsert;

/** The remarks of a payment the customer disputed, and of the reversal that gives its money back. */
export const DISPUTE_REMARKS = 'DISPUTED_BY_CUSTOMER';

/** What a give-back copies from its payment. */
export type GivenBackPayment = Pick<
  TransactionInsert,
  | 'id'
  | 'code'
  | 'merchantId'
  | 'ownerMerchantId'
  | 'tenantId'
  | 'currency'
  | 'description'
  | 'originAccountId'
  | 'originEndUserId'
  | 'primaryReference'
  | 'secondaryReference'
>;

export interface GiveBack {
  type: 'REFUND' | 'REVERSAL' | 'RETURN';
  id: string;
  code: string;
  amount: number;
  creationSource: string;
  at: Date;
  /** A return's reason code (R01…), kept in `remarks`. */
  returnReason?: string;
  /** A refund's reason and note (a reversal has none). */
  reason?: string | null;
  note?: string | null;
}

/**
 * The transaction that gives money of a payment back to its payer: a refund, or a dispute's reversal of what
 * was not refunded. Settled at once (negative in its deposit), no fees, the payment as its parent. One shape for
 * the API's refunds (payments/refund.ts), the processor's disputes and returns (processor/dispute.ts) and the seed.
 */
export function giveBackRow(payment: GivenBackPayment, back: GiveBack): TransactionInsert {
  const refund = back.type === 'REFUND';
  return {
    id: back.id,
    code: back.code,
    merchantId: payment.merchantId,
    ownerMerchantId: payment.ownerMerchantId,
    tenantId: payment.tenantId,
    type: back.type,
    status: 'SUCCESSFUL',
    creationSource: back.creationSource,
    amount: back.amount,
    currency: payment.currency,
    variableFee: 0,
    fixedFee: 0,
    totalFee: 0,
    netAmount: back.amount,
    description: refund
      ? `Refund of ${payment.code}${payment.description ? `: ${payment.description}` : ''}`.slice(0, 500)
      : back.type === 'RETURN'
        ? `Return of payment ${payment.code} (${back.returnReason})`
        : `Dispute of payment ${payment.code}`,
    remarks: refund ? null : back.type === 'RETURN' ? (back.returnReason ?? null) : DISPUTE_REMARKS,
    destinationAccountId: payment.originAccountId,
    destinationEndUserId: payment.originEndUserId,
    primaryReference: refund ? (payment.primaryReference ?? null) : null,
    secondaryReference: refund ? (payment.secondaryReference ?? null) : null,
    parentId: payment.id,
    refundReason: refund ? (back.reason ?? null) : null,
    refundNote: refund ? (back.note ?? null) : null,
    settledAt: back.at,
    dateCreated: back.at,
    dateUpdated: back.at,
  };
}
