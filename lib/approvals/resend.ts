import { isApiError } from '@/lib/merchant-api/errors';
import type { MerchantApi } from '@/lib/merchant-api/http';
import type { RequestAction } from './kinds';
import type { ApprovalRequest } from './requests';

/**
 * "Send again" on a request whose first send was not confirmed (docs/approvals.md, "Deciding"). The stored idempotency
 * key makes a second send replay the first only while the API remembers the key (24 h): so a retry first looks for what
 * the first send may have created, by the reference the request carries, and sends again only when nothing
 * was found and the key still protects it, or when nothing can have been created twice.
 */

/** How long after the first send the key is trusted to protect a second one: an hour short of the API's 24 h. */
export const KEY_PROTECTS_MS = 23 * 60 * 60 * 1000;

/** The list to search, by reference, for what each kind of request creates (its envelope key). */
const LOOKUP: Partial<Record<RequestAction, { path: string; key: string }>> = {
  payout: { path: '/payouts/list', key: 'payouts' },
  transfer: { path: '/transfers/list', key: 'transfers' },
  split_payment: { path: '/payments/list', key: 'payments' },
  recurring_plan_create: { path: '/recurring-plans/list', key: 'recurring_plans' },
};

/** Requests whose second send cannot move money twice whatever the key (activating an active plan changes nothing). */
// A case's submit moves no money by itself, and a second submit of a case under review is refused (409).
const REPEATABLE: ReadonlySet<string> = new Set<RequestAction>(['recurring_plan_activate', 'case_submit']);

/** The reference a held request's body gets when the maker left it empty: unique (the form's key), ≤ 40 characters. */
export function lookupReference(key: string): string {
  return `APR-${key}`.slice(0, 40);
}

/**
 * The body a held request will send, with a reference to find it by: the maker's own references are kept; an
 * empty secondary (or else primary) reference becomes `APR-<key>`. Only for the kinds a list can be searched for.
 */
export function withLookupReference(
  action: RequestAction,
  body: Record<string, unknown>,
  key: string,
): Record<string, unknown> {
  if (!LOOKUP[action]) return body;
  if (!body.secondary_reference) return { ...body, secondary_reference: lookupReference(key) };
  if (!body.primary_reference) return { ...body, primary_reference: lookupReference(key) };
  return body;
}

export type Landed = {
  uuid: string;
  code: string | null;
  status: string | null;
  amount: number | null;
  currency: string | null;
};

export type BeforeResend =
  /** The first send did create it: record it, send nothing. */
  | { kind: 'landed'; found: Landed }
  /**
   * Send again: nothing found by the reference (the first send created nothing), or the key still protects a
   * second send, or nothing can be made twice.
   */
  | { kind: 'send' }
  /** The key is too old to protect a second send and nothing could be found: a person must check. */
  | { kind: 'refuse'; reason: 'key_expired' }
  /** The search itself failed: try later. */
  | { kind: 'unknown'; message: string };

type Json = Record<string, unknown>;

const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
const minor = (v: unknown) =>
  typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : null;

function amountOf(item: Json, action: RequestAction): { amount: number | null; currency: string | null } {
  const source =
    action === 'recurring_plan_create' && item.transaction && typeof item.transaction === 'object'
      ? (item.transaction as Json)
      : item;
  return { amount: minor(source.amount), currency: text(source.currency) };
}

/**
 * Decides what "Send again" may do with `request` (status `executing`, first sent at `decidedAt`). Searches the
 * kind's list by the references of the body it sends (the list filters `primary_reference`, `secondary_reference`)
 * for an object of the same amount and currency: found → landed, not found → send. A request with no reference
 * to search by (a refund, a bulk refund, one held before references were added) is sent again only while the key
 * protects it, and refused after. A repeatable action (a plan's activation) is always sent.
 */
export async function beforeResend(request: ApprovalRequest, api: MerchantApi, now: Date): Promise<BeforeResend> {
  const action = request.action as RequestAction;
  if (REPEATABLE.has(action)) return { kind: 'send' };
  const lookup = LOOKUP[action];
  const body = (request.payload.body ?? {}) as Json;
  const references = {
    primary_reference: text(body.primary_reference),
    secondary_reference: text(body.secondary_reference),
  };
  const searchable = Boolean(lookup && (references.primary_reference || references.secondary_reference));
  if (lookup && searchable) {
    try {
      const response = await api.request(lookup.path, {
        method: 'GET',
        query: { ...references, page: 1, page_size: 100 },
      });
      const items = ((response.body as Json | null)?.[lookup.key] ?? []) as Json[];
      const match = items.find((item) => {
        const { amount, currency } = amountOf(item, action);
        return (
          typeof item.uuid === 'string' &&
          (amount === null || amount === request.amount) &&
          (currency === null || currency === request.currency)
        );
      });
      if (match) {
        const { amount, currency } = amountOf(match, action);
        return {
          kind: 'landed',
          found: { uuid: String(match.uuid), code: text(match.code), status: text(match.status), amount, currency },
        };
      }
      // The API answered the search and holds nothing with the request's reference: the first send created
      // nothing, so a second one (with the key, remembered or not) creates it once.
      return { kind: 'send' };
    } catch (error) {
      return { kind: 'unknown', message: isApiError(error) ? error.message : String(error) };
    }
  }
  const firstSent = request.decidedAt ?? request.createdAt;
  if (now.getTime() - firstSent.getTime() < KEY_PROTECTS_MS) return { kind: 'send' };
  return { kind: 'refuse', reason: 'key_expired' };
}
