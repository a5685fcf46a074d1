import { z } from '@hono/zod-openapi';
import { LIMITS } from '../../core/limits';
import { EndUserSchema, NewEndUserDetails } from '../end-users/schemas';
import { booleanInput, dateTime, hexColor, httpUrl, idOf, language, metadata, reference } from '../http/fields';
import { filter, listQuery, PageInfoSchema } from '../http/list';
import { paymentFields } from '../payments/schemas';
import { TransactionSchema } from '../transactions/schemas';

export const CHECKOUT_DELIVERY_STATUSES = ['CREATED', 'OPENED', 'COMPLETED'] as const;

/** Defaults of spec 2.7 when a colour is not given. */
export const CHECKOUT_COLOUR_DEFAULTS = {
  sidebarBackgroundColor: '#f2f2f2',
  sidebarTextColor: '#333333',
  mainContentBoxBackgroundColor: '#ffffff',
  mainContentBoxTextColor: '#333333',
} as const;

const colour = (description: string) =>
  hexColor.optional().openapi({ description: `${description} (HEX).`, example: '#0a2540' });

const { funding_source_id: _funding, description, auto_send_receipt, ...paymentRest } = paymentFields;

/** The payment a checkout link collects: the Payment object without a funding source (the end user picks one on the page). */
export const CheckoutPaymentInput = z
  .object({
    ...paymentRest,
    description: description
      .optional()
      .openapi({ description: 'Shown on the page and receipts (≤ 500); default: link_name.', example: 'Order #6735' }),
    auto_send_receipt: auto_send_receipt
      .optional()
      .openapi({ description: 'Send a receipt automatically (default false).', example: false }),
  })
  .openapi('CheckoutPaymentRequest');

export const CreateCheckoutLinkBody = z
  .object({
    existing_end_user_id: idOf('eur', 'Your end user; required unless new_end_user_details is given').optional(),
    new_end_user_details: NewEndUserDetails.optional(),
    link_name: z
      .string()
      .min(1)
      .max(LIMITS.linkName, `must be at most ${LIMITS.linkName} characters`)
      .openapi({ description: `Title of the hosted page (≤ ${LIMITS.linkName}).`, example: 'Order #6735' }),
    transaction: CheckoutPaymentInput,
    link_description: z
      .string()
      .max(LIMITS.linkDescription, `must be at most ${LIMITS.linkDescription} characters`)
      .optional()
      .openapi({
        description: `Text under the title (≤ ${LIMITS.linkDescription}).`,
        example: 'Two tents and a stove',
      }),
    background_color: colour('Page background'),
    sidebar_background_color: colour('Sidebar background; default #f2f2f2'),
    sidebar_text_color: colour('Sidebar text; default #333333'),
    main_content_box_background_color: colour('Main box background; default #ffffff'),
    main_content_box_text_color: colour('Main box text; default #333333'),
    button_color: colour('Button'),
    button_text_color: colour('Button text'),
    default_institution: idOf('ins', 'Institution preselected on the page').optional(),
    primary_reference: reference.optional(),
    secondary_reference: reference.optional(),
    default_language: language.optional(),
    redirect_url: httpUrl.optional().openapi({
      description: 'Where the end user goes when done; reference, status and account code are appended.',
      example: 'https://merchant.example.com/paid',
    }),
    expiration_date: dateTime.optional().openapi({
      description:
        'When the link expires (GMT). A past instant makes a link that is expired from the start. Absent: it does not expire.',
    }),
    custom_confirmation_page: booleanInput
      .optional()
      .openapi({ description: 'If true the end user goes straight to redirect_url (required then).' }),
    metadata: metadata.optional(),
    merchant_id: idOf('mer', 'Merchant or sub-merchant the link is for; default: yours. Extension').optional(),
  })
  .openapi('CreateCheckoutLinkRequest');
export type CreateCheckoutLinkInput = z.infer<typeof CreateCheckoutLinkBody>;

const text = (description: string, example: string | null = null) =>
  z.string().nullable().openapi({ description, example });
const hex = (description: string, example: string | null) => text(`${description} (HEX).`, example);
const hexObject = (description: string, example: string | null) =>
  z
    .object({ hex: z.string().openapi({ description: 'HEX colour.', example: example ?? '#0a2540' }) })
    .nullable()
    .openapi({ description: `${description}: {hex} in lists.`, example: example ? { hex: example } : null });

