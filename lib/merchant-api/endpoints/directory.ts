import {
  InstitutionSchema,
  MerchantSchema,
  TenantSchema,
  type Institution,
  type Merchant,
  type Tenant,
} from '../schemas/directory';
import type { Lister, Listing } from './common';

/** Directory lists change rarely and label every list page, so each is kept for a minute per process. */
const TTL_MS = 60_000;

function remembered<T>(load: () => Promise<T>, now: () => number): () => Promise<T> {
  let held: { at: number; value: Promise<T> } | null = null;
  return () => {
    if (held && now() - held.at < TTL_MS) return held.value;
    const value = load();
    held = { at: now(), value };
    value.catch(() => {
      held = null;
    });
    return value;
  };
}

/** Extension lists for pickers and labels; each is `unsupported` on an API without it. */
export function directoryResources(list: Lister, now: () => number = Date.now) {
  const all = { page: 1, pageSize: 1000 };
  return {
    merchants: {
      list: remembered(
        (): Promise<Listing<Merchant>> =>
          list(
            { route: 'GET /merchants/list', paths: ['/merchants/list'], key: 'merchants', item: MerchantSchema },
            all,
            [],
          ),
        now,
      ),
    },
    tenants: {
      list: remembered(
        (): Promise<Listing<Tenant>> =>
          list({ route: 'GET /tenants/list', paths: ['/tenants/list'], key: 'tenants', item: TenantSchema }, all, []),
        now,
      ),
    },
    institutions: {
      list: remembered(
        (): Promise<Listing<Institution>> =>
          list(
            {
              route: 'GET /institutions/list',
              paths: ['/institutions/list'],
              key: 'institutions',
              item: InstitutionSchema,
            },
            all,
            [],
          ),
        now,
      ),
    },
  };
}
