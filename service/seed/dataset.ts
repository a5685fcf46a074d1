import { makeConnectLinks } from './connect-links';
import { checkoutLinksByDay } from './checkout-links';
import { SeedContext, type DatasetOptions, type DatasetSummary, type Sink } from './context';
import { dayWeight, makeDay } from './days';
import { makeEndUsers } from './end-users';
import { makeRecurringPlans } from './recurring-plans';

export type { DatasetMerchant, DatasetOptions, DatasetSummary, Row, Sink, TransactionInsert } from './context';
export { datasetSizes } from './context';

/**
 * The demo data set, generated deterministically from a seed: end users and their accounts,
 * connect and checkout links, recurring plans with their cycles, and months of transactions in every
 * type and status (splits, partial and full refunds, disputes, failures, cancellations) with daily
 * deposits. Rows are produced day by day into a sink (bulk inserts; load.ts adds each transaction's
 * ledger from the API's posting rules, service/seed/ledger.ts). One file a resource, all drawing from
 * one random stream in the order below (service/seed/context.ts).
 *
 * Money follows the sandbox's own rules so that the processor, settle() and the console agree with
 * what they find: fees from the owner merchant's pricing (core/money/fees), split fees shared like
 * applyFees() does, outcomes from the amount's last two digits (service/processor/transitions.ts), deposits
 * of +net payments and −net refunds and reversals (service/deposits/settle).
 */
export async function generateDataset(options: DatasetOptions, sink: Sink): Promise<DatasetSummary> {
  const g = new SeedContext(options, sink);
  await makeEndUsers(g);
  await makeConnectLinks(g);
  const plans = await makeRecurringPlans(g);
  const checkoutByDay = checkoutLinksByDay(g);
  const base = Math.max(0, options.transactions - g.sizes.checkoutLinks - options.days * 2);
  const weights = Array.from({ length: options.days }, (_, d) => dayWeight(g, d));
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  let carried = 0;
  for (let d = 0; d < options.days; d++) {
    const exact = (base * 0.93 * weights[d]) / totalWeight + carried;
    const count = Math.floor(exact);
    carried = exact - count;
    await makeDay(g, d, count, plans, checkoutByDay.get(d) ?? 0);
  }
  return g.summary;
}