const common = {
  uuid: z
    .string()
    .openapi({ description: 'Checkout link id (chk_…).', example: 'chk_2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e' }),
  code: z
    .string()
    .openapi({ description: 'Short human-readable code (not the URL token).', example: 'CHK-7KQ2M9X41B' }),
  url: z.string().openapi({
    description: 'The hosted page; its token is unguessable.',
    example: 'https://console.example.com/checkout/Qm9…',
  }),
  delivery_status: z.string().openapi({ description: CHECKOUT_DELIVERY_STATUSES.join(', '), example: 'CREATED' }),
  link_name: z.string().openapi({ description: 'Page title.', example: 'Order #6735' }),
  link_description: text('Text under the title.', 'Two tents and a stove'),
  end_user: EndUserSchema,
  transaction: TransactionSchema,
  primary_reference: text('Reference.', 'CHK-REF-1'),
  secondary_reference: text('Reference.'),
  redirect_url: text('Where the end user goes when done.', 'https://merchant.example.com/paid'),
  expiration_date: text('Expiry (ISO 8601, GMT), or null.', '2026-12-31T23:59:59.000Z'),
  expired: z.boolean().openapi({ description: 'True from expiration_date on.', example: false }),
  custom_confirmation_page: z.boolean().openapi({ description: 'Skip the confirmation page.', example: false }),
  metadata: z.record(z.string(), z.string()).openapi({ description: 'Metadata. Extension.', example: {} }),
  merchant_id: z.string().openapi({ description: 'Merchant or sub-merchant it is for. Extension.', example: 'mer_…' }),
  date_created_gmt: z
    .string()
    .openapi({ description: 'Created (ISO 8601, GMT).', example: '2026-11-20T10:00:00.000Z' }),
  date_updated_gmt: z
    .string()
    .openapi({ description: 'Updated (ISO 8601, GMT).', example: '2026-11-20T10:00:00.000Z' }),
};

/** A checkout link as create and get answer it: colours as HEX strings, default_institution as its id, default_language as a string. */
export const CheckoutLinkSchema = z
  .object({
    ...common,
    background_color: hex('Page background', null),
    sidebar_background_color: hex('Sidebar background', '#f2f2f2'),
    sidebar_text_color: hex('Sidebar text', '#333333'),
    main_content_box_background_color: hex('Main box background', '#ffffff'),
    main_content_box_text_color: hex('Main box text', '#333333'),
    button_color: hex('Button', null),
    button_text_color: hex('Button text', null),
    default_institution: text('Preselected institution id (ins_…).', 'ins_00000000-0000-4000-8000-000000000001'),
    default_language: z.string().openapi({ description: 'en_US or es_CO.', example: 'en_US' }),
  })
  .openapi('CheckoutLink');

/** A checkout link in list results (spec 2.7): colours {hex}, default_institution {uuid, name}, default_language {code}; absent values null. */
export const CheckoutLinkListItemSchema = z
  .object({
    ...common,
    background_color: hexObject('Page background', null),
    sidebar_background_color: hexObject('Sidebar background', '#f2f2f2'),
    sidebar_text_color: hexObject('Sidebar text', '#333333'),
    main_content_box_background_color: hexObject('Main box background', '#ffffff'),
    main_content_box_text_color: hexObject('Main box text', '#333333'),
    button_color: hexObject('Button', null),
    button_text_color: hexObject('Button text', null),
    default_institution: z
      .object({
        uuid: z
          .string()
          .openapi({ description: 'Institution id.', example: 'ins_00000000-0000-4000-8000-000000000001' }),
        name: z.string().openapi({ description: 'Institution name.', example: 'First Sandbox Bank' }),
      })
      .nullable()
      .openapi({ description: 'Preselected institution, or null.' }),
    default_language: z
      .object({ code: z.string().openapi({ description: 'en_US or es_CO.', example: 'en_US' }) })
      .openapi({ description: 'Language.', example: { code: 'en_US' } }),
  })
  .openapi('CheckoutLinkListItem');

const deliveryStatus = z
  .string()
  .transform((v) => {
    const upper = v.toUpperCase();
    return upper === 'OPENNED' ? 'OPENED' : upper;
  })
  .pipe(z.enum(CHECKOUT_DELIVERY_STATUSES, { error: `must be one of ${CHECKOUT_DELIVERY_STATUSES.join(', ')}` }))
  .optional()
  .openapi({
    type: 'string',
    enum: [...CHECKOUT_DELIVERY_STATUSES],
    description: 'Delivery status (OPENNED is read as OPENED).',
    example: 'CREATED',
  });

export const CheckoutLinkListQuery = listQuery({
  delivery_status: deliveryStatus,
  code: filter.text('Exact code.', 'CHK-7KQ2M9X41B'),
  uuid: filter.text('Exact checkout link id (chk_…; chl_… is read as chk_…).', 'chk_…'),
  primary_reference: filter.text('Exact primary reference.'),
  secondary_reference: filter.text('Exact secondary reference.'),
  date_from: filter.date('Created on or after (YYYY-MM-DD or date-time, GMT).'),
  date_to: filter.date('Created on or before (a bare date includes that whole day).'),
  end_user_uuid: filter.text('End user id.', 'eur_…'),
  end_user_code: filter.text('End user code.', 'EUR-…'),
  end_user_email: filter.text('End user email, case-insensitive exact.', 'ana@example.com'),
  end_user_local_id: filter.text('End user ID number.', '1020304050'),
  merchant_id: filter.text('Merchant or sub-merchant id.', 'mer_…'),
});
export type CheckoutLinkListParams = z.infer<typeof CheckoutLinkListQuery>;

export const CheckoutLinkEnvelope = z.object({ checkout_link: CheckoutLinkSchema }).openapi('CheckoutLinkResponse');
export const CheckoutLinkListEnvelope = z
  .object({
    checkout_links: z.array(CheckoutLinkListItemSchema).openapi({ description: 'This page of checkout links.' }),
    page_info: PageInfoSchema,
  })
  .openapi('CheckoutLinkList');
