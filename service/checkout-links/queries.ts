import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { checkoutLinks, endUsers, institutions, transactions } from '../db/schema';
import { serializeEndUser, type EndUserRow } from '../end-users/queries';
import { after, allOf, dateRange, newestFirst, paginate } from '../db/pages';
import { listSeek } from '../db/seek';
import { isExpired } from '../connect-links/intro-text';
import { serializeTransaction, type TransactionRelations, type TransactionRow } from '../transactions/serialize';
import type { CheckoutLinkListParams } from './schemas';

export type CheckoutLinkRow = typeof checkoutLinks.$inferSelect;

export interface CheckoutLinkRecord {
  link: CheckoutLinkRow;
  endUser: EndUserRow;
  transaction: TransactionRow;
  defaultInstitution: { id: string; name: string } | null;
}

/** chl_ appears in the spec's list results for the same links: read it as chk_. */
export function normalizeCheckoutLinkId(id: string): string {
  return id.startsWith('chl_') ? `chk_${id.slice(4)}` : id;
}

function selectRecords(db: DbOrTx) {
  return db
    .select({
      link: checkoutLinks,
      endUser: endUsers,
      transaction: transactions,
      defaultInstitution: { id: institutions.id, name: institutions.name },
    })
    .from(checkoutLinks)
    .innerJoin(endUsers, eq(endUsers.id, checkoutLinks.endUserId))
    .innerJoin(transactions, eq(transactions.id, checkoutLinks.transactionId))
    .leftJoin(institutions, eq(institutions.id, checkoutLinks.defaultInstitutionId));
}

export async function getCheckoutLinkRecord(
  db: DbOrTx,
  merchantId: string,
  id: string,
): Promise<CheckoutLinkRecord | undefined> {
  const [row] = await selectRecords(db).where(
    and(eq(checkoutLinks.merchantId, merchantId), eq(checkoutLinks.id, normalizeCheckoutLinkId(id))),
  );
  return row;
}

export function listCheckoutLinks(db: DbOrTx, merchantId: string, params: CheckoutLinkListParams) {
  const where = allOf([
    eq(checkoutLinks.merchantId, merchantId),
    params.delivery_status ? eq(checkoutLinks.deliveryStatus, params.delivery_status) : undefined,
    params.code ? eq(checkoutLinks.code, params.code) : undefined,
    params.uuid ? eq(checkoutLinks.id, normalizeCheckoutLinkId(params.uuid)) : undefined,
    params.primary_reference ? eq(checkoutLinks.primaryReference, params.primary_reference) : undefined,
    params.secondary_reference ? eq(checkoutLinks.secondaryReference, params.secondary_reference) : undefined,
    ...dateRange(checkoutLinks.dateCreated, params.date_from, params.date_to),
    params.end_user_uuid ? eq(checkoutLinks.endUserId, params.end_user_uuid) : undefined,
    params.end_user_code ? eq(endUsers.code, params.end_user_code) : undefined,
    params.end_user_email ? sql`lower(${endUsers.email}) = lower(${params.end_user_email})` : undefined,
    params.end_user_local_id ? eq(endUsers.localId, params.end_user_local_id) : undefined,
    // The end user is the merchant's: saying so lets the (merchant_id, lower(email)) and (merchant_id, local_id) indexes serve.
    params.end_user_email || params.end_user_local_id ? eq(endUsers.merchantId, merchantId) : undefined,
    params.merchant_id ? eq(checkoutLinks.ownerMerchantId, params.merchant_id) : undefined,
  ]);
  const byEndUser = Boolean(params.end_user_code || params.end_user_email || params.end_user_local_id);
  return paginate(
    params,
    (limit, offset, key) => {
      // The page's links first, then their end user, transaction and institution: 26 lookups each, whatever the
      // planner's statistics (docs/performance.md, "The links lists: the page first, then its joins": joined before the
      // limit, PGlite's unanalyzed tables had every link of the merchant joined and sorted, 90 ms a page at 5,375
      // links).
      const links = db.select(getTableColumns(checkoutLinks)).from(checkoutLinks);
      const page = (byEndUser ? links.innerJoin(endUsers, eq(endUsers.id, checkoutLinks.endUserId)) : links)
        .where(and(where, after(checkoutLinks.dateCreated, checkoutLinks.id, key)))
        .orderBy(...newestFirst(checkoutLinks.dateCreated, checkoutLinks.id))
        .limit(limit)
        .offset(offset)
        .as('page');
      return db
        .select({
          link: page._.selectedFields,
          endUser: endUsers,
          transaction: transactions,
          defaultInstitution: { id: institutions.id, name: institutions.name },
        })
        .from(page)
        .innerJoin(endUsers, eq(endUsers.id, page.endUserId))
        .innerJoin(transactions, eq(transactions.id, page.transactionId))
        .leftJoin(institutions, eq(institutions.id, page.defaultInstitutionId))
        .orderBy(...newestFirst(page.dateCreated, page.id));
    },
    listSeek(db, {
      name: 'checkout_links',
      table: checkoutLinks,
      merchantId,
      params,
      // Values a link or its end user can change after creation.
      changing: ['delivery_status', 'end_user_email', 'end_user_local_id', 'primary_reference', 'secondary_reference'],
      keyOf: ({ link }: CheckoutLinkRecord) => ({ created: link.dateCreated, id: link.id }),
    }),
  );
}

