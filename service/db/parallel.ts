import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

type Thunks = readonly (() => Promise<unknown>)[];
type Results<T extends Thunks> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * Runs independent reads at once on a pool (each on its own connection) but one after another on a
 * transaction: a transaction holds one connection, and node-postgres deprecates (pg 9 removes) sending a
 * query on a client still executing one. Same results either way; only the overlap differs.
 */
export async function readTogether<const T extends Thunks>(db: DbOrTx, reads: T): Promise<Results<T>> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Results<T>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results<T>;
}
