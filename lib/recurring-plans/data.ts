import 'server-only';
import { toListResult, type ListResult, type ListValues } from '@/lib/lists/data';
import { toListQuery, transactionListHref } from '@/lib/lists/search-params';
import {
  accounts,
  checkoutLinks,
  payments,
  payouts,
  recurringPlans,
  transfers,
  type Account,
  type CheckoutLink,
  type Listing,
  type Lookup,
  type RecurringPlan,
  type Transaction,
} from '@/lib/merchant-api';
import { RECURRING_PLAN_FILTERS } from '@/lib/merchant-api/filters';

/** A page of recurring plans for the list's URL values (API errors shown in place of the rows). */
export function listRecurringPlans(values: ListValues<typeof RECURRING_PLAN_FILTERS>, timeZone: string) {
  return toListResult(recurringPlans.list(toListQuery(values, RECURRING_PLAN_FILTERS, timeZone)));
}

/** One recurring plan: found, not_found or unsupported. */
export function getRecurringPlan(id: string) {
  return recurringPlans.get(id);
}

/** The records around a recurring plan, as its detail page shows them. */
export interface RecurringPlanRelated {
  origin: Lookup<Account> | null;
  destination: Lookup<Account> | null;
  /** The plan's transactions among the newest of its account (the API has no filter by plan). */
  transactions: ListResult<Transaction> | null;
  transactionsHref: string | null;
  /** SEND_REQUEST plans: the checkout links sent each cycle. */
  checkoutLinks: ListResult<CheckoutLink> | null;
}

/** How many of the account's newest transactions are searched for the plan's (no API filter by plan). */
const SCAN = 100;

function onlyPlan<T extends { recurringPlanId: string | null }>(result: ListResult<T>, planId: string): ListResult<T> {
  if (result.kind !== 'page') return result;
  const items = result.page.items.filter((i) => i.recurringPlanId === planId);
  return { kind: 'page', page: { ...result.page, items, pageInfo: { ...result.page.pageInfo, hasNextPage: false } } };
}

/** The records around a plan: its accounts, and what its cycles generated (found via the plan's account). */
export async function loadRecurringPlanRelated(plan: RecurringPlan): Promise<RecurringPlanRelated> {
  const type = plan.transaction?.type ?? 'PAYMENT';
  const reference = plan.transaction?.primaryReference ?? undefined;
  const account =
    type === 'PAYOUT'
      ? { param: 'destination_account_uuid', id: plan.destinationAccountId }
      : { param: 'origin_account_uuid', id: plan.originAccountId };
  const list =
    type === 'PAYOUT'
      ? { resource: payouts, path: '/payouts' }
      : type === 'TRANSFER'
        ? { resource: transfers, path: '/transfers' }
        : { resource: payments, path: '/payments' };
  const filters = { [account.param]: account.id, primary_reference: reference };
  const sendsRequests = plan.processingMethod === 'SEND_REQUEST';
  const lookup = (id: string | null) => (id ? accounts.get(id).catch(() => null) : Promise.resolve(null));

  const [origin, destination, transactions, links] = await Promise.all([
    lookup(plan.originAccountId),
    lookup(plan.destinationAccountId),
    account.id
      ? toListResult(list.resource.list({ pageSize: SCAN, filters }) as Promise<Listing<Transaction>>)
      : Promise.resolve(null),
    sendsRequests && plan.endUser
      ? toListResult(checkoutLinks.list({ pageSize: SCAN, filters: { end_user_uuid: plan.endUser.uuid } }))
      : Promise.resolve(null),
  ]);
  return {
    origin,
    destination,
    transactions: transactions ? onlyPlan(transactions, plan.uuid) : null,
    transactionsHref: account.id ? transactionListHref(list.path, filters) : null,
    checkoutLinks: links ? onlyPlan(links, plan.uuid) : null,
  };
}
