import { z } from 'zod';

/** Dispute and return cases (an API extension, docs/disputes.md), read tolerantly: unknown fields pass. */

const text = z.string();
const nullableText = z
  .string()
  .nullable()
  .optional()
  .transform((v) => v ?? null);

export const CaseSchema = z
  .object({
    uuid: text,
    code: text.optional().default(''),
    kind: text,
    reason: text,
    status: text,
    amount: z.number().int(),
    currency: text,
    payment_id: text,
    transaction_id: text,
    deposit_id: nullableText,
    credit_transaction_id: nullableText,
    credit_deposit_id: nullableText,
    end_user_id: nullableText,
    merchant_id: nullableText,
    respond_by: text,
    response_text: nullableText,
    submitted_at: nullableText,
    decided_at: nullableText,
    date_created_gmt: text,
    date_updated_gmt: text.optional(),
  })
  .transform((c) => ({
    id: c.uuid,
    code: c.code,
    kind: c.kind,
    reason: c.reason,
    status: c.status,
    amount: c.amount,
    currency: c.currency,
    paymentId: c.payment_id,
    transactionId: c.transaction_id,
    depositId: c.deposit_id,
    creditTransactionId: c.credit_transaction_id,
    creditDepositId: c.credit_deposit_id,
    endUserId: c.end_user_id,
    merchantId: c.merchant_id,
    respondBy: c.respond_by,
    responseText: c.response_text,
    submittedAt: c.submitted_at,
    decidedAt: c.decided_at,
    createdAt: c.date_created_gmt,
  }));
export type Case = z.output<typeof CaseSchema>;

export const EvidenceSchema = z
  .object({
    uuid: text,
    file_name: text,
    content_type: text,
    size: z.number().int(),
    date_created_gmt: text,
  })
  .transform((e) => ({
    id: e.uuid,
    fileName: e.file_name,
    contentType: e.content_type,
    size: e.size,
    createdAt: e.date_created_gmt,
  }));
export type Evidence = z.output<typeof EvidenceSchema>;

export const CaseDetailSchema = z.object({
  case: CaseSchema,
  evidence: z.array(EvidenceSchema).optional().default([]),
});
export type CaseDetail = z.output<typeof CaseDetailSchema>;

export const CaseCountsSchema = z
  .object({
    open: z.number().int(),
    needs_response: z.number().int(),
    due_soon: z.number().int(),
  })
  .transform((c) => ({ open: c.open, needsResponse: c.needs_response, dueSoon: c.due_soon }));
export type CaseCounts = z.output<typeof CaseCountsSchema>;
