'use server';

import { z } from 'zod';
import { LIMITS, metadataObject } from '@/lib/forms/field-rules';
import type { ActionState } from '@/lib/forms/state';
import { merchantWrites } from '@/lib/merchant-api/writes';
import { parseEndUserChoice } from '@/lib/actions/end-users/end-user-fields';
import {
  checkbox,
  currency,
  idempotencyKey,
  optionalIdOf,
  optionalText,
  reference,
  refineMetadata,
  requiredText,
  statementDescriptor,
} from '@/lib/actions/fields';
import { metadataFieldOf, metadataRows } from '@/lib/actions/form';
import {
  expirationInstant,
  formTimeZone,
  hexColor,
  institutionId,
  language,
  redirectUrl,
  refineConfirmationPage,
  type CreatedLink,
} from '@/lib/actions/links/link-fields';
import { minorAmount, tenantIdField } from '@/lib/actions/money';
import { action, type FormContext } from '@/lib/actions/define';
import { actionWrite } from '@/lib/actions/write';

const fields = z.object({
  idempotency_key: idempotencyKey,
  merchant_id: optionalIdOf('mer', 'actions.error.merchantId'),
  link_name: requiredText(LIMITS.linkName, 'actions.links.error.title'),
  link_description: optionalText(LIMITS.linkDescription),
  'transaction.tenant_id': tenantIdField,
  'transaction.amount': z.string().optional(),
  'transaction.currency': currency,
  'transaction.description': optionalText(LIMITS.description),
  'transaction.statement_descriptor': statementDescriptor(false),
  'transaction.auto_send_receipt': checkbox,
  background_color: hexColor,
  sidebar_background_color: hexColor,
  sidebar_text_color: hexColor,
  main_content_box_background_color: hexColor,
  main_content_box_text_color: hexColor,
  button_color: hexColor,
  button_text_color: hexColor,
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
 * member's time zone.
 */
async function schemaFor({ values }: FormContext) {
  const rows = metadataRows(values);
  const timeZone = await formTimeZone();
  return fields.transform((data, ctx) => {
    refineMetadata(rows, ctx);
    refineConfirmationPage(data, ctx);
    const endUser = parseEndUserChoice(values, ctx);
    const amount = minorAmount(data['transaction.amount'], data['transaction.currency'], ctx, 'transaction.amount');
    const expiration = expirationInstant(data.expiration_date, timeZone, ctx);
    if (!endUser || amount === null) return z.NEVER;
    const transaction = {
      tenant_id: data['transaction.tenant_id'],
      amount,
      currency: data['transaction.currency'],
      description: data['transaction.description'],
      statement_descriptor: data['transaction.statement_descriptor'],
      auto_send_receipt: data['transaction.auto_send_receipt'],
    };
    return {
      rows,
      key: data.idempotency_key,
      body: {
        ...endUser,
        merchant_id: data.merchant_id,
        link_name: data.link_name,
        link_description: data.link_description,
        transaction,
        background_color: data.background_color,
        sidebar_background_color: data.sidebar_background_color,
        sidebar_text_color: data.sidebar_text_color,
        main_content_box_background_color: data.main_content_box_background_color,
        main_content_box_text_color: data.main_content_box_text_color,
        button_color: data.button_color,
        button_text_color: data.button_text_color,
        default_institution: data.default_institution,
        default_language: data.default_language,
        redirect_url: data.redirect_url,
        custom_confirmation_page: data.custom_confirmation_page,
        expiration_date: expiration,
        primary_reference: data.primary_reference,
        secondary_reference: data.secondary_reference,
        metadata: metadataObject(rows),
      },
    };
  });
}

/** Creates a checkout link: a hosted page where the end user pays the payment it holds (support, admin). */
export const createCheckoutLinkAction = action<Awaited<ReturnType<typeof schemaFor>>, ActionState<CreatedLink>>(
  {
    permission: 'links:create',
    audit: 'checkout_link.create',
    schema: schemaFor,
  },
  async ({ session, input: { rows, key, body }, values, t }) => {
    return actionWrite({
      session,
      action: 'checkout_link.create',
      summary: {
        merchant_id: body.merchant_id ?? null,
        amount: body.transaction.amount,
        currency: body.transaction.currency,
        end_user: 'existing_end_user_id' in body ? body.existing_end_user_id : 'new',
        expiration_date: body.expiration_date ?? null,
      },
      values,
      call: () => merchantWrites().createCheckoutLink(body, key),
      fieldOf: (param) => metadataFieldOf(rows, param),
      success: (link) => ({
        message: t('actions.checkoutLink.created'),
        result: {
          uuid: link?.uuid ?? null,
          code: link?.code ?? null,
          url: link?.url ?? null,
          expirationDate: link?.expirationDate ?? null,
          href: link ? `/checkout-links/${encodeURIComponent(link.uuid)}` : null,
        },
        target: link?.uuid ?? null,
        summary: { transaction_id: link?.transactionId ?? null },
      }),
      revalidate: ['/checkout-links', '/payments'],
    });
  },
);
