'use server';

import { z } from 'zod';
import { introTextProblem, metadataObject } from '@/lib/forms/field-rules';
import type { ActionState } from '@/lib/forms/state';
import { merchantWrites } from '@/lib/merchant-api/writes';
import { parseEndUserChoice } from '@/lib/actions/end-users/end-user-fields';
import { checkbox, idempotencyKey, optionalIdOf, reference, refineMetadata } from '@/lib/actions/fields';
import { addPhrase } from '@/lib/actions/field-errors';
import { metadataFieldOf, metadataRows } from '@/lib/actions/form';
import {
  expirationInstant,
  formTimeZone,
  hexColor,
  institutionId,
  language,
  merchantNameOf,
  redirectUrl,
  refineConfirmationPage,
  serviceName,
  type CreatedLink,
} from '@/lib/actions/links/link-fields';
import { action, type FormContext } from '@/lib/actions/define';
import { actionWrite } from '@/lib/actions/write';

const fields = z.object({
  idempotency_key: idempotencyKey,
  merchant_id: optionalIdOf('mer', 'actions.error.merchantId'),
  intro_text: z.string().default(''),
  background_color: hexColor,
  button_color: hexColor,
  button_text_color: hexColor,
  content_box_text_color: hexColor,
  content_background_color: hexColor,
  default_institution: institutionId,
  default_language: language,
  redirect_url: redirectUrl,
  custom_confirmation_page: checkbox,
  expiration_date: z.string().optional(),
  primary_reference: reference,
  secondary_reference: reference,
});

/**
 * The link's rules for this submission: the metadata rows and the end user as the form holds them, the expiry in the
 * member's time zone, the merchant's name the intro text may quote.
 */
async function schemaFor({ values }: FormContext) {
  const rows = metadataRows(values);
  const timeZone = await formTimeZone();
  const merchantName = await merchantNameOf(values.merchant_id?.trim() || undefined);
  return fields.transform((data, ctx) => {
    refineMetadata(rows, ctx);
    refineConfirmationPage(data, ctx);
    const intro = introTextProblem(data.intro_text.trim(), { merchantName, serviceName: serviceName() });
    if (intro) addPhrase(ctx, intro, ['intro_text']);
    const endUser = parseEndUserChoice(values, ctx);
    const expiration = expirationInstant(data.expiration_date, timeZone, ctx);
    if (!endUser || intro) return z.NEVER;
    const { idempotency_key, expiration_date: _typed, ...rest } = data;
    return {
      rows,
      key: idempotency_key,
      body: {
        ...rest,
        intro_text: data.intro_text.trim(),
        ...endUser,
        expiration_date: expiration,
        metadata: metadataObject(rows),
      },
    };
  });
}

/** Creates a connect link, the hosted page where an end user connects a bank account (support, admin). */
export const createConnectLinkAction = action<Awaited<ReturnType<typeof schemaFor>>, ActionState<CreatedLink>>(
  {
    permission: 'links:create',
    audit: 'connect_link.create',
    schema: schemaFor,
  },
  async ({ session, input: { rows, key, body }, values, t }) => {
    return actionWrite({
      session,
      action: 'connect_link.create',
      summary: {
        merchant_id: body.merchant_id ?? null,
        end_user: 'existing_end_user_id' in body ? body.existing_end_user_id : 'new',
        expiration_date: body.expiration_date ?? null,
        redirect_url: body.redirect_url ?? null,
      },
      values,
      call: () => merchantWrites().createConnectLink(body, key),
      fieldOf: (param) => metadataFieldOf(rows, param),
      success: (link) => ({
        message: t('actions.connectLink.created'),
        result: {
          uuid: link?.uuid ?? null,
          code: link?.code ?? null,
          url: link?.url ?? null,
          expirationDate: link?.expirationDate ?? null,
          href: link ? `/connect-links/${encodeURIComponent(link.uuid)}` : null,
        },
        target: link?.uuid ?? null,
      }),
      revalidate: ['/connect-links'],
    });
  },
);
