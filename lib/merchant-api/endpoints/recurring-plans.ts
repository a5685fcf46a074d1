import { RECURRING_PLAN_FILTERS, type ListQuery, type RecurringPlanFilter } from '../filters';
import { RecurringPlanSchema, type RecurringPlan } from '../schemas/recurring-plan';
import { lookupByScan, SCAN_PAGE_SIZE, type Getter, type Lister, type Listing, type Lookup } from './common';

export function recurringPlanResources(list: Lister, get: Getter) {
  const plansList = {
    route: 'GET /recurring-plans/list',
    paths: ['/recurring-plans/list'],
    key: 'recurring_plans',
    item: RecurringPlanSchema,
  };
  const recurringPlans = {
    list: (query: ListQuery<RecurringPlanFilter>): Promise<Listing<RecurringPlan>> =>
      list(plansList, query, RECURRING_PLAN_FILTERS),
    get: (uuid: string): Promise<Lookup<RecurringPlan>> =>
      get({
        route: 'GET /recurring-plans/{uuid}',
        path: `/recurring-plans/${encodeURIComponent(uuid)}`,
        key: 'recurring_plan',
        item: RecurringPlanSchema,
        fallback: () =>
          lookupByScan(
            recurringPlans.list({ page: 1, pageSize: SCAN_PAGE_SIZE }),
            uuid,
            (p) => p.uuid,
            'recurring plan',
          ),
      }),
  };
  return { recurringPlans };
}
