import { REFUND_REASONS } from '../../core/refunds';
import { LIMITS } from '../../core/limits';
import { z } from '@hono/zod-openapi';
import {
  amountInput,
  booleanInput,
  currencyInput,
  dateOnly,
  idOf,
  metadata,
  reference,
  statementDescriptor,
} from '../http/fields';
import { TransactionSchema } from '../transactions/schemas';

export const MAX_RECIPIENTS = 20;

export const tenantIdInput = z.string().min(1).max(100).openapi({
  description: 'One of your tenants (ten_…, see GET /tenants/list); the bare UUID is accepted too.',
  example: 'ten_7a1c9e2d-3b4f-4a5c-8d6e-9f0a1b2c3d4e',
});

export const descriptionInput = z
  .string()
  .min(1)
  .max(LIMITS.description, `must be at most ${LIMITS.description} characters`)
  .openapi({ description: `Shown to users, e.g. on receipts (≤ ${LIMITS.description}).`, example: 'Order #6735' });

export const RecipientInput = z
  .object({
    merchant_uuid: idOf('mer', 'One of your sub-merchants'),
    amount: z.union([z.string(), z.number()]).openapi({
      type: 'string',
      description: 'Minor units ("1000") or a percentage of the payment amount ("25%", "12.5%", up to 4 decimals).',
      example: '25%',
    }),
    description: z
      .string()
      .max(500)
      .optional()
      .openapi({ description: 'What the recipient’s share is for.', example: 'Guide commission' }),
    primary_reference: reference.optional(),
    secondary_reference: reference.optional(),
  })
  .openapi('SplitRecipientRequest');

/** The Payment object: POST /payments/create and the transaction of a checkout link share it. */
export const paymentFields = {
  tenant_id: tenantIdInput,
  amount: amountInput,
  description: descriptionInput,
  auto_send_receipt: booleanInput,
  funding_source_id: idOf('acc', 'Your CONNECTED account with the PAYMENTS capability that pays'),
  merchant_id: idOf('mer', 'You or one of your sub-merchants (default: you)').optional(),
  statement_descriptor: statementDescriptor.optional(),
  currency: currencyInput
    .optional()
    .openapi({ description: 'ISO 4217; default: your merchant’s default currency.', example: 'USD' }),
  primary_reference: reference.optional(),
  secondary_reference: reference.optional(),
  metadata: metadata.optional(),
  additional_recipients: z
    .array(RecipientInput)
    .max(MAX_RECIPIENTS, `must have at most ${MAX_RECIPIENTS} recipients`)
    .optional()
    .openapi({
      description: `Split: up to ${MAX_RECIPIENTS} sub-merchants, each an amount or a percentage; the rest stays with merchant_id.`,
    }),
  due_date: dateOnly
    .optional()
    .openapi({ description: 'Date to process it (YYYY-MM-DD, today or later; default today).', example: '2026-12-01' }),
};

export const CreatePaymentBody = z.object(paymentFields).openapi('CreatePaymentRequest');
export type CreatePaymentInput = z.infer<typeof CreatePaymentBody>;

export const RefundBody = z
  .object({
    reason: z
      .string()
      .transform((v) => v.toUpperCase())
      .pipe(z.enum(REFUND_REASONS, { error: `must be one of ${REFUND_REASONS.join(', ')}` }))
      .openapi({
        type: 'string',
        enum: [...REFUND_REASONS],
        description: 'Why the payment is refunded.',
        example: 'ACCIDENTAL_OR_DUPLICATE_CHARGE',
      }),
    note: z
      .string()
      .max(LIMITS.note, `must be at most ${LIMITS.note} characters`)
      .optional()
      .openapi({ description: `Your note (≤ ${LIMITS.note}).`, example: 'Charged twice for order #6735' }),
    amount: amountInput.optional().openapi({
      type: 'integer',
      description: 'Partial refund in minor units (extension); default: everything not yet refunded.',
      example: 250,
    }),
  })
  .openapi('RefundPaymentRequest');

export const PaymentEnvelope = z.object({ payment: TransactionSchema }).openapi('PaymentResponse');
