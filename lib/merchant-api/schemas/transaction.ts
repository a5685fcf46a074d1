import { z } from 'zod';
import {
  calendarDate,
  code,
  count,
  currency,
  dateTime,
  declineReason,
  flag,
  lenientArray,
  metadata,
  minor,
  minorOrNull,
  normalizeTenant,
  ref,
  text,
} from './quirks';

/** One entry of additional_recipients: a recipient's transaction summary, or the merchant's remainder. */
export const SplitRecipientSchema = z
  .object({
    uuid: text,
    tenant_id: text,
    tenant: z.unknown().optional(),
    merchant_id: text,
    merchant_uuid: text,
    amount: minorOrNull,
    requested_amount: text,
    description: text,
    primary_reference: text,
    secondary_reference: text,
    net_amount: minorOrNull,
    total_fee: minorOrNull,
    fixed_fee: minorOrNull,
    variable_fee: minorOrNull,
    is_remainder: flag,
  })
  .loose()
  .transform((r) => ({
    uuid: r.uuid,
    tenantId: normalizeTenant(r.tenant, r.tenant_id),
    merchantId: r.merchant_id ?? r.merchant_uuid,
    amount: r.amount,
    requestedAmount: r.requested_amount,
    description: r.description,
    primaryReference: r.primary_reference,
    secondaryReference: r.secondary_reference,
    netAmount: r.net_amount,
    totalFee: r.total_fee,
    fixedFee: r.fixed_fee,
    variableFee: r.variable_fee,
    isRemainder: r.is_remainder,
  }));
export type SplitRecipient = z.output<typeof SplitRecipientSchema>;

/** An item of a deposit's related_transactions (net_amount and total_fee are extensions). */
export const RelatedTransactionSchema = z
  .object({
    uuid: z.string(),
    code: text,
    type: code,
    status: code,
    counterparty_account_uuid: text,
    amount: minorOrNull,
    net_amount: minorOrNull,
    total_fee: minorOrNull,
    currency,
    metadata,
    primary_reference: text,
    secondary_reference: text,
    tertiary_reference: text,
    date_created_gmt: dateTime,
  })
  .loose()
  .transform((r) => ({
    uuid: r.uuid,
    code: r.code,
    type: r.type,
    status: r.status,
    counterpartyAccountId: r.counterparty_account_uuid,
    amount: r.amount,
    netAmount: r.net_amount,
    totalFee: r.total_fee,
    currency: r.currency,
    metadata: r.metadata,
    primaryReference: r.primary_reference,
    secondaryReference: r.secondary_reference,
    tertiaryReference: r.tertiary_reference,
    dateCreated: r.date_created_gmt,
  }));
export type RelatedTransaction = z.output<typeof RelatedTransactionSchema>;

const transactionFields = {
  uuid: z.string().min(1),
  code: text,
  status: code,
  type: code,
  tenant: z.unknown().optional(),
  tenant_id: z.unknown().optional(),
  merchant_id: text,
  creation_source: code,
  amount: z.unknown().optional(),
  total_amount: z.unknown().optional(),
  variable_fee: minorOrNull,
  fixed_fee: minorOrNull,
  total_fee: minorOrNull,
  net_amount: minorOrNull,
  amount_refunded: minorOrNull,
  currency,
  description: text,
  remarks: text,
  decline_reason: declineReason,
  funding_source: ref,
  funding_source_id: ref,
  origin_account: ref,
  origin_account_id: ref,
  destination_account: ref,
  destination_account_id: ref,
  statement_descriptor: text,
  primary_reference: text,
  secondary_reference: text,
  tertiary_reference: text,
  custom_id: text,
  metadata,
  auto_send_receipt: flag,
  due_date: calendarDate,
  date_created_gmt: dateTime,
  date_updated_gmt: dateTime,
  additional_recipients: lenientArray(SplitRecipientSchema),
  related_transactions_count: count,
  related_transactions: lenientArray(RelatedTransactionSchema),
  deposit: ref,
  deposit_id: ref,
  deposit_uuid: ref,
  parent: ref,
  parent_id: ref,
  parent_uuid: ref,
  payment_uuid: ref,
  recurring_plan: ref,
  recurring_plan_id: ref,
  recurring_plan_uuid: ref,
  refund_reason: text,
  refund_note: text,
  reason: text,
  note: text,
};

/** A transaction without the nested refunds (a refund's own shape). */
const BaseTransactionSchema = z
  .object(transactionFields)
  .loose()
  .transform((t, ctx) => {
    // total_amount (authorize) and amount (everything else) are the same quantity.
    const amountParse = minor.safeParse(t.amount ?? t.total_amount);
    if (!amountParse.success) {
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: 'amount (or total_amount) must be an integer of minor units',
      });
      return z.NEVER;
    }
    return {
      uuid: t.uuid,
      code: t.code,
      status: t.status,
      type: t.type,
      tenantId: normalizeTenant(t.tenant, t.tenant_id),
      merchantId: t.merchant_id,
      creationSource: t.creation_source,
      amount: amountParse.data,
      currency: t.currency,
      variableFee: t.variable_fee,
      fixedFee: t.fixed_fee,
      totalFee: t.total_fee,
      netAmount: t.net_amount,
      amountRefunded: t.amount_refunded,
      description: t.description,
      remarks: t.remarks,
      declineReason: t.decline_reason,
      fundingSourceId: t.funding_source ?? t.funding_source_id,
      originAccountId: t.origin_account ?? t.origin_account_id,
      destinationAccountId: t.destination_account ?? t.destination_account_id,
      statementDescriptor: t.statement_descriptor,
      primaryReference: t.primary_reference,
      secondaryReference: t.secondary_reference,
      tertiaryReference: t.tertiary_reference,
      customId: t.custom_id,
      metadata: t.metadata,
      autoSendReceipt: t.auto_send_receipt,
      dueDate: t.due_date,
      dateCreated: t.date_created_gmt,
      dateUpdated: t.date_updated_gmt,
      additionalRecipients: t.additional_recipients,
      relatedTransactionsCount: t.related_transactions_count ?? t.related_transactions?.length ?? null,
      relatedTransactions: t.related_transactions,
      depositId: t.deposit ?? t.deposit_id ?? t.deposit_uuid,
      parentId: t.parent ?? t.parent_id ?? t.parent_uuid ?? t.payment_uuid,
      recurringPlanId: t.recurring_plan ?? t.recurring_plan_id ?? t.recurring_plan_uuid,
      refundReason: t.refund_reason ?? t.reason,
      refundNote: t.refund_note ?? t.note,
    };
  });

export type TransactionBase = z.output<typeof BaseTransactionSchema>;

const refundList = lenientArray(BaseTransactionSchema);

export type Transaction = TransactionBase & { refunds: TransactionBase[] | null };

/** Any transaction (payment, payout, transfer, refund, deposit, authorize result) in one normalized shape. */
export const TransactionSchema = z
  .unknown()
  .optional()
  .transform((value, ctx): Transaction => {
    const base = BaseTransactionSchema.safeParse(value);
    if (!base.success) {
      for (const issue of base.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      return z.NEVER;
    }
    const refunds = refundList.parse((value as { refunds?: unknown }).refunds);
    return { ...base.data, refunds };
  });
