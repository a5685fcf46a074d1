import { z } from '@hono/zod-openapi';
import { country3, dateOnly, email, idOf, language, metadata, reference } from '../http/fields';
import { filter, listQuery, PageInfoSchema } from '../http/list';

export const END_USER_TYPES = ['INDIVIDUAL', 'ORGANIZATION'] as const;

const endUserType = z
  .string()
  .transform((v) => v.toUpperCase())
  .pipe(z.enum(END_USER_TYPES, { error: 'must be INDIVIDUAL or ORGANIZATION' }))
  .openapi({
    type: 'string',
    enum: [...END_USER_TYPES],
    description: 'INDIVIDUAL or ORGANIZATION.',
    example: 'INDIVIDUAL',
  });

export const PhoneNumber = z
  .object({
    // The spec only says both are required: any calling code (1, +57) or ISO country code (US, COL) is stored as sent,
    // and any number written with digits and the usual separators (docs/decisions.md).
    country_code: z
      .string()
      .trim()
      .regex(/^(\+?\d{1,4}|[A-Za-z]{2,3})$/, 'must be a calling code like 1 or +57 (or a country code like US)')
      .openapi({ description: 'Calling code (an ISO country code is accepted too).', example: '1' }),
    number: z
      .string()
      .trim()
      .max(32, 'must be at most 32 characters')
      .regex(/^\+?[\d\s().-]*\d[\d\s().-]*$/, 'must be digits, optionally with spaces, dots, hyphens or parentheses')
      .openapi({ description: 'Phone number.', example: '4155550123' }),
  })
  .openapi('PhoneNumber');

const line = z.string().max(200, 'must be at most 200 characters');

/** Address, accepting both address_line_1 and address_line1 spellings (spec 2.4). */
export const AddressInput = z
  .object({
    address_line_1: line
      .optional()
      .openapi({ description: 'First line (address_line1 is accepted too).', example: '1 Market St' }),
    address_line_2: line.optional().openapi({ description: 'Second line.', example: 'Suite 400' }),
    address_line_3: line.optional().openapi({ description: 'Third line.', example: '' }),
    address_line1: line.optional().openapi({ description: 'Alias of address_line_1.', example: '1 Market St' }),
    address_line2: line.optional().openapi({ description: 'Alias of address_line_2.', example: 'Suite 400' }),
    address_line3: line.optional().openapi({ description: 'Alias of address_line_3.', example: '' }),
    locality: line.optional().openapi({ description: 'City.', example: 'San Francisco' }),
    sublocality: line.optional().openapi({ description: 'District or neighbourhood.', example: 'SoMa' }),
    administrative_district: line.optional().openapi({ description: 'State or department.', example: 'CA' }),
    postal_code: z.string().max(20).optional().openapi({ description: 'Postal code.', example: '94105' }),
    country: country3.optional(),
  })
  .transform((a) => ({
    address_line_1: a.address_line_1 ?? a.address_line1 ?? null,
    address_line_2: a.address_line_2 ?? a.address_line2 ?? null,
    address_line_3: a.address_line_3 ?? a.address_line3 ?? null,
    locality: a.locality ?? null,
    sublocality: a.sublocality ?? null,
    administrative_district: a.administrative_district ?? null,
    postal_code: a.postal_code ?? null,
    country: a.country ?? null,
  }))
  .openapi('AddressInput');

const name = (description: string, example: string) => z.string().min(1).max(100).openapi({ description, example });

/** The end-user fields of POST /end-users/create; conditional rules are applied in `endUserRules`. */
export const endUserFields = {
  type: endUserType,
  first_name: name('Required when type is INDIVIDUAL.', 'Ana').optional(),
  last_name: name('Required when type is INDIVIDUAL.', 'Gómez').optional(),
  organization: name('Required when type is ORGANIZATION.', 'Gómez Imports').optional(),
  organization_legal_name: name('Legal name of the organization.', 'Gómez Imports S.A.S.').optional(),
  local_id: z
    .string()
    .min(1)
    .max(40)
    .optional()
    .openapi({ description: 'ID number; required for merchants in Colombia.', example: '1020304050' }),
  local_id_type: z
    .string()
    .min(1)
    .max(40)
    .openapi({ description: 'e.g. NATIONAL_ID, DRIVERS_LICENSE, PASSPORT, TAX_ID.', example: 'NATIONAL_ID' }),
  local_id_country: country3,
  date_of_birth: dateOnly.optional(),
  email,
  phone_number: PhoneNumber,
  address: AddressInput.optional(),
  preferred_language: language.optional(),
  note: z.string().max(1000).optional().openapi({ description: 'Free note.', example: 'VIP customer' }),
  primary_reference: reference.optional(),
  secondary_reference: reference.optional(),
  metadata: metadata.optional(),
  merchant_id: idOf('mer', 'Merchant or sub-merchant the end user belongs to').optional(),
};

export const CreateEndUserBody = z.object(endUserFields).openapi('CreateEndUserRequest');
export type CreateEndUserInput = z.infer<typeof CreateEndUserBody>;

/**
 * new_end_user_details inside a link, account or transaction request: type is required and the
 * conditional rules apply (spec 4.2 rules 3–6, enforced by `endUserRules` with a prefix); the
 * contact and ID fields are optional there. The end user belongs to the request's merchant_id.
 */
