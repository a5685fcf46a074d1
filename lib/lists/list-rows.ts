import type { Account, CheckoutLink, ConnectLink, EndUser, RecurringPlan } from '@/lib/merchant-api/types';

/**
 * What the accounts, connect links, checkout links and recurring plans tables read of their items (their columns,
 * shown or hidden, the phone cards and the row link): the server sends them only this, not the whole object (issue
 * 22: the RSC payload of a list page of 25 rows; a checkout link carries its whole payment and end user). The
 * tables' columns are typed over these rows, so a column that reads another field does not compile until it is
 * added here. The transactions tables have theirs in ./transaction-rows.ts.
 */

function pick<T, K extends keyof T>(item: T, fields: readonly K[]): Pick<T, K> {
  return Object.fromEntries(fields.map((field) => [field, item[field]])) as Pick<T, K>;
}

/** An end user as a row names and links it. */
export type EndUserRef = Pick<EndUser, 'uuid' | 'code' | 'displayName'>;
const endUserRef = (user: EndUserRef | null): EndUserRef | null =>
  user ? { uuid: user.uuid, code: user.code, displayName: user.displayName } : null;

const ACCOUNT_FIELDS = [
  'uuid',
  'code',
  'currentStatus',
  'institution',
  'last4',
  'type',
  'subtype',
  'capabilities',
  'primaryReference',
  'merchantId',
  'dateCreated',
] as const satisfies readonly (keyof Account)[];

export type AccountRow = Pick<Account, (typeof ACCOUNT_FIELDS)[number]> & { endUser: EndUserRef | null };

export function toAccountRow(account: Account): AccountRow {
  return { ...pick(account, ACCOUNT_FIELDS), endUser: endUserRef(account.endUser) };
}

const LINK_FIELDS = [
  'uuid',
  'code',
  'deliveryStatus',
  'expired',
  'expirationDate',
  'primaryReference',
  'merchantId',
  'dateCreated',
] as const satisfies readonly (keyof ConnectLink & keyof CheckoutLink)[];

type LinkRow<T extends ConnectLink | CheckoutLink> = Pick<T, (typeof LINK_FIELDS)[number]> & {
  endUser: EndUserRef | null;
};

export type ConnectLinkRow = LinkRow<ConnectLink> & Pick<ConnectLink, 'defaultLanguage' | 'accountId'>;

export function toConnectLinkRow(link: ConnectLink): ConnectLinkRow {
  return {
    ...pick(link, LINK_FIELDS),
    endUser: endUserRef(link.endUser),
    defaultLanguage: link.defaultLanguage,
    accountId: link.accountId,
  };
}

export type CheckoutLinkRow = LinkRow<CheckoutLink> &
  Pick<CheckoutLink, 'linkName'> & {
    transaction: Pick<NonNullable<CheckoutLink['transaction']>, 'amount' | 'currency' | 'status'> | null;
  };

export function toCheckoutLinkRow(link: CheckoutLink): CheckoutLinkRow {
  const trx = link.transaction;
  return {
    ...pick(link, LINK_FIELDS),
    endUser: endUserRef(link.endUser),
    linkName: link.linkName,
    transaction: trx ? { amount: trx.amount, currency: trx.currency, status: trx.status } : null,
  };
}

const PLAN_FIELDS = [
  'uuid',
  'code',
  'status',
  'description',
  'cycleFrequency',
  'processingMethod',
  'nextDueDate',
  'primaryReference',
  'merchantId',
  'dateCreated',
] as const satisfies readonly (keyof RecurringPlan)[];

export type RecurringPlanRow = Pick<RecurringPlan, (typeof PLAN_FIELDS)[number]> & {
  endUser: EndUserRef | null;
  transaction: Pick<NonNullable<RecurringPlan['transaction']>, 'amount' | 'currency'> | null;
};

export function toRecurringPlanRow(plan: RecurringPlan): RecurringPlanRow {
  const template = plan.transaction;
  return {
    ...pick(plan, PLAN_FIELDS),
    endUser: endUserRef(plan.endUser),
    transaction: template ? { amount: template.amount, currency: template.currency } : null,
  };
}
