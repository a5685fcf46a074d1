import type { PaymentFacts } from './csv';

/** Lookups in flight at once: enough for 5,000 rows in a few seconds, few enough to leave the API room. */
const CONCURRENCY = 16;

/** A payment id (`trx_…`) is read by id; anything else is a payment code, found with the list's `code` filter. */
export const isPaymentId = (reference: string) => /^trx_/i.test(reference);

export interface PaymentReader {
  byId(id: string): Promise<PaymentFacts | null>;
  byCode(code: string): Promise<PaymentFacts | null>;
}

/**
 * Every distinct payment reference of a file, read once each, a few at a time: reference → its payment, or null
 * when no payment has that code or id. A failure of the reader (not a "not found") is thrown: the file is not
 * checked against half its payments.
 */
export async function lookupPayments(
  references: Iterable<string>,
  reader: PaymentReader,
): Promise<Map<string, PaymentFacts | null>> {
  const unique = [...new Set([...references].filter(Boolean))];
  const found = new Map<string, PaymentFacts | null>();
  let next = 0;
  const worker = async () => {
    while (next < unique.length) {
      const reference = unique[next++];
      found.set(reference, await (isPaymentId(reference) ? reader.byId(reference) : reader.byCode(reference)));
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, unique.length) }, worker));
  return found;
}