const { merchant_id: _merchantId, ...detailFields } = endUserFields;

export const NewEndUserDetails = z
  .object({
    ...detailFields,
    organization_legal_name: name(
      'Legal name of the organization; required when type is ORGANIZATION.',
      'Gómez Imports S.A.S.',
    ).optional(),
    local_id_type: endUserFields.local_id_type.optional(),
    local_id_country: country3.optional(),
    email: email.optional(),
    phone_number: PhoneNumber.optional(),
  })
  .openapi('NewEndUserDetails');
export type NewEndUserDetailsInput = z.infer<typeof NewEndUserDetails>;

/** What `createEndUser` stores: either request form. */
export type EndUserInput = Omit<
  CreateEndUserInput,
  'merchant_id' | 'email' | 'local_id_type' | 'local_id_country' | 'phone_number'
> &
  Partial<Pick<CreateEndUserInput, 'email' | 'local_id_type' | 'local_id_country' | 'phone_number'>>;

export const EndUserSchema = z
  .object({
    uuid: z.string().openapi({ description: 'End user id.', example: 'eur_6f1d…' }),
    code: z.string().openapi({ description: 'Short human-readable code.', example: 'EUR-7KQ2M9X41B' }),
    type: z.string().openapi({ description: 'INDIVIDUAL or ORGANIZATION.', example: 'INDIVIDUAL' }),
    first_name: z.string().nullable().openapi({ description: 'First name.', example: 'Ana' }),
    last_name: z.string().nullable().openapi({ description: 'Last name.', example: 'Gómez' }),
    organization: z.string().nullable().openapi({ description: 'Organization name.', example: null }),
    organization_legal_name: z.string().nullable().openapi({ description: 'Organization legal name.', example: null }),
    local_id: z.string().nullable().openapi({ description: 'ID number.', example: '1020304050' }),
    local_id_type: z.string().nullable().openapi({ description: 'ID type.', example: 'NATIONAL_ID' }),
    local_id_country: z.string().nullable().openapi({ description: 'Citizenship, ISO 3166 alpha-3.', example: 'COL' }),
    date_of_birth: z.string().nullable().openapi({ description: 'YYYY-MM-DD.', example: '1990-04-12' }),
    email: z.string().nullable().openapi({ description: 'Email.', example: 'ana.gomez@example.com' }),
    phone_number: PhoneNumber.nullable(),
    address: z
      .record(z.string(), z.string().nullable())
      .nullable()
      .openapi({
        description: 'Address (address_line_1 … country).',
        example: { address_line_1: '1 Market St', country: 'USA' },
      }),
    preferred_language: z.string().nullable().openapi({ description: 'en_US or es_CO.', example: 'en_US' }),
    note: z.string().nullable().openapi({ description: 'Note.', example: null }),
    primary_reference: z.string().nullable().openapi({ description: 'Reference.', example: 'CUS-1001' }),
    secondary_reference: z.string().nullable().openapi({ description: 'Reference.', example: null }),
    metadata: z.record(z.string(), z.string()).openapi({ description: 'Metadata.', example: {} }),
    merchant_id: z.string().openapi({ description: 'Merchant or sub-merchant it belongs to.', example: 'mer_…' }),
    creation_source: z
      .string()
      .openapi({ description: 'MERCHANT_API, MERCHANT_PORTAL, CONNECT_LINK…', example: 'MERCHANT_API' }),
    date_created_gmt: z
      .string()
      .openapi({ description: 'Created (ISO 8601, GMT).', example: '2026-11-20T10:00:00.000Z' }),
    date_updated_gmt: z
      .string()
      .openapi({ description: 'Updated (ISO 8601, GMT).', example: '2026-11-20T10:00:00.000Z' }),
  })
  .openapi('EndUser');

export const EndUserListQuery = listQuery({
  type: filter.oneOf(END_USER_TYPES, 'INDIVIDUAL or ORGANIZATION.'),
  uuid: filter.text('Exact end user id.', 'eur_…'),
  code: filter.text('Exact code.'),
  primary_reference: filter.text('Exact primary reference.'),
  secondary_reference: filter.text('Exact secondary reference.'),
  date_from: filter.date('Created on or after (YYYY-MM-DD or date-time, GMT).'),
  date_to: filter.date('Created on or before (a bare date includes that whole day).'),
  email: filter.text('Email, case-insensitive exact.', 'ana@example.com'),
  local_id: filter.text('Exact ID number.'),
  first_name: filter.text('Exact first name.'),
  last_name: filter.text('Exact last name.'),
  organization: filter.text('Exact organization.'),
  merchant_id: filter.text('Merchant or sub-merchant id.', 'mer_…'),
});
export type EndUserListParams = z.infer<typeof EndUserListQuery>;

export const EndUserEnvelope = z.object({ end_user: EndUserSchema }).openapi('EndUserResponse');
export const EndUserListEnvelope = z
  .object({
    end_users: z.array(EndUserSchema).openapi({ description: 'This page of end users, newest first.' }),
    page_info: PageInfoSchema,
  })
  .openapi('EndUserList');
