import { createLoader, createSerializer } from 'nuqs/server';
import { filterParsers, pagingParsers } from '@/components/data-table/search-params';
import { RECURRING_PLAN_FILTERS } from '@/lib/merchant-api/filters';

/** URL params of the recurring plans list (an extension), server and client. */
export const recurringPlanParsers = { ...pagingParsers, ...filterParsers(RECURRING_PLAN_FILTERS) };
export const loadRecurringPlanParams = createLoader(recurringPlanParsers);
export const recurringPlanListHref = createSerializer(recurringPlanParsers);
