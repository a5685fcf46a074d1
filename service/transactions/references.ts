import { and, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { accounts, merchants, tenants } from '../db/schema';
import { prepared } from '../db/prepared';
import { invalid, type FieldError } from '../lib/problems';
import { normalizeTenantId } from './queries';

/** Lookups and checks of the ids a money request names (tenant, accounts, merchants), as field errors. */

export type AccountRow = typeof accounts.$inferSelect;
export type MerchantRow = typeof merchants.$inferSelect;

/** Collects field errors so one 400 lists them all. */
export class FieldErrors {
  readonly list: FieldError[] = [];
  add(param: string, code: string, message: string): void {
    this.list.push({ param, code, message: message.startsWith(`'`) ? message : `'${param}' ${message}` });
  }
  push(error: FieldError | undefined): void {
    if (error) this.list.push(error);
  }
  throwIfAny(): void {
    if (this.list.length) throw invalid(this.list);
  }
}

export async function findTenantId(db: DbOrTx, merchantId: string, requested: string): Promise<string | undefined> {
  const id = normalizeTenantId(requested);
  const [row] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.merchantId, merchantId), eq(tenants.id, id)));
  return row?.id;
}

export function unknownTenant(param: string, requested: string): FieldError {
  return {
    param,
    code: 'unknown_tenant',
    message: `'${param}': you have no tenant with id '${requested}' (see GET /tenants/list).`,
  };
}

export async function findAccount(db: DbOrTx, merchantId: string, id: string): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.merchantId, merchantId), eq(accounts.id, id)));
  return row;
}

/**
 * A payout lands in one bank account, which holds one currency (the account's `currency`, from its institution's
 * country): a payout in another currency is refused on `currency` (docs/decisions.md, "A payout's currency"), the
 * sandbox converting nothing.
 */
export function currencyProblem(
  account: AccountRow | undefined,
  param: string,
  currency: string,
): FieldError | undefined {
  if (!account || account.currency === currency) return undefined;
  return {
    param,
    code: 'currency_mismatch',
    message: `'${param}': the destination account '${account.id}' holds ${account.currency}; a payout to it must be in ${account.currency}, not ${currency}.`,
  };
}

/**
 * Why an account cannot be used for a movement, or undefined when it can: it must be one of the
 * merchant's accounts, CONNECTED, and hold one of the capabilities asked for (when any).
 */
export function accountProblem(
  row: AccountRow | undefined,
  param: string,
  requested: string,
  capabilities: string[] = [],
): FieldError | undefined {
  if (!row)
    return { param, code: 'unknown_account', message: `'${param}': you have no account with id '${requested}'.` };
  if (row.currentStatus !== 'CONNECTED') {
    return {
      param,
      code: 'account_not_connected',
      message: `'${param}': account '${row.id}' is ${row.currentStatus}; it must be CONNECTED.`,
    };
  }
  if (capabilities.length && !capabilities.some((c) => row.capabilities.includes(c))) {
    return {
      param,
      code: 'missing_capability',
      message: `'${param}': account '${row.id}' lacks the ${capabilities.join(' or ')} capability this operation needs.`,
    };
  }
  return undefined;
}

/** The merchant and its sub-merchants (one query): merchant_id and split recipients are checked against it. */
export async function merchantFamily(
  db: DbOrTx,
  merchantId: string,
): Promise<{ merchant: MerchantRow; subMerchants: Map<string, MerchantRow> }> {
  const rows = await db
    .select()
    .from(merchants)
    .where(or(eq(merchants.id, merchantId), eq(merchants.parentId, merchantId)));
  const merchant = rows.find((r) => r.id === merchantId);
  if (!merchant) throw new Error(`merchant ${merchantId} not found`);
  return { merchant, subMerchants: new Map(rows.filter((r) => r.parentId === merchantId).map((r) => [r.id, r])) };
}

/**
 * merchantFamily, findTenantId and findAccount in one prepared query (one round trip instead of three, and
 * no query building): the family's rows, each left-joined with the requested tenant and account when they
 * are the merchant's.
 */
export async function familyTenantAccount(
  db: DbOrTx,
  merchantId: string,
  requestedTenant: string,
  accountId: string | undefined,
): Promise<{
  family: { merchant: MerchantRow; subMerchants: Map<string, MerchantRow> };
  tenantId: string | undefined;
  account: AccountRow | undefined;
}> {
  const statement = prepared(db, 'payment_references', (d, name) =>
    d
      .select({ merchant: merchants, tenantId: tenants.id, account: accounts })
      .from(merchants)
      .leftJoin(
        tenants,
        and(eq(tenants.merchantId, sql.placeholder('merchant')), eq(tenants.id, sql.placeholder('tenant'))),
      )
      .leftJoin(
        accounts,
        and(eq(accounts.merchantId, sql.placeholder('merchant')), eq(accounts.id, sql.placeholder('account'))),
      )
      .where(or(eq(merchants.id, sql.placeholder('merchant')), eq(merchants.parentId, sql.placeholder('merchant'))))
      .prepare(name),
  );
  // No account asked for: '' matches none (ids are acc_…).
  const rows = await statement.execute({
    merchant: merchantId,
    tenant: normalizeTenantId(requestedTenant),
    account: accountId ?? '',
  });
  const merchant = rows.find((r) => r.merchant.id === merchantId)?.merchant;
  if (!merchant) throw new Error(`merchant ${merchantId} not found`);
  return {
    family: {
      merchant,
      subMerchants: new Map(
        rows.filter((r) => r.merchant.parentId === merchantId).map((r) => [r.merchant.id, r.merchant]),
      ),
    },
    tenantId: rows[0].tenantId ?? undefined,
    account: rows[0].account ?? undefined,
  };
}

export function unknownMerchant(param: string): FieldError {
  return {
    param,
    code: 'unknown_merchant',
    message: `'${param}' must be your merchant id or one of your sub-merchants' (mer_…; see GET /merchants/list).`,
  };
}

/** Today's date (YYYY-MM-DD, GMT). */
export const today = (now: Date) => now.toISOString().slice(0, 10);

/** When a transaction is due for processing: now, or the start of its due date if that is later. */
export function processAfterFor(now: Date, dueDate: string | undefined): Date {
  if (!dueDate) return now;
  const due = new Date(`${dueDate}T00:00:00.000Z`);
  return due > now ? due : now;
}
