import { createLoader, createSerializer } from 'nuqs/server';
import { filterParsers, pagingParsers } from '@/components/data-table/search-params';
import { ACCOUNT_FILTERS } from '@/lib/merchant-api/filters';

/** URL params of the accounts list (spec 4.8 filters + paging), server and client. */
export const accountParsers = { ...pagingParsers, ...filterParsers(ACCOUNT_FILTERS) };
export const loadAccountParams = createLoader(accountParsers);
export const accountListHref = createSerializer(accountParsers);
