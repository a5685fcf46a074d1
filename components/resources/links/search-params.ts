import { createLoader, createSerializer } from 'nuqs/server';
import { filterParsers, pagingParsers } from '@/components/data-table/search-params';
import { LINK_FILTERS } from '@/lib/merchant-api/filters';

/** URL params of the connect-link and checkout-link lists (spec 4.8 filters + paging), server and client. */
export const linkParsers = { ...pagingParsers, ...filterParsers(LINK_FILTERS) };
export const loadLinkParams = createLoader(linkParsers);
export const linkListHref = createSerializer(linkParsers);
