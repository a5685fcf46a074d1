import 'server-only';
import { accounts, endUsers, isApiError, type Listing } from '@/lib/merchant-api';
import type { AccountFilter, EndUserFilter } from '@/lib/merchant-api/filters';
import type { Account, EndUser } from '@/lib/merchant-api/types';
import type { Translator } from '@/lib/i18n';
import { getT } from '@/lib/auth/translator';
import type { AccountOption, EndUserOption, LookupAnswer } from './options';

const LIMIT = 10;

/**
 * The API has no free-text search, so a typed query is read as what it looks like: an id, an email, the last
 * 4 digits or a code (several readings are asked at once and merged).
 */
function accountReadings(query: string): Partial<Record<AccountFilter, string>>[] {
  const q = query.trim();
  if (q === '') return [{}];
  if (/^acc_/i.test(q)) return [{ uuid: q }];
  if (/^eur_/i.test(q)) return [{ end_user_uuid: q }];
  if (q.includes('@')) return [{ end_user_email: q }];
  if (/^\d{4}$/.test(q)) return [{ last_4: q }];
  return [{ code: q.toUpperCase() }, { end_user_code: q.toUpperCase() }, { end_user_local_id: q }];
}

function endUserReadings(query: string): Partial<Record<EndUserFilter, string>>[] {
  const q = query.trim();
  if (q === '') return [{}];
  if (/^eur_/i.test(q)) return [{ uuid: q }];
  if (q.includes('@')) return [{ email: q }];
  const words = q.split(/\s+/);
  const byName: Partial<Record<EndUserFilter, string>>[] =
    words.length >= 2
      ? [{ first_name: words[0], last_name: words.slice(1).join(' ') }, { organization: q }]
      : [{ first_name: q }, { last_name: q }, { organization: q }];
  return [{ code: q.toUpperCase() }, { local_id: q }, ...byName];
}

async function merged<T extends { uuid: string }>(listings: Promise<Listing<T>>[]): Promise<LookupAnswer<T>> {
  const results = await Promise.allSettled(listings);
  const items = new Map<string, T>();
  let unsupported: string | null = null;
  let failure: string | null = null;
  for (const result of results) {
    if (result.status === 'rejected') {
      failure ??= isApiError(result.reason) ? result.reason.message : (await getT())('actions.search.failed');
      continue;
    }
    if (result.value.kind === 'unsupported') unsupported ??= result.value.detail;
    else for (const item of result.value.page.items) if (!items.has(item.uuid)) items.set(item.uuid, item);
  }
  if (items.size) return { kind: 'ok', items: [...items.values()].slice(0, LIMIT) };
  if (failure) return { kind: 'error', message: failure };
  if (unsupported) return { kind: 'unsupported', detail: unsupported };
  return { kind: 'ok', items: [] };
}

export function accountOption(a: Account, t: Translator): AccountOption {
  const user = a.endUser;
  return {
    uuid: a.uuid,
    code: a.code,
    label: `${a.institution?.name ?? t('kind.account')}${a.last4 ? ` ···· ${a.last4}` : ''}`,
    owner: user ? [user.displayName ?? user.code ?? user.uuid, user.email].filter(Boolean).join(' · ') : null,
    status: a.currentStatus,
    currency: a.currency,
    capabilities: a.capabilities ?? [],
    merchantId: a.merchantId,
  };
}

export function endUserOption(u: EndUser): EndUserOption {
  return { uuid: u.uuid, code: u.code, label: u.displayName ?? u.code ?? u.uuid, email: u.email, type: u.type };
}

/**
 * Connected accounts matching a typed query (CONNECTED only: the others cannot move money). Without a query,
 * the newest ones, or `endUserId`'s when given (a plan's end user, say).
 */
export async function searchAccounts(
  query: string,
  options: { merchantId?: string; endUserId?: string } = {},
): Promise<LookupAnswer<AccountOption>> {
  const readings =
    query.trim() === '' && options.endUserId ? [{ end_user_uuid: options.endUserId }] : accountReadings(query);
  const t = await getT();
  const answer = await merged(
    readings.map((filters) =>
      accounts.list({
        page: 1,
        pageSize: LIMIT,
        filters: {
          ...filters,
          current_status: 'CONNECTED',
          ...(options.merchantId ? { merchant_id: options.merchantId } : {}),
        },
      }),
    ),
  );
  return answer.kind === 'ok' ? { kind: 'ok', items: answer.items.map((a) => accountOption(a, t)) } : answer;
}

export async function searchEndUsers(query: string): Promise<LookupAnswer<EndUserOption>> {
  const answer = await merged(
    endUserReadings(query).map((filters) => endUsers.list({ page: 1, pageSize: LIMIT, filters })),
  );
  return answer.kind === 'ok' ? { kind: 'ok', items: answer.items.map(endUserOption) } : answer;
}