/** The hosted page's address: the link's public token (192 random bits), never its short code. */
export function checkoutLinkUrl(publicUrl: string, publicToken: string): string {
  return `${publicUrl}/checkout/${publicToken}`;
}

interface Context {
  publicUrl: string;
  now: Date;
  relations: TransactionRelations;
}

function commonFields({ link, endUser, transaction }: CheckoutLinkRecord, context: Context, form: 'full' | 'list') {
  return {
    uuid: link.id,
    code: link.code,
    url: checkoutLinkUrl(context.publicUrl, link.publicToken),
    delivery_status: link.deliveryStatus,
    link_name: link.linkName,
    link_description: link.linkDescription,
    end_user: serializeEndUser(endUser),
    transaction: serializeTransaction(transaction, context.relations, form),
    primary_reference: link.primaryReference,
    secondary_reference: link.secondaryReference,
    redirect_url: link.redirectUrl,
    expiration_date: link.expirationDate ? link.expirationDate.toISOString() : null,
    expired: isExpired(link.expirationDate, context.now),
    custom_confirmation_page: link.customConfirmationPage,
    metadata: link.metadata,
    merchant_id: link.ownerMerchantId,
    date_created_gmt: link.dateCreated.toISOString(),
    date_updated_gmt: link.dateUpdated.toISOString(),
  };
}

/** Create and get: colours as strings, default_institution as its id, default_language as a string. */
export function serializeCheckoutLink(record: CheckoutLinkRecord, context: Context) {
  const { link } = record;
  return {
    ...commonFields(record, context, 'full'),
    background_color: link.backgroundColor,
    sidebar_background_color: link.sidebarBackgroundColor,
    sidebar_text_color: link.sidebarTextColor,
    main_content_box_background_color: link.mainContentBoxBackgroundColor,
    main_content_box_text_color: link.mainContentBoxTextColor,
    button_color: link.buttonColor,
    button_text_color: link.buttonTextColor,
    default_institution: link.defaultInstitutionId,
    default_language: link.defaultLanguage,
  };
}

const hex = (value: string | null) => (value ? { hex: value } : null);

/** List results, in the spec's list form (2.7): colours {hex}, default_institution {uuid, name}, default_language {code}. */
export function serializeCheckoutLinkListItem(record: CheckoutLinkRecord, context: Context) {
  const { link, defaultInstitution } = record;
  return {
    ...commonFields(record, context, 'list'),
    background_color: hex(link.backgroundColor),
    sidebar_background_color: hex(link.sidebarBackgroundColor),
    sidebar_text_color: hex(link.sidebarTextColor),
    main_content_box_background_color: hex(link.mainContentBoxBackgroundColor),
    main_content_box_text_color: hex(link.mainContentBoxTextColor),
    button_color: hex(link.buttonColor),
    button_text_color: hex(link.buttonTextColor),
    default_institution: defaultInstitution ? { uuid: defaultInstitution.id, name: defaultInstitution.name } : null,
    default_language: { code: link.defaultLanguage },
  };
}
