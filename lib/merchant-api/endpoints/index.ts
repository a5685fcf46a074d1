import type { MerchantApi } from '../http';
import { accountResources } from './accounts';
import { analyticsResources } from './analytics';
import { caseResources } from './cases';
import { createGetter, createLister, RouteBook } from './common';
import { developerResources } from './developers';
import { directoryResources } from './directory';
import { linkResources } from './links';
import { reconciliationResources } from './reconciliation';
import { recurringPlanResources } from './recurring-plans';
import { reportResources } from './reports';
import { searchResources } from './search';
import { transactionResources } from './transactions';

/** Every read of the Merchant API, bound to one client. */
export function merchantResources(api: MerchantApi, book = new RouteBook()) {
  const list = createLister(api, book);
  const get = createGetter(api, book);
  return {
    ...transactionResources(list, get),
    ...accountResources(list, get),
    ...linkResources(list, get),
    ...recurringPlanResources(list, get),
    ...directoryResources(list),
    ...analyticsResources(api, book),
    ...searchResources(api, book),
    ...developerResources(list, get, api),
    ...caseResources(list, get, api, book),
    ...reportResources(api, book),
    ...reconciliationResources(api, book),
  };
}

export type MerchantResources = ReturnType<typeof merchantResources>;
export type { Listing, Lookup } from './common';
