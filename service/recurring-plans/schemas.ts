import { z } from '@hono/zod-openapi';
import { EndUserSchema, NewEndUserDetails } from '../end-users/schemas';
import { amountInput, currencyInput, dateOnly, idOf, metadata, reference, statementDescriptor } from '../http/fields';
import { filter, listQuery, PageInfoSchema } from '../http/list';
import { tenantIdInput } from '../payments/schemas';
import { CYCLE_FREQUENCIES } from '../../core/schedule';

export const PROCESSING_METHODS = ['AUTOMATIC', 'SEND_REQUEST'] as const;
export const PLAN_TRANSACTION_TYPES = ['PAYMENT', 'PAYOUT', 'TRANSFER'] as const;
export const PLAN_STATUSES = ['ACTIVE', 'PAUSED'] as const;
export const MAX_CYCLE_COUNT = 10_000;

const upperEnum = <const V extends readonly [string, ...string[]]>(values: V, description: string) =>
  z
    .string()
    .transform((v) => v.toUpperCase())
    .pipe(z.enum(values, { error: `must be one of ${values.join(', ')}` }))
    .openapi({ type: 'string', enum: [...values], description, example: values[0] });

export const PlanTransactionInput = z
  .object({
    tenant_id: tenantIdInput,
    type: upperEnum(
      PLAN_TRANSACTION_TYPES,
      'PAYMENT (from origin_account_id, or by a checkout link with SEND_REQUEST), PAYOUT (to destination_account_id) or TRANSFER (both).',
    ),
    amount: amountInput,
    currency: currencyInput
      .optional()
      .openapi({ description: 'ISO 4217; default: your merchant’s default currency.', example: 'USD' }),
    description: z.string().max(500).optional().openapi({
      description: 'Description of each generated transaction (≤ 500); default: the plan’s. Extension.',
      example: 'Monthly membership',
    }),
    statement_descriptor: statementDescriptor.optional(),
    primary_reference: reference.optional(),
    secondary_reference: reference.optional(),
    metadata: metadata.optional(),
  })
  .openapi('RecurringPlanTransactionRequest');

export const totalCycleCountInput = z
  .union([z.string(), z.number()])
  .transform((value, ctx) => {
    const text = String(value).trim();
    const n = /^\d+$/.test(text) ? Number(text) : NaN;
    if (!Number.isSafeInteger(n) || n < 1 || n > MAX_CYCLE_COUNT) {
      ctx.addIssue({
        code: 'custom',
        message: `must be a whole number of cycles from 1 to ${MAX_CYCLE_COUNT}`,
        params: { code: 'invalid_cycle_count' },
      });
      return z.NEVER;
    }
    return n;
  })
  .openapi({
    type: 'string',
    description: `Number of cycles, 1 to ${MAX_CYCLE_COUNT} (a number or a string of digits).`,
    example: '12',
  });

export const CreateRecurringPlanBody = z
  .object({
    processing_method: upperEnum(
      PROCESSING_METHODS,
      'AUTOMATIC: each cycle creates the transaction. SEND_REQUEST: each cycle sends the end user a checkout link.',
    ),
    transaction: PlanTransactionInput,
    existing_end_user_id: idOf('eur', 'Your end user; required unless new_end_user_details is given').optional(),
    new_end_user_details: NewEndUserDetails.optional(),
    description: z
      .string()
      .max(500)
      .optional()
      .openapi({ description: 'What the plan is for (≤ 500).', example: 'Gym membership' }),
    merchant_id: idOf('mer', 'You or one of your sub-merchants (default: you)').optional(),
    start_date: dateOnly
      .optional()
      .openapi({ description: 'First cycle (YYYY-MM-DD, today or later); default today.', example: '2026-12-01' }),
    end_date: dateOnly.optional().openapi({
      description: 'Last possible cycle date (YYYY-MM-DD, inclusive; not before start_date).',
      example: '2027-11-30',
    }),
    total_cycle_count: totalCycleCountInput.optional(),
    cycle_frequency: upperEnum(
      CYCLE_FREQUENCIES,
      'How often; default MONTHLY. Month-based cycles fall on the start day, or the month’s last day when shorter.',
    ).optional(),
    origin_account_id: idOf(
      'acc',
      'Account paying each cycle: an AUTOMATIC PAYMENT collects from it (without it, each cycle sends a checkout link), a TRANSFER moves from it; stored as sent otherwise',
    ).optional(),
    destination_account_id: idOf(
      'acc',
      'Account receiving each cycle: a PAYOUT pays it, a TRANSFER moves to it (a cycle without the account it needs is recorded FAILED); stored as sent otherwise',
    ).optional(),
    primary_reference: reference.optional(),
    secondary_reference: reference.optional(),
    metadata: metadata.optional(),
  })
  .openapi('CreateRecurringPlanRequest');
export type CreateRecurringPlanInput = z.infer<typeof CreateRecurringPlanBody>;

const text = (description: string, example: string | null = null) =>
  z.string().nullable().openapi({ description, example });
