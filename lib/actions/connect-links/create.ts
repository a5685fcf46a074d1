'use server';

import { z } from 'zod';
import { authorizeAction } from '@/lib/auth';
import { getT } from '@/lib/i18n/server';
import { introTextProblem, metadataObject } from '@/lib/forms/rules';
import type { ActionState } from '@/lib/forms/state';
import { merchantWrites } from '@/lib/merchant-api/writes';
import { parseEndUserChoice } from '@/lib/actions/shared/end-user';
import {
  addPhrase,
  checkbox,
  idempotencyKey,
  optionalIdOf,
  reference,
  refineMetadata,
} from '@/lib/actions/shared/fields';
import { formValues, metadataFieldOf, metadataRows } from '@/lib/actions/shared/form';
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
} from '@/lib/actions/shared/links';
import { actionWrite, refuseInvalid } from '@/lib/actions/shared/write';

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

/** Creates a connect link, the hosted page where an end user connects a bank account (support, admin). */
export async function createConnectLinkAction(
  _previous: ActionState<CreatedLink> | null,
  formData: FormData,
): Promise<ActionState<CreatedLink>> {
  const authz = await authorizeAction('links:create', 'connect_link.create');
  if (!authz.ok) return authz;
  const values = formValues(formData);
  const rows = metadataRows(values);
  const timeZone = await formTimeZone();
  const merchantName = await merchantNameOf(values.merchant_id?.trim() || undefined);
  const parsed = fields
    .transform((data, ctx) => {
      refineMetadata(rows, ctx);
      refineConfirmationPage(data, ctx);
      const intro = introTextProblem(data.intro_text.trim(), { merchantName, serviceName: serviceName() });
      if (intro) addPhrase(ctx, intro, ['intro_text']);
      const endUser = parseEndUserChoice(values, ctx);
      const expiration = expirationInstant(data.expiration_date, timeZone, ctx);
      if (!endUser || intro) return z.NEVER;
      const { idempotency_key, expiration_date: _typed, ...rest } = data;
      return {
        key: idempotency_key,
        body: {
          ...rest,
          intro_text: data.intro_text.trim(),
          ...endUser,
          expiration_date: expiration,
          metadata: metadataObject(rows),
        },
      };
    })
    .safeParse(values);
  if (!parsed.success) return refuseInvalid(authz.session, 'connect_link.create', values, parsed.error);
  const { key, body } = parsed.data;

  const t = await getT();
  return actionWrite({
    session: authz.session,
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
}
