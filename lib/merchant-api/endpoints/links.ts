import { LINK_FILTERS, type LinkFilter, type ListQuery } from '../filters';
import { CheckoutLinkSchema, ConnectLinkSchema, type CheckoutLink, type ConnectLink } from '../schemas/links';
import { lookupByFilter, type Getter, type Lister, type Listing, type Lookup } from './common';

const enc = encodeURIComponent;

export function linkResources(list: Lister, get: Getter) {
  const connectList = {
    route: 'GET /connect/link/list',
    paths: ['/connect/link/list', '/connect/link/list/'],
    key: 'connect_links',
    item: ConnectLinkSchema,
  };
  const connectLinks = {
    list: (query: ListQuery<LinkFilter>): Promise<Listing<ConnectLink>> => list(connectList, query, LINK_FILTERS),
    get: (uuid: string): Promise<Lookup<ConnectLink>> =>
      get({
        route: 'GET /connect/link/{uuid}',
        path: `/connect/link/${enc(uuid)}`,
        key: 'connect_link',
        item: ConnectLinkSchema,
        fallback: () => lookupByFilter(connectLinks.list({ pageSize: 1, filters: { uuid } }), uuid, (l) => l.uuid),
      }),
  };

  // The spec writes /checkout/link/list/ with a trailing slash; servers differ on whether that matters.
  const checkoutList = {
    route: 'GET /checkout/link/list',
    paths: ['/checkout/link/list', '/checkout/link/list/'],
    key: 'checkout_links',
    item: CheckoutLinkSchema,
  };
  const checkoutLinks = {
    list: (query: ListQuery<LinkFilter>): Promise<Listing<CheckoutLink>> => list(checkoutList, query, LINK_FILTERS),
    // GET /checkout/link/{uuid} is an extension; the list's uuid filter is in the spec. Ids are chk_ or chl_.
    get: (uuid: string): Promise<Lookup<CheckoutLink>> =>
      get({
        route: 'GET /checkout/link/{uuid}',
        path: `/checkout/link/${enc(uuid)}`,
        key: 'checkout_link',
        item: CheckoutLinkSchema,
        fallback: () => lookupByFilter(checkoutLinks.list({ pageSize: 1, filters: { uuid } }), uuid, (l) => l.uuid),
      }),
  };
  return { connectLinks, checkoutLinks };
}
