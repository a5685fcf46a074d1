'use server';

import { z } from 'zod';
import { END_USER_TYPES, endUserNameProblems } from '@/lib/forms/end-user';
import { metadataObject } from '@/lib/forms/field-rules';
import type { ActionState } from '@/lib/forms/state';
import { merchantWrites } from '@/lib/merchant-api/writes';
import {
  countryField,
  dateOfBirthField,
  emailField,
  languageField,
  optionalName,
} from '@/lib/actions/end-users/end-user-fields';
import {
  idempotencyKey,
  optionalIdOf,
  optionalText,
  reference,
  refineMetadata,
  requiredText,
} from '@/lib/actions/fields';
import { addPhrase } from '@/lib/actions/field-errors';
import { metadataFieldOf, metadataRows } from '@/lib/actions/form';
import { action, type FormContext } from '@/lib/actions/define';
import { actionWrite } from '@/lib/actions/write';

export interface CreatedEndUser {
  uuid: string | null;
  code: string | null;
  name: string | null;
  href: string | null;
}

const ADDRESS_FIELDS = [
  'address_line_1',
  'address_line_2',
  'address_line_3',
  'locality',
  'sublocality',
  'administrative_district',
  'postal_code',
] as const;

const fields = z.object({
  idempotency_key: idempotencyKey,
  merchant_id: optionalIdOf('mer', 'actions.error.merchantId'),
  type: z.enum(END_USER_TYPES, { error: 'actions.endUser.error.type' }),
  first_name: optionalName,
  last_name: optionalName,
  organization: optionalName,
  organization_legal_name: optionalName,
  email: emailField(true),
  'phone_number.country_code': z
    .string()
    .default('')
    .transform((v) => v.trim())
    .refine((v) => /^\+?\d{1,4}$/.test(v), 'actions.endUser.error.callingCode'),
  'phone_number.number': z
    .string()
    .default('')
    .transform((v) => v.trim())
    .refine((v) => /^[\d\s().-]{4,20}$/.test(v), 'Enter 4 to 20 digits.'),
  local_id_type: requiredText(40, 'actions.endUser.error.idType'),
  local_id_country: countryField(true),
  local_id: optionalText(40),
  date_of_birth: dateOfBirthField,
  preferred_language: languageField,
  note: optionalText(1000),
  primary_reference: reference,
  secondary_reference: reference,
  ...Object.fromEntries(ADDRESS_FIELDS.map((f) => [`address.${f}`, optionalText(f === 'postal_code' ? 20 : 200)])),
  'address.country': countryField(false),
});

/** The end user's rules, with the metadata rows as the form holds them. */
const schemaFor = ({ values }: FormContext) => {
  const rows = metadataRows(values);
  return fields
    .superRefine((data, ctx) => {
      refineMetadata(rows, ctx);
      for (const [field, problem] of Object.entries(endUserNameProblems(data, { organizationField: 'organization' })))
        addPhrase(ctx, problem, [field]);
    })
    .transform((data) => ({ data, rows }));
};

/** Creates an end user (support, admin). */
export const createEndUserAction = action<ReturnType<typeof schemaFor>, ActionState<CreatedEndUser>>(
  {
    permission: 'end-users:create',
    audit: 'end_user.create',
    schema: schemaFor,
  },
  async ({ session, input: { data, rows }, values, t }) => {
    const d = data as z.output<typeof fields> & Record<string, string | undefined>;
    const address = Object.fromEntries(
      [...ADDRESS_FIELDS, 'country']
        .map((f) => [f, d[`address.${f}`]])
        .filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    const individual = d.type === 'INDIVIDUAL';
    const body = {
      type: d.type,
      ...(individual
        ? { first_name: d.first_name, last_name: d.last_name }
        : { organization: d.organization, organization_legal_name: d.organization_legal_name }),
      email: d.email,
      phone_number: { country_code: d['phone_number.country_code'], number: d['phone_number.number'] },
      local_id_type: d.local_id_type,
      local_id_country: d.local_id_country,
      local_id: d.local_id,
      date_of_birth: d.date_of_birth,
      preferred_language: d.preferred_language,
      note: d.note,
      primary_reference: d.primary_reference,
      secondary_reference: d.secondary_reference,
      merchant_id: d.merchant_id,
      address: Object.keys(address).length ? address : undefined,
      metadata: metadataObject(rows),
    };

    return actionWrite({
      session,
      action: 'end_user.create',
      summary: { type: body.type, email: body.email, merchant_id: body.merchant_id ?? null },
      values,
      call: () => merchantWrites().createEndUser(body, d.idempotency_key),
      fieldOf: (param) => metadataFieldOf(rows, param),
      success: (user) => ({
        message: t('actions.endUser.created'),
        result: {
          uuid: user?.uuid ?? null,
          code: user?.code ?? null,
          name: user?.displayName ?? null,
          href: user ? `/end-users/${encodeURIComponent(user.uuid)}` : null,
        },
        target: user?.uuid ?? null,
      }),
      revalidate: ['/end-users'],
    });
  },
);
