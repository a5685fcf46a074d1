import { z } from '@hono/zod-openapi';
import { LIMITS } from '../../core/limits';
import { EndUserSchema, NewEndUserDetails } from '../end-users/schemas';
import { idOf, metadata, reference } from '../http/fields';
import { filter, listQuery, PageInfoSchema } from '../http/list';
import { ACCOUNT_STATUSES, ACCOUNT_SUBTYPES, ACCOUNT_TYPES, DISCONNECTION_REASONS, isAbaRoutingNumber } from './states';

const upperEnum = <const V extends readonly [string, ...string[]]>(
  values: V,
  description: string,
  example: V[number],
) =>
  z
    .string()
    .transform((v) => v.toUpperCase())
    .pipe(z.enum(values, { error: `must be one of ${values.join(', ')}` }))
    .openapi({ type: 'string', enum: [...values], description, example });

const digitsOnly = (v: string) => v.replace(/[\s-]/g, '');

export const ConnectAccountBody = z
  .object({
    institution_uuid: idOf('ins', 'Institution the account is held at').openapi({
      example: 'ins_00000000-0000-4000-8000-000000000001',
    }),
    account_number: z
      .string()
      .transform(digitsOnly)
      .pipe(z.string().regex(/^\d{4,20}$/, 'must be 4 to 20 digits (spaces and hyphens are ignored)'))
      .openapi({
        type: 'string',
        description: 'Account number, 4 to 20 digits. Only a keyed hash and the last 4 digits are stored.',
        example: '000123456789',
      }),
    routing_number: z
      .string()
      .transform(digitsOnly)
      .pipe(z.string().refine(isAbaRoutingNumber, 'must be a valid 9-digit ABA routing number'))
      .optional()
      .openapi({
        type: 'string',
        description: 'ABA routing number (US institutions), 9 digits with a valid checksum.',
        example: '011000015',
      }),
    type: upperEnum(ACCOUNT_TYPES, 'Account type; default DEPOSITORY.', 'DEPOSITORY').optional(),
    subtype: upperEnum(ACCOUNT_SUBTYPES, 'Account subtype; default CHECKING.', 'CHECKING').optional(),
    existing_end_user_id: idOf(
      'eur',
      'Your end user who holds the account; required unless new_end_user_details is given',
    ).optional(),
    new_end_user_details: NewEndUserDetails.optional(),
    merchant_id: idOf('mer', 'Merchant or sub-merchant the account belongs to; default: the end user’s').optional(),
    primary_reference: reference.optional(),
    secondary_reference: reference.optional(),
    metadata: metadata.optional(),
  })
  .openapi('ConnectAccountRequest');
export type ConnectAccountInput = z.infer<typeof ConnectAccountBody>;

export const DisconnectAccountBody = z
  .object({
    disconnection_reason: upperEnum(
      DISCONNECTION_REASONS,
      `Why: ${DISCONNECTION_REASONS.join(', ')}.`,
      'ACTIVITY_COMPLETED',
    ),
    disconnection_note: z.string().max(LIMITS.note, `must be at most ${LIMITS.note} characters`).optional().openapi({
      description:
        'Free note, at most 500 characters (the console asks for one with OTHER; the API does not require it).',
      example: 'Subscription ended',
    }),
  })
  .openapi('DisconnectAccountRequest');

export const ValidateAccountBody = z
  .object({
    account_uuid: idOf('acc', 'The account waiting for validation'),
    slug: z.string().min(1).max(100).openapi({
      description: 'A slug from the account’s pending_account_validations.',
      example: 'confirm-3f9a1c2b7d4e',
    }),
  })
  .openapi('ValidateAccountRequest');

const PendingValidationSchema = z
  .object({
    slug: z.string().openapi({ description: 'Send it to PUT /accounts/validate.', example: 'confirm-3f9a1c2b7d4e' }),
    action: z.string().openapi({ description: 'What validates it.', example: 'CONFIRM_REQUEST_WITH_INSTITUTION' }),
  })
  .openapi('PendingAccountValidation');

