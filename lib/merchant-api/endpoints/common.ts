import type { z } from 'zod';
import { ApiError, invalidResponse, isAmbiguousNotFound, isNotFound, isUnsupportedRoute } from '../errors';
import { DEFAULT_PAGE_SIZE, type ListQuery } from '../filters';
import type { MerchantApi, QueryValue } from '../http';
import { parsePage, type Page } from '../schemas/page';

/** A list the API may not have (an extension on a remote deployment). */
export type Listing<T> = { kind: 'page'; page: Page<T> } | { kind: 'unsupported'; detail: string };

/** One record by id: found, not found, or the API has no way to fetch it. */
export type Lookup<T> = { kind: 'found'; data: T } | { kind: 'not_found' } | { kind: 'unsupported'; detail: string };

/** Newest records scanned when an API cannot fetch a record by id nor filter its list by uuid. */
export const SCAN_PAGE_SIZE = 1000;

const MISSING_TTL_MS = 10 * 60_000;

/**
 * Remembers, per process, which of several paths serves a route (/transfers/list vs /transfer/list/) and
 * which routes a deployment lacks (for ten minutes, so a deployment that gains one is noticed).
 */
export class RouteBook {
  private readonly chosen = new Map<string, string>();
  private readonly missingUntil = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  candidates(route: string, paths: string[]): string[] {
    const chosen = this.chosen.get(route);
    const ordered = chosen ? [chosen, ...paths.filter((p) => p !== chosen)] : paths;
    return ordered.filter((p) => (this.missingUntil.get(p) ?? 0) <= this.now());
  }

  found(route: string, path: string) {
    this.chosen.set(route, path);
    this.missingUntil.delete(path);
  }

  missing(path: string) {
    this.missingUntil.set(path, this.now() + MISSING_TTL_MS);
  }
}

export function toQuery<F extends string>(query: ListQuery<F>, allowed: readonly F[]): Record<string, QueryValue> {
  const out: Record<string, QueryValue> = { page: query.page ?? 1, page_size: query.pageSize ?? DEFAULT_PAGE_SIZE };
  for (const name of allowed) {
    const value = query.filters?.[name];
    if (value !== null && value !== undefined && String(value).trim() !== '') out[name] = String(value).trim();
  }
  return out;
}

export interface ListSpec<T extends z.ZodType> {
  /** A name for the route, the key under which the working path is remembered. */
  route: string;
  /** Paths to try in order; the first that exists is used from then on. */
  paths: string[];
  /** The envelope's array key. */
  key: string;
  item: T;
}

export function createLister(api: MerchantApi, book: RouteBook) {
  return async function list<T extends z.ZodType, F extends string>(
    spec: ListSpec<T>,
    query: ListQuery<F>,
    allowed: readonly F[],
  ): Promise<Listing<z.output<T>>> {
    const params = toQuery(query, allowed);
    for (const path of book.candidates(spec.route, spec.paths)) {
      try {
        const response = await api.request(path, { query: params });
        book.found(spec.route, path);
        try {
          return {
            kind: 'page',
            page: parsePage(response.body, spec.key, spec.item, {
              page: Number(params.page),
              pageSize: Number(params.page_size),
            }),
          };
        } catch (error) {
          throw invalidResponse(error instanceof Error ? error.message : String(error), response.requestId);
        }
      } catch (error) {
        // On a list route any 404 means the route is missing: a list never answers "no such record".
        if (isUnsupportedRoute(error) || (error instanceof ApiError && error.status === 404)) {
          book.missing(path);
          continue;
        }
        throw error;
      }
    }
    return { kind: 'unsupported', detail: `This Merchant API has no ${spec.route} endpoint.` };
  };
}

export type Lister = ReturnType<typeof createLister>;

export interface GetSpec<T extends z.ZodType> {
  route: string;
  path: string;
  /** The envelope key ({payment: …}); undefined when the record is returned bare (deposits). */
  key?: string;
  item: T;
  /** Query parameters (extensions a deployment may ignore or refuse: the caller handles a 400). */
  query?: Record<string, QueryValue>;
  /** Another way to find the record when the route is missing (a list filtered by uuid, or a scan). */
  fallback?: () => Promise<Lookup<z.output<T>>>;
}

