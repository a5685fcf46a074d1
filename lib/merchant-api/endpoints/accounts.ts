import { ACCOUNT_FILTERS, END_USER_FILTERS, type AccountFilter, type EndUserFilter, type ListQuery } from '../filters';
import { AccountSchema, type Account } from '../schemas/account';
import { EndUserSchema, type EndUser } from '../schemas/end-user';
import { lookupByFilter, type Getter, type Lister, type Listing, type Lookup } from './common';

const enc = encodeURIComponent;

export function accountResources(list: Lister, get: Getter) {
  const accountsList = { route: 'GET /accounts/list', paths: ['/accounts/list'], key: 'accounts', item: AccountSchema };
  const accounts = {
    list: (query: ListQuery<AccountFilter>): Promise<Listing<Account>> => list(accountsList, query, ACCOUNT_FILTERS),
    /** Several accounts in one call (extension `uuid_in`); an API without it may ignore it, so callers keep only the ids they asked for. */
    byIds: (ids: string[]): Promise<Listing<Account>> =>
      list(accountsList, { pageSize: ids.length, filters: { uuid_in: ids.join(',') } }, ['uuid_in'] as const),
    get: (uuid: string): Promise<Lookup<Account>> =>
      get({
        route: 'GET /accounts/{uuid}',
        path: `/accounts/${enc(uuid)}`,
        key: 'account',
        item: AccountSchema,
        fallback: () => lookupByFilter(accounts.list({ pageSize: 1, filters: { uuid } }), uuid, (a) => a.uuid),
      }),
  };

  const endUsersList = {
    route: 'GET /end-users/list',
    paths: ['/end-users/list'],
    key: 'end_users',
    item: EndUserSchema,
  };
  const endUsers = {
    list: (query: ListQuery<EndUserFilter>): Promise<Listing<EndUser>> => list(endUsersList, query, END_USER_FILTERS),
    // GET /end-users/{uuid} is an extension; the list's uuid filter is in the spec.
    get: (uuid: string): Promise<Lookup<EndUser>> =>
      get({
        route: 'GET /end-users/{uuid}',
        path: `/end-users/${enc(uuid)}`,
        key: 'end_user',
        item: EndUserSchema,
        fallback: () => lookupByFilter(endUsers.list({ pageSize: 1, filters: { uuid } }), uuid, (u) => u.uuid),
      }),
  };
  return { accounts, endUsers };
}