export const AccountSchema = z
  .object({
    uuid: z.string().openapi({ description: 'Account id.', example: 'acc_0b6f…' }),
    code: z.string().openapi({ description: 'Short human-readable code.', example: 'ACC-7KQ2M9X41B' }),
    token: z.string().openapi({ description: 'Account token for authorize requests (tok_…).', example: 'tok_…' }),
    source_connect_link: z
      .string()
      .nullable()
      .openapi({ description: 'The connect link used (clk_…), or null.', example: null }),
    current_status: z.string().openapi({ description: ACCOUNT_STATUSES.join(', '), example: 'CONNECTED' }),
    requires_account_validation: z
      .boolean()
      .openapi({ description: 'True while a validation is pending.', example: false }),
    pending_account_validations: z
      .array(PendingValidationSchema)
      .nullable()
      .openapi({ description: 'Validations to complete, or null.', example: null }),
    remarks: z
      .string()
      .nullable()
      .openapi({ description: 'Why the account is not usable, e.g. ACCOUNT_DOES_NOT_EXIST.', example: null }),
    institution: z
      .object({
        uuid: z
          .string()
          .openapi({ description: 'Institution id.', example: 'ins_00000000-0000-4000-8000-000000000001' }),
        name: z.string().openapi({ description: 'Institution name.', example: 'First Sandbox Bank' }),
      })
      .openapi({ description: 'The institution.' }),
    last_4: z.string().openapi({ description: 'Last 4 digits of the account number.', example: '6789' }),
    routing_number: z
      .string()
      .nullable()
      .openapi({ description: 'ABA routing number, when given.', example: '011000015' }),
    type: z.string().openapi({ description: 'Account type.', example: 'DEPOSITORY' }),
    subtype: z.string().openapi({ description: 'Account subtype.', example: 'CHECKING' }),
    currency: z
      .object({ code: z.string().openapi({ description: 'ISO 4217 code.', example: 'USD' }) })
      .openapi({ description: 'Currency the account holds.' }),
    capabilities: z
      .array(z.string())
      .openapi({ description: 'PAYMENTS, TRANSFERS, BALANCE, IDENTITY, AUTHENTICATION.', example: ['PAYMENTS'] }),
    enabled_real_time_payouts: z
      .boolean()
      .openapi({ description: 'Whether payouts to it may settle in real time.', example: true }),
    end_user: EndUserSchema.nullable(),
    disconnection_reason: z.string().nullable().openapi({ description: 'Why it was disconnected.', example: null }),
    disconnect_reason: z
      .string()
      .nullable()
      .openapi({ description: 'The same value as disconnection_reason (the spec uses both names).', example: null }),
    disconnection_note: z.string().nullable().openapi({ description: 'Note given on disconnect.', example: null }),
    primary_reference: z.string().nullable().openapi({ description: 'Reference.', example: null }),
    secondary_reference: z.string().nullable().openapi({ description: 'Reference.', example: null }),
    metadata: z.record(z.string(), z.string()).openapi({ description: 'Metadata.', example: {} }),
    merchant_id: z.string().openapi({ description: 'Merchant or sub-merchant it belongs to.', example: 'mer_…' }),
    creation_source: z.string().openapi({ description: 'MERCHANT_API, CONNECT_LINK…', example: 'MERCHANT_API' }),
    date_created_gmt: z
      .string()
      .openapi({ description: 'Created (ISO 8601, GMT).', example: '2026-11-20T10:00:00.000Z' }),
    date_updated_gmt: z
      .string()
      .openapi({ description: 'Updated (ISO 8601, GMT).', example: '2026-11-20T10:00:00.000Z' }),
  })
  .openapi('Account');

export const AccountListQuery = listQuery({
  type: filter.oneOf(ACCOUNT_TYPES, 'Account type.'),
  subtype: filter.oneOf(ACCOUNT_SUBTYPES, 'Account subtype.'),
  current_status: filter.oneOf(ACCOUNT_STATUSES, 'Current status.'),
  primary_reference: filter.text('Exact primary reference.'),
  secondary_reference: filter.text('Exact secondary reference.'),
  date_from: filter.date('Created on or after (YYYY-MM-DD or date-time, GMT).'),
  date_to: filter.date('Created on or before (a bare date includes that whole day).'),
  institution_uuid: filter.text('Institution id.', 'ins_…'),
  uuid: filter.text('Exact account id.', 'acc_…'),
  uuid_in: filter.idList(
    'Extension (x-extension): any of these account ids, comma-separated (at most 100); lets a page label all its counterparties in one call.',
    'acc_1,acc_2',
  ),
  code: filter.text('Exact code.'),
  last_4: filter.text('Last 4 digits.', '6789'),
  end_user_uuid: filter.text('End user id.', 'eur_…'),
  end_user_code: filter.text('End user code.'),
  end_user_email: filter.text('End user email, case-insensitive exact.', 'ana@example.com'),
  end_user_local_id: filter.text('End user ID number.'),
  merchant_id: filter.text('Merchant or sub-merchant id.', 'mer_…'),
});
export type AccountListParams = z.infer<typeof AccountListQuery>;

export const AccountEnvelope = z.object({ account: AccountSchema }).openapi('AccountResponse');
export const AccountListEnvelope = z
  .object({
    accounts: z.array(AccountSchema).openapi({ description: 'This page of accounts.' }),
    page_info: PageInfoSchema,
  })
  .openapi('AccountList');
