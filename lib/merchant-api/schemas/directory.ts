import { z } from 'zod';
import { code, currency, text } from './quirks';

/** Extension lists the console uses for pickers: merchants (mer_), tenants (ten_), institutions (ins_). */

export const MerchantSchema = z
  .object({
    uuid: text,
    id: text,
    code: text,
    name: text,
    parent_id: text,
    parent_uuid: text,
    default_currency: currency,
    country: code,
  })
  .loose()
  .transform((m, ctx) => {
    const uuid = m.uuid ?? m.id;
    if (!uuid) {
      ctx.addIssue({ code: 'custom', message: 'merchant without uuid' });
      return z.NEVER;
    }
    return {
      uuid,
      code: m.code,
      name: m.name,
      parentId: m.parent_id ?? m.parent_uuid,
      defaultCurrency: m.default_currency,
      country: m.country,
    };
  });
export type Merchant = z.output<typeof MerchantSchema>;

export const TenantSchema = z
  .object({ uuid: text, id: text, name: text, merchant_id: text })
  .loose()
  .transform((t, ctx) => {
    const uuid = t.uuid ?? t.id;
    if (!uuid) {
      ctx.addIssue({ code: 'custom', message: 'tenant without uuid' });
      return z.NEVER;
    }
    return { uuid, name: t.name, merchantId: t.merchant_id };
  });
export type Tenant = z.output<typeof TenantSchema>;

export const InstitutionSchema = z
  .object({ uuid: text, id: text, name: text, country: code })
  .loose()
  .transform((i, ctx) => {
    const uuid = i.uuid ?? i.id;
    if (!uuid) {
      ctx.addIssue({ code: 'custom', message: 'institution without uuid' });
      return z.NEVER;
    }
    return { uuid, name: i.name, country: i.country };
  });
export type Institution = z.output<typeof InstitutionSchema>;
