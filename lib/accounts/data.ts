import 'server-only';
import { toListQuery } from '@/lib/lists/search-params';
import { accounts, payments, payouts, transfers, type Account, type Lookup } from '@/lib/merchant-api';
import { ACCOUNT_FILTERS } from '@/lib/merchant-api/filters';
import { toListResult, type ListValues } from '@/lib/lists/data';

/** How many of an account's newest transactions its page shows per list. */
const RECENT = 10;

/** A page of accounts for the list's URL values (API errors shown in place of the rows). */
export function listAccounts(values: ListValues<typeof ACCOUNT_FILTERS>, timeZone: string) {
  return toListResult(accounts.list(toListQuery(values, ACCOUNT_FILTERS, timeZone)));
}

/** One account: found, not_found or unsupported. */
export function getAccount(id: string) {
  return accounts.get(id);
}

/** An account shown next to another record (a label, a link): null when the read fails. */
export function lookupAccount(id: string): Promise<Lookup<Account> | null> {
  return accounts.get(id).catch(() => null);
}

/** The account page's newest payments, payouts and transfers out of and into it (read in parallel). */
export async function loadAccountRelated(id: string) {
  const [payments_, payouts_, transfersOut, transfersIn] = await Promise.all([
    toListResult(payments.list({ pageSize: RECENT, filters: { origin_account_uuid: id } })),
    toListResult(payouts.list({ pageSize: RECENT, filters: { destination_account_uuid: id } })),
    toListResult(transfers.list({ pageSize: RECENT, filters: { origin_account_uuid: id } })),
    toListResult(transfers.list({ pageSize: RECENT, filters: { destination_account_uuid: id } })),
  ]);
  return { payments: payments_, payouts: payouts_, transfersOut, transfersIn };
}
