import { createLoader, createSerializer } from 'nuqs/server';
import { filterParsers, pagingParsers } from '@/components/data-table/search-params';
import { END_USER_FILTERS } from '@/lib/merchant-api/filters';

/** URL params of the end users list (spec 4.8 filters + paging), server and client. */
export const endUserParsers = { ...pagingParsers, ...filterParsers(END_USER_FILTERS) };
export const loadEndUserParams = createLoader(endUserParsers);
export const endUserListHref = createSerializer(endUserParsers);
