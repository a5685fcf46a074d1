/**
 * Object ids: a three-letter type prefix, an underscore and a UUID (`trx_9d2f…`). The API mints them
 * (service/lib/ids.ts); the console recognises them (search box, forms). One list for both.
 */

export const ID_PREFIXES = {
  transaction: 'trx',
  account: 'acc',
  endUser: 'eur',
  tenant: 'ten',
  merchant: 'mer',
  institution: 'ins',
  connectLink: 'clk',
  checkoutLink: 'chk',
  recurringPlan: 'rcp',
  token: 'tok',
  event: 'evt',
  webhookEndpoint: 'whe',
  webhookDelivery: 'whd',
  case: 'cas',
  evidence: 'evd',
  statement: 'stm',
  statementLine: 'stl',
  reconciliationMatch: 'rcm',
  reconciliationException: 'rex',
  csvMapping: 'csm',
  bankAccount: 'bac',
  signOff: 'rso',
} as const;
export type IdKind = keyof typeof ID_PREFIXES;
export type IdPrefix = (typeof ID_PREFIXES)[IdKind];

/** A prefixed id of any kind, as the API writes them (other deployments' ids included). */
export const PREFIXED_ID = /^[a-z]{3}_[A-Za-z0-9-]{1,100}$/;

/** Whether `value` is an id with `prefix` (`acc_…` for an account). */
export function isIdWith(prefix: IdPrefix, value: string): boolean {
  return value.startsWith(`${prefix}_`) && /^[a-z]{3}_[A-Za-z0-9-]{1,96}$/.test(value);
}

/** The id without its type prefix, lower-cased (for comparing ids written differently). */
export const bareId = (id: string): string =>
  id
    .trim()
    .toLowerCase()
    .replace(/^[a-z]{3}_/, '');
