import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { connectLinks, endUsers, institutions, type Metadata } from '../db/schema';
import { serializeEndUser, type EndUserRow } from '../end-users/queries';
import { after, allOf, dateRange, newestFirst, paginate } from '../db/pages';
import { listSeek } from '../db/seek';
import { newCode, newId, newPublicToken } from '../lib/ids';
import { introTextByLanguage, isExpired } from './intro-text';
import type { ConnectLinkListParams } from './schemas';

export type ConnectLinkRow = typeof connectLinks.$inferSelect;

export interface ConnectLinkRecord {
  link: ConnectLinkRow;
  endUser: EndUserRow;
  defaultInstitution: { id: string; name: string } | null;
}

export interface NewConnectLink {
  merchantId: string;
  ownerMerchantId: string;
  endUserId: string;
  introText: string;
  backgroundColor?: string;
  buttonColor?: string;
  buttonTextColor?: string;
  contentBoxTextColor?: string;
  contentBackgroundColor?: string;
  defaultInstitutionId?: string;
  primaryReference?: string;
  secondaryReference?: string;
  defaultLanguage?: string;
  redirectUrl?: string;
  expirationDate?: Date;
  customConfirmationPage?: boolean;
  metadata?: Metadata;
  now: Date;
}

export async function insertConnectLink(db: DbOrTx, input: NewConnectLink): Promise<ConnectLinkRow> {
  const [row] = await db
    .insert(connectLinks)
    .values({
      id: newId('clk'),
      code: newCode('CLK'),
      publicToken: newPublicToken(),
      merchantId: input.merchantId,
      ownerMerchantId: input.ownerMerchantId,
      endUserId: input.endUserId,
      introText: introTextByLanguage(input.introText),
      backgroundColor: input.backgroundColor ?? null,
      buttonColor: input.buttonColor ?? null,
      buttonTextColor: input.buttonTextColor ?? null,
      contentBoxTextColor: input.contentBoxTextColor ?? null,
      contentBackgroundColor: input.contentBackgroundColor ?? null,
      defaultInstitutionId: input.defaultInstitutionId ?? null,
      primaryReference: input.primaryReference ?? null,
      secondaryReference: input.secondaryReference ?? null,
      defaultLanguage: input.defaultLanguage ?? 'en_US',
      redirectUrl: input.redirectUrl ?? null,
      expirationDate: input.expirationDate ?? null,
      customConfirmationPage: input.customConfirmationPage ?? false,
      deliveryStatus: 'CREATED',
      metadata: input.metadata ?? {},
      dateCreated: input.now,
      dateUpdated: input.now,
    })
    .returning();
  return row;
}

function selectRecords(db: DbOrTx) {
  return db
    .select({
      link: connectLinks,
      endUser: endUsers,
      defaultInstitution: { id: institutions.id, name: institutions.name },
    })
    .from(connectLinks)
    .innerJoin(endUsers, eq(endUsers.id, connectLinks.endUserId))
    .leftJoin(institutions, eq(institutions.id, connectLinks.defaultInstitutionId));
}

export async function getConnectLinkRecord(
  db: DbOrTx,
  merchantId: string,
  id: string,
): Promise<ConnectLinkRecord | undefined> {
  const [row] = await selectRecords(db).where(and(eq(connectLinks.merchantId, merchantId), eq(connectLinks.id, id)));
  return row;
}

