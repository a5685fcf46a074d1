import 'server-only';
import { randomUUID } from 'node:crypto';
import { getDisplay } from '@/lib/lists/data';
import { institutions, merchants, tenants } from '@/lib/merchant-api';
import type { FormContext, MerchantChoice, Choice } from '@/lib/forms/context';

async function optional<T>(load: () => Promise<T | null>): Promise<T | null> {
  try {
    return await load();
  } catch {
    // Pickers are a convenience: without a directory list the form takes a typed id.
    return null;
  }
}

/**
 * What a create form needs from the server: the directory lists for its pickers (null where the API lacks
 * them), the member's display preferences and the Idempotency-Key of this form instance.
 */
export async function loadFormContext(
  which: { tenants?: boolean; merchants?: boolean; institutions?: boolean } = {},
): Promise<FormContext> {
  const [display, t, m, i] = await Promise.all([
    getDisplay(),
    which.tenants
      ? optional(async (): Promise<Choice[] | null> => {
          const listing = await tenants.list();
          return listing.kind === 'page'
            ? listing.page.items.map((x) => ({ value: x.uuid, label: x.name ?? x.uuid }))
            : null;
        })
      : null,
    which.merchants
      ? optional(async (): Promise<MerchantChoice[] | null> => {
          const listing = await merchants.list();
          return listing.kind === 'page'
            ? listing.page.items.map((x) => ({
                value: x.uuid,
                label: x.name ?? x.uuid,
                name: x.name,
                isSub: Boolean(x.parentId),
                currency: x.defaultCurrency,
                country: x.country,
              }))
            : null;
        })
      : null,
    which.institutions
      ? optional(async (): Promise<Choice[] | null> => {
          const listing = await institutions.list();
          return listing.kind === 'page'
            ? listing.page.items.map((x) => ({ value: x.uuid, label: x.name ?? x.uuid }))
            : null;
        })
      : null,
  ]);
  return { display, tenants: t, merchants: m, institutions: i, idempotencyKey: randomUUID() };
}
