import type { MerchantResources } from '@/lib/merchant-api/endpoints';
import type { Transaction } from '@/lib/merchant-api/types';
import type { PaymentFacts } from './csv';

/** Reads in flight at once: batches of up to BATCH references, or single reads when the API has no batch read. */
const CONCURRENCY = 4;
const SINGLE_CONCURRENCY = 16;
/** References in one batch read (the `code_in` / `uuid_in` extensions take at most 100). */
export const BATCH = 100;

/** A payment id (`trx_…`) is read by id; anything else is a payment code, found with the list's `code` filter. */
export const isPaymentId = (reference: string) => /^trx_/i.test(reference);

export interface PaymentReader {
  byId(id: string): Promise<PaymentFacts | null>;
  byCode(code: string): Promise<PaymentFacts | null>;
  /**
   * Many at once (an API extension): the payments found among those asked (one call, the list's `uuid_in` /
   * `code_in`), or null when this API cannot (no extension, or an answer that may be incomplete). Optional.
   */
  byIds?(ids: string[]): Promise<PaymentFacts[] | null>;
  byCodes?(codes: string[]): Promise<PaymentFacts[] | null>;
}

/** Runs `tasks` with at most `limit` in flight. */
async function pool(tasks: (() => Promise<void>)[], limit: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]();
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}

/**
 * Every distinct payment reference of a file, read once each: reference → its payment, or null when no payment
 * has that code or id. Ids and codes are read in batches of BATCH when the reader can; a batch answer is kept
 * only when every payment in it is one that was asked for (same id, or same code), since an API that ignores
 * the extension answers its newest payments instead. A batch that cannot be read so (no extension, an
 * answer with payments not asked for, a refusal) is read one by one, and so are the batches after it.
 * A failure of a single read (not a "not found") is thrown: the file is not checked against half its payments.
 */
export async function lookupPayments(
  references: Iterable<string>,
  reader: PaymentReader,
): Promise<Map<string, PaymentFacts | null>> {
  const unique = [...new Set([...references].filter(Boolean))];
  const found = new Map<string, PaymentFacts | null>();
  const single: string[] = [];
  const kinds = [
    { refs: unique.filter(isPaymentId), read: reader.byIds?.bind(reader), keyOf: (p: PaymentFacts) => p.uuid },
    {
      refs: unique.filter((r) => !isPaymentId(r)),
      read: reader.byCodes?.bind(reader),
      keyOf: (p: PaymentFacts) => p.code,
    },
  ];
  let batchesWork = true;
  const batches: (() => Promise<void>)[] = [];
  for (const { refs, read, keyOf } of kinds) {
    if (!read) {
      single.push(...refs);
      continue;
    }
    for (let i = 0; i < refs.length; i += BATCH) {
      const asked = refs.slice(i, i + BATCH);
      batches.push(async () => {
        const answer = batchesWork ? await read(asked).catch(() => null) : null;
        const byKey = new Map(answer?.map((p) => [keyOf(p), p]));
        if (!answer || byKey.size !== answer.length || [...byKey.keys()].some((k) => !k || !asked.includes(k))) {
          batchesWork = false;
          single.push(...asked);
          return;
        }
        for (const ref of asked) found.set(ref, byKey.get(ref) ?? null);
      });
    }
  }
  await pool(batches, CONCURRENCY);
  await pool(
    single.map((reference) => async () => {
      found.set(reference, await (isPaymentId(reference) ? reader.byId(reference) : reader.byCode(reference)));
    }),
    SINGLE_CONCURRENCY,
  );
  return found;
}

function factsOf(p: Transaction): PaymentFacts {
  return {
    uuid: p.uuid,
    code: p.code ?? null,
    status: p.status ?? null,
    currency: p.currency ?? 'USD',
    amount: p.amount,
    amountRefunded: p.amountRefunded ?? null,
    remarks: p.remarks ?? null,
  };
}

/** A payment as the checks need it; anything else (a refund read by its own id through GET /payments/{uuid}) is none. */
function paymentFacts(p: Transaction): PaymentFacts | null {
  return p.type && p.type !== 'PAYMENT' ? null : factsOf(p);
}

/** After an API refuses the batch reads, files are checked one payment at a time for this long. */
const RETRY_BATCH_MS = 10 * 60_000;

/**
 * The Merchant API's payments as a reader: many at a time through the payments list's `uuid_in` and `code_in`
 * extensions, one at a time (`GET /payments/{uuid}`, `GET /payments/list?code=…`) on an API without them (a
 * refusal is remembered for RETRY_BATCH_MS). lookupPayments keeps a batch's answer only when every payment in
 * it is one it asked for; an answer with a next page may be partial, so it is not used either.
 */
export function apiPaymentReader(payments: MerchantResources['payments'], now: () => number = Date.now): PaymentReader {
  let batchRefusedUntil = 0;
  const batchOf = async (read: () => ReturnType<typeof payments.byIds>): Promise<PaymentFacts[] | null> => {
    if (now() < batchRefusedUntil) return null;
    try {
      const listing = await read();
      if (listing.kind === 'page' && !listing.page.pageInfo.hasNextPage)
        return listing.page.items.map(paymentFacts).filter((p): p is PaymentFacts => p !== null);
    } catch {
      // A deployment without the extension refuses the parameter (400): read one by one.
    }
    batchRefusedUntil = now() + RETRY_BATCH_MS;
    return null;
  };
  return {
    async byId(id) {
      const lookup = await payments.get(id);
      if (lookup.kind === 'unsupported') throw new Error(lookup.detail);
      return lookup.kind === 'found' && lookup.data.uuid === id ? paymentFacts(lookup.data) : null;
    },
    async byCode(code) {
      const listing = await payments.list({ page: 1, pageSize: 2, filters: { code } });
      if (listing.kind === 'unsupported') throw new Error(listing.detail);
      const match = listing.page.items.find((p) => p.code === code) ?? null;
      return match ? paymentFacts(match) : null;
    },
    byIds: (ids) => batchOf(() => payments.byIds(ids)),
    byCodes: (codes) => batchOf(() => payments.byCodes(codes)),
  };
}
