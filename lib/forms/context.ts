import type { Display } from '@/lib/lists/display';

/** A picker option. */
export interface Choice {
  value: string;
  label: string;
}

/** The merchant or one of its sub-merchants, as the forms offer them. */
export interface MerchantChoice extends Choice {
  name: string | null;
  isSub: boolean;
  currency: string | null;
  country: string | null;
}

/** Server-loaded context of a create form (see page-data.ts). */
export interface FormContext {
  display: Display;
  tenants: Choice[] | null;
  merchants: MerchantChoice[] | null;
  institutions: Choice[] | null;
  idempotencyKey: string;
}

/** The caller's own merchant (the one that is not a sub-merchant). */
export function ownMerchant(merchants: MerchantChoice[] | null): MerchantChoice | null {
  return merchants?.find((m) => !m.isSub) ?? null;
}