export function listConnectLinks(db: DbOrTx, merchantId: string, params: ConnectLinkListParams) {
  const where = allOf([
    eq(connectLinks.merchantId, merchantId),
    params.delivery_status ? eq(connectLinks.deliveryStatus, params.delivery_status) : undefined,
    params.code ? eq(connectLinks.code, params.code) : undefined,
    params.uuid ? eq(connectLinks.id, params.uuid) : undefined,
    params.primary_reference ? eq(connectLinks.primaryReference, params.primary_reference) : undefined,
    params.secondary_reference ? eq(connectLinks.secondaryReference, params.secondary_reference) : undefined,
    ...dateRange(connectLinks.dateCreated, params.date_from, params.date_to),
    params.end_user_uuid ? eq(connectLinks.endUserId, params.end_user_uuid) : undefined,
    params.end_user_code ? eq(endUsers.code, params.end_user_code) : undefined,
    params.end_user_email ? sql`lower(${endUsers.email}) = lower(${params.end_user_email})` : undefined,
    params.end_user_local_id ? eq(endUsers.localId, params.end_user_local_id) : undefined,
    // The end user is the merchant's: saying so lets the (merchant_id, lower(email)) and (merchant_id, local_id) indexes serve.
    params.end_user_email || params.end_user_local_id ? eq(endUsers.merchantId, merchantId) : undefined,
    params.merchant_id ? eq(connectLinks.ownerMerchantId, params.merchant_id) : undefined,
  ]);
  const byEndUser = Boolean(params.end_user_code || params.end_user_email || params.end_user_local_id);
  return paginate(
    params,
    (limit, offset, key) => {
      // The page's links first, then their end user and institution (as the checkout links' list does;
      // docs/performance.md, "The links lists: the page first, then its joins").
      const links = db.select(getTableColumns(connectLinks)).from(connectLinks);
      const page = (byEndUser ? links.innerJoin(endUsers, eq(endUsers.id, connectLinks.endUserId)) : links)
        .where(and(where, after(connectLinks.dateCreated, connectLinks.id, key)))
        .orderBy(...newestFirst(connectLinks.dateCreated, connectLinks.id))
        .limit(limit)
        .offset(offset)
        .as('page');
      return db
        .select({
          link: page._.selectedFields,
          endUser: endUsers,
          defaultInstitution: { id: institutions.id, name: institutions.name },
        })
        .from(page)
        .innerJoin(endUsers, eq(endUsers.id, page.endUserId))
        .leftJoin(institutions, eq(institutions.id, page.defaultInstitutionId))
        .orderBy(...newestFirst(page.dateCreated, page.id));
    },
    // The hosted page moves a link's delivery status.
    listSeek(db, {
      name: 'connect_links',
      table: connectLinks,
      merchantId,
      params,
      changing: ['delivery_status'],
      keyOf: ({ link }: ConnectLinkRecord) => ({ created: link.dateCreated, id: link.id }),
    }),
  );
}

/** The hosted page's address: the link's public token, never its short code. */
export function connectLinkUrl(publicUrl: string, publicToken: string): string {
  return `${publicUrl}/connect/${publicToken}`;
}

export function serializeConnectLink(
  { link, endUser, defaultInstitution }: ConnectLinkRecord,
  context: { publicUrl: string; now: Date },
) {
  return {
    uuid: link.id,
    code: link.code,
    url: connectLinkUrl(context.publicUrl, link.publicToken),
    expired: isExpired(link.expirationDate, context.now),
    background_color: link.backgroundColor,
    button_color: link.buttonColor,
    button_text_color: link.buttonTextColor,
    content_box_text_color: link.contentBoxTextColor,
    content_background_color: link.contentBackgroundColor,
    intro_text: link.introText,
    delivery_status: link.deliveryStatus,
    end_user: serializeEndUser(endUser),
    default_institution: defaultInstitution ? { uuid: defaultInstitution.id, name: defaultInstitution.name } : null,
    account: link.accountId ? { uuid: link.accountId } : null,
    primary_reference: link.primaryReference,
    secondary_reference: link.secondaryReference,
    default_language: link.defaultLanguage,
    redirect_url: link.redirectUrl,
    expiration_date: link.expirationDate ? link.expirationDate.toISOString() : null,
    custom_confirmation_page: link.customConfirmationPage,
    metadata: link.metadata,
    merchant_id: link.ownerMerchantId,
    date_created_gmt: link.dateCreated.toISOString(),
    date_updated_gmt: link.dateUpdated.toISOString(),
  };
}
