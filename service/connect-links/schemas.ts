import { z } from '@hono/zod-openapi';
import { EndUserSchema, NewEndUserDetails } from '../end-users/schemas';
import { booleanInput, dateTime, hexColor, httpUrl, idOf, language, metadata, reference } from '../http/fields';
import { filter, listQuery, PageInfoSchema } from '../http/list';
import { DELIVERY_STATUSES, INTRO_TEXT_MAX, INTRO_TEXT_MIN } from './intro-text';

const colour = (description: string) =>
  hexColor.optional().openapi({ description: `${description} (HEX).`, example: '#0a2540' });

export const CreateConnectLinkBody = z
  .object({
    intro_text: z.string().openapi({
      description: `${INTRO_TEXT_MIN} to ${INTRO_TEXT_MAX} characters; must contain your registered merchant name and the service name.`,
      example: 'Acme Outdoor Co uses Merchant Console to connect your bank',
    }),
    existing_end_user_id: idOf('eur', 'Your end user; required unless new_end_user_details is given').optional(),
    new_end_user_details: NewEndUserDetails.optional(),
    background_color: colour('Page background'),
    button_color: colour('Button'),
    button_text_color: colour('Button text'),
    content_box_text_color: colour('Content box text'),
    content_background_color: colour('Content box background'),
    default_institution: idOf('ins', 'Institution preselected on the page').optional(),
    primary_reference: reference.optional(),
    secondary_reference: reference.optional(),
    default_language: language.optional(),
    redirect_url: httpUrl.optional(),
    expiration_date: dateTime.optional().openapi({
      description:
        'When the link expires (GMT). A past instant makes a link that is expired from the start. Absent: it does not expire.',
    }),
    custom_confirmation_page: booleanInput
      .optional()
      .openapi({ description: 'If true the end user goes straight to redirect_url (required then).' }),
    metadata: metadata.optional(),
    merchant_id: idOf('mer', 'Merchant or sub-merchant the link is for; default: yours').optional(),
  })
  .openapi('CreateConnectLinkRequest');
export type CreateConnectLinkInput = z.infer<typeof CreateConnectLinkBody>;

const nullableText = (description: string, example: string | null = null) =>
  z.string().nullable().openapi({ description, example });

export const ConnectLinkSchema = z
  .object({
    uuid: z.string().openapi({ description: 'Connect link id.', example: 'clk_…' }),
    code: z
      .string()
      .openapi({ description: 'Short human-readable code (not the URL token).', example: 'CLK-7KQ2M9X41B' }),
    url: z.string().openapi({
      description: 'The hosted page to send the end user to; its token is unguessable.',
      example: 'https://console.example.com/connect/Qm9…',
    }),
    expired: z.boolean().openapi({ description: 'True from expiration_date on.', example: false }),
    background_color: nullableText('HEX.', '#ffffff'),
    button_color: nullableText('HEX.'),
    button_text_color: nullableText('HEX.'),
    content_box_text_color: nullableText('HEX.'),
    content_background_color: nullableText('HEX.'),
    intro_text: z
      .record(z.string(), z.string())
      .openapi({ description: 'Per language (en_US, es_CO).', example: { en_US: '…', es_CO: '…' } }),
    delivery_status: z.string().openapi({ description: DELIVERY_STATUSES.join(', '), example: 'CREATED' }),
    end_user: EndUserSchema,
    default_institution: z
      .object({
        uuid: z
          .string()
          .openapi({ description: 'Institution id.', example: 'ins_00000000-0000-4000-8000-000000000001' }),
        name: z.string().openapi({ description: 'Institution name.', example: 'First Sandbox Bank' }),
      })
      .nullable()
      .openapi({ description: 'Preselected institution, or null.' }),
    account: z
      .object({ uuid: z.string().openapi({ description: 'Account id.', example: 'acc_…' }) })
      .nullable()
      .openapi({ description: 'The account connected through the link, once COMPLETED.', example: null }),
    primary_reference: nullableText('Reference.'),
    secondary_reference: nullableText('Reference.'),
    default_language: z.string().openapi({ description: 'en_US or es_CO.', example: 'en_US' }),
    redirect_url: nullableText('Where the end user goes on completion.'),
    expiration_date: nullableText('Expiry (ISO 8601, GMT), or null.'),
    custom_confirmation_page: z.boolean().openapi({ description: 'Skip the confirmation page.', example: false }),
    metadata: z.record(z.string(), z.string()).openapi({ description: 'Metadata.', example: {} }),
    merchant_id: z.string().openapi({ description: 'Merchant or sub-merchant it is for.', example: 'mer_…' }),
    date_created_gmt: z
      .string()
      .openapi({ description: 'Created (ISO 8601, GMT).', example: '2026-11-20T10:00:00.000Z' }),
    date_updated_gmt: z
      .string()
      .openapi({ description: 'Updated (ISO 8601, GMT).', example: '2026-11-20T10:00:00.000Z' }),
  })
  .openapi('ConnectLink');

export const ConnectLinkListQuery = listQuery({
  delivery_status: filter.oneOf(DELIVERY_STATUSES, 'Delivery status.'),
  code: filter.text('Exact code.'),
  uuid: filter.text('Exact connect link id.', 'clk_…'),
  primary_reference: filter.text('Exact primary reference.'),
  secondary_reference: filter.text('Exact secondary reference.'),
  date_from: filter.date('Created on or after (YYYY-MM-DD or date-time, GMT).'),
  date_to: filter.date('Created on or before (a bare date includes that whole day).'),
  end_user_uuid: filter.text('End user id.', 'eur_…'),
  end_user_code: filter.text('End user code.'),
  end_user_email: filter.text('End user email, case-insensitive exact.', 'ana@example.com'),
  end_user_local_id: filter.text('End user ID number.'),
  merchant_id: filter.text('Merchant or sub-merchant id.', 'mer_…'),
});
export type ConnectLinkListParams = z.infer<typeof ConnectLinkListQuery>;

export const ConnectLinkEnvelope = z.object({ connect_link: ConnectLinkSchema }).openapi('ConnectLinkResponse');
export const ConnectLinkListEnvelope = z
  .object({
    connect_links: z.array(ConnectLinkSchema).openapi({ description: 'This page of connect links.' }),
    page_info: PageInfoSchema,
  })
  .openapi('ConnectLinkList');