function unwrap(body: unknown, key: string | undefined): unknown {
  if (!key || !body || typeof body !== 'object') return body;
  const record = body as Record<string, unknown>;
  // Tolerate both {payment: {...}} and a bare object.
  return key in record ? record[key] : body;
}

export function createGetter(api: MerchantApi, book: RouteBook) {
  return async function get<T extends z.ZodType>(spec: GetSpec<T>): Promise<Lookup<z.output<T>>> {
    const available = book.candidates(spec.route, [spec.route]).length > 0;
    let routeMissing = !available;
    if (available) {
      try {
        const response = await api.request(spec.path, spec.query ? { query: spec.query } : undefined);
        const parsed = spec.item.safeParse(unwrap(response.body, spec.key));
        if (!parsed.success)
          throw invalidResponse(parsed.error.issues[0]?.message ?? 'unreadable record', response.requestId);
        return { kind: 'found', data: parsed.data };
      } catch (error) {
        if (isUnsupportedRoute(error)) {
          book.missing(spec.route);
          routeMissing = true;
        } else if (isAmbiguousNotFound(error)) {
          // A 404 that does not say whether the route or the record is missing: ask the fallback, if any.
          if (!spec.fallback) return { kind: 'not_found' };
          const found = await spec.fallback();
          return found.kind === 'found' ? found : { kind: 'not_found' };
        } else if (isNotFound(error)) {
          return { kind: 'not_found' };
        } else {
          throw error;
        }
      }
    }
    if (routeMissing && spec.fallback) return spec.fallback();
    return { kind: 'unsupported', detail: `This Merchant API has no ${spec.route} endpoint.` };
  };
}

export type Getter = ReturnType<typeof createGetter>;

/** Finds a record through a list filtered by uuid (exact, so "not there" means not found). */
export async function lookupByFilter<T>(
  listing: Promise<Listing<T>>,
  uuid: string,
  idOf: (item: T) => string,
): Promise<Lookup<T>> {
  const result = await listing;
  if (result.kind === 'unsupported') return result;
  const item = result.page.items.find((i) => idOf(i) === uuid);
  return item ? { kind: 'found', data: item } : { kind: 'not_found' };
}

/** Finds a record among the newest page of a list (when neither a get route nor a uuid filter exists). */
export async function lookupByScan<T>(
  listing: Promise<Listing<T>>,
  uuid: string,
  idOf: (item: T) => string,
  what: string,
): Promise<Lookup<T>> {
  const result = await listing;
  if (result.kind === 'unsupported')
    return { kind: 'unsupported', detail: `This Merchant API cannot fetch a ${what} by id, nor list ${what}s.` };
  const item = result.page.items.find((i) => idOf(i) === uuid);
  if (item) return { kind: 'found', data: item };
  return result.page.pageInfo.hasNextPage
    ? {
        kind: 'unsupported',
        detail: `This Merchant API cannot fetch a ${what} by id, and it is not among the ${result.page.items.length.toLocaleString('en-US')} newest; find it in the list by its code or reference.`,
      }
    : { kind: 'not_found' };
}

/** An extension route's answer: found, or `unsupported` on a deployment without it. */
export type ExtensionResult<T> = { kind: 'found'; data: T } | { kind: 'unsupported'; detail: string };

/**
 * One GET of an extension route that takes no id (so any 404 means the deployment lacks it): the body through
 * `parse`, or `unsupported`, remembered in the route book for a while.
 */
export async function getExtension<T>(
  api: MerchantApi,
  book: RouteBook,
  path: string,
  query: Record<string, QueryValue>,
  parse: (body: unknown) => z.ZodSafeParseResult<T>,
): Promise<ExtensionResult<T>> {
  const route = `GET ${path}`;
  const unsupported: ExtensionResult<T> = {
    kind: 'unsupported',
    detail: `This Merchant API has no ${route} endpoint.`,
  };
  if (book.candidates(route, [route]).length === 0) return unsupported;
  try {
    const response = await api.request(path, { query });
    const parsed = parse(response.body);
    if (!parsed.success)
      throw invalidResponse(parsed.error.issues[0]?.message ?? `unreadable answer of ${route}`, response.requestId);
    book.found(route, route);
    return { kind: 'found', data: parsed.data };
  } catch (error) {
    if (isUnsupportedRoute(error) || (error instanceof ApiError && error.status === 404)) {
      book.missing(route);
      return unsupported;
    }
    throw error;
  }
}
