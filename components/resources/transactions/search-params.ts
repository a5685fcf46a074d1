import { createLoader, createSerializer } from 'nuqs/server';
import { filterParsers, pagingParsers } from '@/components/data-table/search-params';
import { DEPOSIT_FILTERS, TRANSACTION_FILTERS } from '@/lib/merchant-api/filters';

/** URL params of the payments, transfers and payouts lists (spec 4.8 filters + paging), server and client. */
export const transactionParsers = { ...pagingParsers, ...filterParsers(TRANSACTION_FILTERS) };
export const loadTransactionParams = createLoader(transactionParsers);
/** Links to a filtered list: `transactionListHref('/payments', {origin_account_uuid: id})`. */
export const transactionListHref = createSerializer(transactionParsers);

/** URL params of the deposits list. */
export const depositParsers = { ...pagingParsers, ...filterParsers(DEPOSIT_FILTERS) };
export const loadDepositParams = createLoader(depositParsers);
export const depositListHref = createSerializer(depositParsers);
