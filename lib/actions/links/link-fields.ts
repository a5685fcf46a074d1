import 'server-only';
import { z } from 'zod';
import { getPreferences } from '@/lib/auth';
import { futureWallTimeProblem, wallTimeToInstant } from '@/lib/forms/datetime';
import { hexColorProblem, httpUrlProblem, normalizeHex } from '@/lib/forms/field-rules';
import { merchants } from '@/lib/merchant-api';
import { addPhrase } from '../field-errors';

/** Fields and lookups shared by the connect-link and checkout-link actions. */

export const hexColor = z
  .string()
  .default('')
  .transform((v) => v.trim())
  .superRefine((v, ctx) => {
    const problem = hexColorProblem(v);
    if (problem) addPhrase(ctx, problem);
  })
  .transform((v) => (v === '' ? undefined : normalizeHex(v)));

export const redirectUrl = z
  .string()
  .default('')
  .transform((v) => v.trim())
  .superRefine((v, ctx) => {
    const problem = httpUrlProblem(v);
    if (problem) addPhrase(ctx, problem);
  })
  .transform((v) => (v === '' ? undefined : v));

export const institutionId = z
  .string()
  .default('')
  .transform((v) => v.trim())
  .refine((v) => v === '' || /^ins_[A-Za-z0-9-]{1,96}$/.test(v), 'actions.links.error.institution')
  .transform((v) => (v === '' ? undefined : v));

export const language = z
  .string()
  .default('')
  .refine((v) => v === '' || v === 'en_US' || v === 'es_CO', 'forms.error.language')
  .transform((v) => (v === '' ? undefined : v));

/** The time zone a link form's expiration date is typed in: the member's, as the page labels it. */
export async function formTimeZone(): Promise<string> {
  return (await getPreferences()).timeZone;
}

/** A datetime-local value in `timeZone` → the ISO instant the API takes; issues on `field` when invalid or past. */
export function expirationInstant(
  value: string | undefined,
  timeZone: string,
  ctx: z.RefinementCtx,
  field = 'expiration_date',
): string | undefined {
  const text = (value ?? '').trim();
  if (text === '') return undefined;
  const problem = futureWallTimeProblem(text, timeZone);
  if (problem) {
    addPhrase(ctx, problem, [field]);
    return undefined;
  }
  return wallTimeToInstant(text, timeZone)!.toISOString();
}

/** custom_confirmation_page sends the end user straight to redirect_url, so it needs one. */
export function refineConfirmationPage(
  data: { custom_confirmation_page: boolean; redirect_url?: string },
  ctx: z.RefinementCtx,
): void {
  if (data.custom_confirmation_page && !data.redirect_url) {
    ctx.addIssue({ code: 'custom', path: ['redirect_url'], message: 'forms.error.redirectNeeded' });
  }
}

/** The registered name of the merchant a link is for (the caller's own when `merchantId` is empty); null when the API does not list merchants. */
export async function merchantNameOf(merchantId: string | undefined): Promise<string | null> {
  try {
    const listing = await merchants.list();
    if (listing.kind !== 'page') return null;
    const items = listing.page.items;
    const merchant = merchantId ? items.find((m) => m.uuid === merchantId) : (items.find((m) => !m.parentId) ?? null);
    return merchant?.name ?? null;
  } catch {
    return null;
  }
}

/** The service name intro_text must contain; the API's SERVICE_NAME (the same variable in embedded mode). */
export function serviceName(): string {
  return process.env.SERVICE_NAME?.trim() || 'Merchant Console';
}

export interface CreatedLink {
  uuid: string | null;
  code: string | null;
  url: string | null;
  expirationDate: string | null;
  href: string | null;
}
