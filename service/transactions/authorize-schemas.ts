import { z } from '@hono/zod-openapi';
import { NewEndUserDetails } from '../end-users/schemas';
import {
  amountInput,
  booleanInput,
  currencyInput,
  idOf,
  metadata,
  reference,
  statementDescriptor,
} from '../http/fields';
import { TRANSACTION_TYPES } from './schemas';

export const AccountDetails = z
  .object({
    uuid: idOf('acc', 'One of your accounts').optional(),
    token: z.string().min(1).max(100).optional().openapi({
      description: 'Account token (tok_…) instead of the uuid.',
      example: 'tok_5c0d2e4f-1a3b-4c5d-8e9f-0a1b2c3d4e5f',
    }),
    institution_uuid: idOf(
      'ins',
      'Institution; required (with account_number) when neither uuid nor token is given',
    ).optional(),
    account_number: z
      .string()
      .regex(/^\d{4,17}$/, 'must be 4 to 17 digits')
      .optional()
      .openapi({
        description: 'Account number (4–17 digits); with institution_uuid it finds or connects the account.',
        example: '000123456789',
      }),
    routing_number: z
      .string()
      .regex(/^\d{9}$/, 'must be 9 digits')
      .optional()
      .openapi({ description: 'ABA routing number (9 digits).', example: '011000015' }),
    existing_end_user_id: idOf('eur', 'The account holder; required when new_end_user_details is absent').optional(),
    new_end_user_details: NewEndUserDetails.optional().openapi({
      description: 'Creates the account holder; type is required, and the conditional rules apply.',
    }),
  })
  .openapi('AccountDetails');
export type AccountDetailsInput = z.infer<typeof AccountDetails>;

export const AuthorizeBody = z
  .object({
    type: z
      .string()
      .transform((v) => v.toUpperCase())
      .pipe(z.enum(TRANSACTION_TYPES, { error: `must be one of ${TRANSACTION_TYPES.join(', ')}` }))
      .openapi({ type: 'string', enum: [...TRANSACTION_TYPES], description: 'Transaction type.', example: 'PAYMENT' }),
    origin_account: AccountDetails,
    destination_account: AccountDetails,
    amount: amountInput,
    currency: currencyInput,
    custom_id: z
      .string()
      .min(1)
      .max(100)
      .optional()
      .openapi({ description: 'Your own id for the transaction (≤ 100).', example: 'order-6735' }),
    tenant_id: z.string().min(1).max(100).optional().openapi({
      description: 'One of your tenants (ten_… or the bare UUID).',
      example: 'ten_7a1c9e2d-3b4f-4a5c-8d6e-9f0a1b2c3d4e',
    }),
    description: z
      .string()
      .max(500)
      .optional()
      .openapi({ description: 'Shown to users (≤ 500).', example: 'Invoice 2026-0042' }),
    statement_descriptor: statementDescriptor.optional(),
    primary_reference: reference.optional(),
    secondary_reference: reference.optional(),
    metadata: metadata.optional(),
    auto_send_receipt: booleanInput.optional(),
  })
  .openapi('AuthorizeTransactionRequest');
export type AuthorizeInput = z.infer<typeof AuthorizeBody>;

const ref = (what: string, example: string) =>
  z
    .object({ uuid: z.string().openapi({ description: `${what} id.`, example }) })
    .openapi({ description: what, example: { uuid: example } });
const fee = (description: string, example: number) => z.number().int().nullable().openapi({ description, example });

/** The bare transaction POST /transactions/authorize answers with (spec 4.2: tenant_id, total_amount and amount). */
export const AuthorizedTransactionSchema = z
  .object({
    uuid: z.string().openapi({ description: 'Transaction id.', example: 'trx_9d2f5a1e-7c3b-4d8e-a1f0-6b5c4d3e2f1a' }),
    code: z.string().openapi({ description: 'Short code.', example: 'TRX-7KQ2M9X41B' }),
    status: z.string().openapi({
      description: 'PROCESSING when authorized; later SUCCESSFUL, FAILED, CANCELED or REVERSED.',
      example: 'PROCESSING',
    }),
    remarks: z.string().nullable().openapi({ description: 'Why it was declined, or null.', example: null }),
    type: z.string().openapi({ description: 'Transaction type.', example: 'PAYMENT' }),
    tenant_id: z
      .string()
      .nullable()
      .openapi({ description: 'Tenant id, or null.', example: 'ten_7a1c9e2d-3b4f-4a5c-8d6e-9f0a1b2c3d4e' }),
    origin_account: ref('Origin account', 'acc_1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e'),
    destination_account: ref('Destination account', 'acc_6e5d4c3b-2a1f-4e0d-9c8b-7a6f5e4d3c2b'),
    total_amount: z
      .number()
      .int()
      .openapi({ description: 'Amount in minor units (the same as amount).', example: 1000 }),
    amount: z.number().int().openapi({ description: 'Amount in minor units.', example: 1000 }),
    variable_fee: fee('Variable fee.', 29),
    fixed_fee: fee('Fixed fee.', 30),
    total_fee: fee('Total fee.', 59),
    net_amount: fee('amount − total_fee.', 941),
    currency: z
      .object({ code: z.string().openapi({ description: 'ISO 4217.', example: 'USD' }) })
      .openapi({ description: 'Currency.', example: { code: 'USD' } }),
    description: z.string().nullable().openapi({ description: 'Description.', example: 'Invoice 2026-0042' }),
    statement_descriptor: z
      .string()
      .nullable()
      .openapi({ description: 'Statement descriptor.', example: 'ACME STORE' }),
    primary_reference: z.string().nullable().openapi({ description: 'Reference.', example: 'INV-2026-0042' }),
    secondary_reference: z.string().nullable().openapi({ description: 'Reference.', example: null }),
    metadata: z.record(z.string(), z.string()).openapi({ description: 'Metadata.', example: {} }),
    auto_send_receipt: z.boolean().openapi({ description: 'Whether a receipt is sent.', example: false }),
    custom_id: z.string().nullable().openapi({ description: 'Your id. Extension.', example: 'order-6735' }),
    merchant_id: z
      .string()
      .openapi({ description: 'Merchant. Extension.', example: 'mer_3f1b6c1e-8a2d-4c55-9f0e-2b7d4c1a9e10' }),
    date_created_gmt: z.string().openapi({ description: 'Created (GMT).', example: '2026-11-20T10:00:00.000Z' }),
    date_updated_gmt: z.string().openapi({ description: 'Updated (GMT).', example: '2026-11-20T10:00:00.000Z' }),
  })
  .openapi('AuthorizedTransaction');
