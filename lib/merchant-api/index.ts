import 'server-only';
import { merchantApi } from './client';
import { merchantResources, type MerchantResources } from './endpoints';
import { RouteBook } from './endpoints/common';

/**
 * The console's only door to the Merchant API. Reads return normalized objects (the zod schemas fold every
 * quirk); a list or get a deployment lacks answers `{kind: 'unsupported'}` instead of failing. Nothing here
 * does I/O until first used; the token and client secret stay in this server process.
 */
// The route book (which paths a deployment has) lives as long as the process, like the token cache; the
// resources themselves are rebuilt with this module so their schemas are always the current ones.
const key = Symbol.for('merchant-console.merchant-api-routes');
type GlobalWithRoutes = typeof globalThis & { [key]?: RouteBook };
const g = globalThis as GlobalWithRoutes;
const resources: MerchantResources = merchantResources(merchantApi(), (g[key] ??= new RouteBook()));

export const {
  payments,
  transactions,
  transfers,
  payouts,
  deposits,
  accounts,
  endUsers,
  connectLinks,
  checkoutLinks,
  recurringPlans,
  merchants,
  tenants,
  reports,
  institutions,
  analytics,
  search,
  events,
  webhookEndpoints,
  apiClients,
  requestLogs,
  cases,
  reconciliation,
} = resources;

export { merchantApi } from './client';
export { ApiError, isApiError } from './errors';
export type { Listing, Lookup } from './endpoints';
export type { FoundTransaction, TransactionList } from './endpoints/transactions';
export type { OverviewParams, OverviewResult } from './endpoints/analytics';
export type { SearchCall, SearchParams } from './endpoints/search';
export type { SearchAnswer, SearchGroupAnswer, SearchResult } from './schemas/search';
export type * from './types';
