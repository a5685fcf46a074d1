import 'server-only';
import { cache } from 'react';
import { accounts, type Account, type Transaction } from '@/lib/merchant-api';
import type { Parties, Party } from '@/lib/lists/parties';

/** How many ids the `uuid_in` extension takes in one call. */
const BATCH = 100;
/** After an API refuses `uuid_in`, lists use one get per distinct account for this long. */
const RETRY_BATCH_MS = 10 * 60_000;
let batchRefusedUntil = 0;

function toParty(account: Account): Party {
  return {
    name: account.endUser?.displayName ?? null,
    institution: account.institution?.name ?? null,
    last4: account.last4 ?? null,
  };
}

/** What this request already knows, so a page and its panels share one lookup (React `cache` is per request). */
const known = cache(() => new Map<string, Promise<Party | null>>());

async function batch(ids: string[]): Promise<Map<string, Account> | null> {
  if (Date.now() < batchRefusedUntil) return null;
  try {
    const found = new Map<string, Account>();
    for (let i = 0; i < ids.length; i += BATCH) {
      const result = await accounts.byIds(ids.slice(i, i + BATCH));
      if (result.kind !== 'page') throw new Error(result.detail);
      for (const a of result.page.items) found.set(a.uuid, a);
    }
    // A deployment that ignores uuid_in answers some other page: ask one by one instead.
    if ([...found.keys()].some((id) => !ids.includes(id))) throw new Error('uuid_in ignored');
    return found;
  } catch {
    batchRefusedUntil = Date.now() + RETRY_BATCH_MS;
    return null;
  }
}

async function one(id: string): Promise<Party | null> {
  try {
    const lookup = await accounts.get(id);
    return lookup.kind === 'found' ? toParty(lookup.data) : null;
  } catch {
    return null;
  }
}

/**
 * The end user and institution behind each account id on a page: one `GET /accounts/list?uuid_in=…` call
 * (extension) for all of them; against an API without it, one cached get per distinct account. An account
 * that cannot be read is left out, and the page shows its id instead.
 */
export async function lookupParties(ids: Iterable<string | null | undefined>): Promise<Parties> {
  const memo = known();
  const wanted = [...new Set([...ids].filter((id): id is string => Boolean(id)))];
  const missing = wanted.filter((id) => !memo.has(id));
  if (missing.length) {
    const loading = batch(missing);
    for (const id of missing) {
      memo.set(
        id,
        loading.then((found) => {
          if (!found) return one(id);
          const account = found.get(id);
          return account ? toParty(account) : null;
        }),
      );
    }
  }
  const out: Parties = {};
  await Promise.all(
    wanted.map(async (id) => {
      const party = await memo.get(id);
      if (party) out[id] = party;
    }),
  );
  return out;
}

/** The parties of a page of payments, transfers or payouts (funding, origin and destination accounts). */
export function transactionParties(
  rows: readonly Pick<Transaction, 'fundingSourceId' | 'originAccountId' | 'destinationAccountId'>[],
): Promise<Parties> {
  return lookupParties(rows.flatMap((t) => [t.fundingSourceId ?? t.originAccountId, t.destinationAccountId]));
}
