import { z } from 'zod';
import { EmbeddedEndUserSchema } from './end-user';
import {
  color,
  DEFAULT_LANGUAGE,
  dateTime,
  flag,
  language,
  metadata,
  namedRef,
  normalizeDeliveryStatus,
  normalizeIntroText,
  ref,
  text,
} from './quirks';
import { TransactionSchema, type Transaction } from './transaction';

/** A link is expired when the API says so; if it does not say, when its expiration date has passed. */
function isExpired(expired: boolean | null, expirationDate: string | null, now: number): boolean {
  if (expired !== null) return expired;
  return expirationDate !== null && Date.parse(expirationDate) <= now;
}

const linkFields = {
  uuid: z.string().min(1),
  code: text,
  url: text,
  expired: flag,
  expiration_date: dateTime,
  delivery_status: z.unknown().optional(),
  delivary_status: z.unknown().optional(),
  end_user: EmbeddedEndUserSchema,
  default_institution: namedRef,
  default_language: language,
  primary_reference: text,
  secondary_reference: text,
  redirect_url: text,
  custom_confirmation_page: flag,
  merchant_id: text,
  metadata,
  date_created_gmt: dateTime,
  date_updated_gmt: dateTime,
};

function commonLink(l: z.output<z.ZodObject<typeof linkFields>>) {
  return {
    uuid: l.uuid,
    code: l.code,
    url: l.url,
    expirationDate: l.expiration_date,
    expired: isExpired(l.expired, l.expiration_date, Date.now()),
    deliveryStatus: normalizeDeliveryStatus(l.delivery_status, l.delivary_status),
    endUser: l.end_user,
    defaultInstitution: l.default_institution,
    // Blank means English (spec 2.6, 2.7).
    defaultLanguage: l.default_language ?? DEFAULT_LANGUAGE,
    primaryReference: l.primary_reference,
    secondaryReference: l.secondary_reference,
    redirectUrl: l.redirect_url,
    customConfirmationPage: l.custom_confirmation_page ?? false,
    merchantId: l.merchant_id,
    metadata: l.metadata,
    dateCreated: l.date_created_gmt,
    dateUpdated: l.date_updated_gmt,
  };
}

export const ConnectLinkSchema = z
  .object({
    ...linkFields,
    intro_text: z.unknown().optional(),
    background_color: color,
    button_color: color,
    button_text_color: color,
    content_box_text_color: color,
    content_background_color: color,
    account: ref,
    account_id: ref,
  })
  .loose()
  .transform((l) => {
    const common = commonLink(l);
    return {
      ...common,
      introText: normalizeIntroText(l.intro_text, common.defaultLanguage),
      colors: {
        background: l.background_color,
        button: l.button_color,
        buttonText: l.button_text_color,
        contentBoxText: l.content_box_text_color,
        contentBackground: l.content_background_color,
      },
      accountId: l.account ?? l.account_id,
    };
  });
export type ConnectLink = z.output<typeof ConnectLinkSchema>;

/** Checkout colour defaults when empty (spec 2.7). */
export const CHECKOUT_COLOR_DEFAULTS = {
  sidebarBackground: '#f2f2f2',
  sidebarText: '#333333',
  mainContentBoxBackground: '#ffffff',
  mainContentBoxText: '#333333',
} as const;

export const CheckoutLinkSchema = z
  .object({
    ...linkFields,
    link_name: text,
    link_description: text,
    background_color: color,
    sidebar_background_color: color,
    sidebar_text_color: color,
    main_content_box_background_color: color,
    main_content_box_text_color: color,
    button_color: color,
    button_text_color: color,
    transaction: z.unknown().optional(),
    transaction_id: ref,
    recurring_plan_id: ref,
  })
  .loose()
  .transform((l) => {
    const transaction = TransactionSchema.safeParse(l.transaction);
    const transactionRef = ref.safeParse(l.transaction);
    return {
      ...commonLink(l),
      linkName: l.link_name,
      linkDescription: l.link_description,
      colors: {
        background: l.background_color,
        sidebarBackground: l.sidebar_background_color ?? CHECKOUT_COLOR_DEFAULTS.sidebarBackground,
        sidebarText: l.sidebar_text_color ?? CHECKOUT_COLOR_DEFAULTS.sidebarText,
        mainContentBoxBackground:
          l.main_content_box_background_color ?? CHECKOUT_COLOR_DEFAULTS.mainContentBoxBackground,
        mainContentBoxText: l.main_content_box_text_color ?? CHECKOUT_COLOR_DEFAULTS.mainContentBoxText,
        button: l.button_color,
        buttonText: l.button_text_color,
      },
      transaction: transaction.success ? (transaction.data as Transaction) : null,
      transactionId:
        (transaction.success ? transaction.data.uuid : null) ??
        (transactionRef.success ? transactionRef.data : null) ??
        l.transaction_id,
      recurringPlanId: l.recurring_plan_id,
    };
  });
export type CheckoutLink = z.output<typeof CheckoutLinkSchema>;
