import { createLoader } from 'nuqs/server';
import { filterParsers, pagingParsers } from '@/components/data-table/search-params';
import { REQUEST_LOG_FILTERS } from '@/lib/merchant-api/resources/developers';

/** URL params of the request log (/developers/logs): its API filters + paging, for the page and the toolbar. */
export const requestLogParsers = { ...pagingParsers, ...filterParsers(REQUEST_LOG_FILTERS) };
export const loadRequestLogParams = createLoader(requestLogParsers);
