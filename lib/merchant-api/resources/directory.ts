import { InstitutionSchema, MerchantSchema, TenantSchema, type Institution, type Merchant, type Tenant } from '../schemas/directory';
import type { Lister, Listing } from './common';

/** Extension lists for pickers and labels; each is `unsupported` on an API without it. */
export function directoryResources(list: Lister) {
  const all = { page: 1, pageSize: 1000 };
  return {
    merchants: {
      list: (): Promise<Listing<Merchant>> => list({ route: 'GET /merchants/list', paths: ['/merchants/list'], key: 'merchants', item: MerchantSchema }, all, []),
    },
    tenants: {
      list: (): Promise<Listing<Tenant>> => list({ route: 'GET /tenants/list', paths: ['/tenants/list'], key: 'tenants', item: TenantSchema }, all, []),
    },
    institutions: {
      list: (): Promise<Listing<Institution>> =>
        list({ route: 'GET /institutions/list', paths: ['/institutions/list'], key: 'institutions', item: InstitutionSchema }, all, []),
    },
  };
}