const ref = (what: string, example: string) =>
  z
    .object({ uuid: z.string().openapi({ description: `${what} id.`, example }) })
    .nullable()
    .openapi({ description: `${what}, or null.`, example: { uuid: example } });

export const RecurringPlanSchema = z
  .object({
    uuid: z
      .string()
      .openapi({ description: 'Recurring plan id (rcp_…).', example: 'rcp_4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a' }),
    code: z.string().openapi({ description: 'Short code.', example: 'RCP-7KQ2M9X41B' }),
    description: text('What the plan is for.', 'Gym membership'),
    processing_method: z.string().openapi({ description: 'AUTOMATIC or SEND_REQUEST.', example: 'AUTOMATIC' }),
    status: z.string().openapi({ description: 'ACTIVE or PAUSED.', example: 'ACTIVE' }),
    start_date: z.string().openapi({ description: 'First cycle (YYYY-MM-DD).', example: '2026-12-01' }),
    end_date: text('Last possible cycle date, or null.', '2027-11-30'),
    total_cycle_count: text('Number of cycles (a string, as the spec shows), or null for no limit.', '12'),
    cycle_frequency: z
      .string()
      .openapi({ description: 'DAILY, WEEKLY, MONTHLY, SEMI_ANNUALLY or YEARLY.', example: 'MONTHLY' }),
    end_user: EndUserSchema,
    origin_account: ref('Account paying each cycle', 'acc_1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e'),
    destination_account: ref('Account receiving each cycle', 'acc_6e5d4c3b-2a1f-4e0d-9c8b-7a6f5e4d3c2b'),
    transaction: z
      .object({
        tenant: z
          .object({
            uuid: z
              .string()
              .openapi({ description: 'Tenant id.', example: 'ten_7a1c9e2d-3b4f-4a5c-8d6e-9f0a1b2c3d4e' }),
          })
          .openapi({ description: 'Tenant.' }),
        type: z.string().openapi({ description: 'PAYMENT, PAYOUT or TRANSFER.', example: 'PAYMENT' }),
        currency: z
          .object({ code: z.string().openapi({ description: 'ISO 4217.', example: 'USD' }) })
          .openapi({ description: 'Currency.' }),
        amount: z.number().int().openapi({ description: 'Amount of each cycle in minor units.', example: 2500 }),
        description: text('Description of each transaction. Extension.', 'Monthly membership'),
        statement_descriptor: text('Statement descriptor.', 'ACME GYM'),
        primary_reference: text('Reference.', 'MEMBER-77'),
        secondary_reference: text('Reference.'),
        metadata: z
          .record(z.string(), z.string())
          .openapi({ description: 'Metadata of each transaction.', example: {} }),
      })
      .openapi({ description: 'The transaction each cycle creates.' }),
    primary_reference: text('Reference.', 'PLAN-77'),
    secondary_reference: text('Reference.'),
    metadata: z.record(z.string(), z.string()).openapi({ description: 'Metadata.', example: {} }),
    merchant_id: z
      .string()
      .openapi({ description: 'Merchant or sub-merchant the plan is for. Extension.', example: 'mer_…' }),
    cycles_completed: z.number().int().openapi({ description: 'Cycles generated so far. Extension.', example: 0 }),
    next_cycle_date: text('Due date of the next cycle, or null when the plan is finished. Extension.', '2026-12-01'),
    date_created_gmt: z
      .string()
      .openapi({ description: 'Created (ISO 8601, GMT).', example: '2026-11-20T10:00:00.000Z' }),
    date_updated_gmt: z
      .string()
      .openapi({ description: 'Updated (ISO 8601, GMT).', example: '2026-11-20T10:00:00.000Z' }),
  })
  .openapi('RecurringPlan');

export const RecurringPlanListQuery = listQuery({
  status: filter.oneOf(PLAN_STATUSES, 'ACTIVE or PAUSED.'),
  processing_method: filter.oneOf(PROCESSING_METHODS, 'AUTOMATIC or SEND_REQUEST.'),
  cycle_frequency: filter.oneOf(CYCLE_FREQUENCIES, 'Cycle frequency.'),
  code: filter.text('Exact code.', 'RCP-7KQ2M9X41B'),
  end_user_uuid: filter.text('End user id.', 'eur_…'),
  primary_reference: filter.text('Exact primary reference.'),
  secondary_reference: filter.text('Exact secondary reference.'),
  date_from: filter.date('Created on or after (YYYY-MM-DD or date-time, GMT).'),
  date_to: filter.date('Created on or before (a bare date includes that whole day).'),
  merchant_id: filter.text('Merchant or sub-merchant id.', 'mer_…'),
});
export type RecurringPlanListParams = z.infer<typeof RecurringPlanListQuery>;

export const RecurringPlanEnvelope = z.object({ recurring_plan: RecurringPlanSchema }).openapi('RecurringPlanResponse');
export const RecurringPlanListEnvelope = z
  .object({
    recurring_plans: z.array(RecurringPlanSchema).openapi({ description: 'This page of plans.' }),
    page_info: PageInfoSchema,
  })
  .openapi('RecurringPlanList');
