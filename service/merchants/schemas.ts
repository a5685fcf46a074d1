import { z } from '@hono/zod-openapi';
import { filter, listQuery, PageInfoSchema } from '../http/list';

export const MerchantSchema = z
  .object({
    uuid: z.string().openapi({ description: 'Merchant id (mer_…).', example: 'mer_…' }),
    code: z.string().openapi({ description: 'Short human-readable code.', example: 'MER-7KQ2M9X41B' }),
    name: z.string().openapi({ description: 'Registered name.', example: 'Acme Outdoor Co' }),
    country: z.string().openapi({ description: 'ISO 3166 alpha-3 country.', example: 'USA' }),
    default_currency: z
      .object({ code: z.string().openapi({ description: 'ISO 4217 code.', example: 'USD' }) })
      .openapi({ description: 'Default currency.' }),
    parent_uuid: z
      .string()
      .nullable()
      .openapi({ description: 'The parent merchant of a sub-merchant, else null.', example: null }),
    is_sub_merchant: z.boolean().openapi({ description: 'True for a sub-merchant.', example: false }),
    date_created_gmt: z
      .string()
      .openapi({ description: 'Created (ISO 8601, GMT).', example: '2026-11-20T10:00:00.000Z' }),
  })
  .openapi('Merchant');

export const MerchantListQuery = listQuery({
  uuid: filter.text('Exact merchant id.', 'mer_…'),
  is_sub_merchant: filter.oneOf(['true', 'false'], 'true: only sub-merchants; false: only the merchant itself.'),
});
export type MerchantListParams = z.infer<typeof MerchantListQuery>;

export const MerchantListEnvelope = z
  .object({
    merchants: z.array(MerchantSchema).openapi({ description: 'This page of merchants.' }),
    page_info: PageInfoSchema,
  })
  .openapi('MerchantList');

export const TenantSchema = z
  .object({
    uuid: z
      .string()
      .openapi({ description: 'Tenant id (ten_…): what tenant_id takes in payment requests.', example: 'ten_…' }),
    name: z.string().openapi({ description: 'Name.', example: 'Acme Online Store' }),
    date_created_gmt: z
      .string()
      .openapi({ description: 'Created (ISO 8601, GMT).', example: '2026-11-20T10:00:00.000Z' }),
  })
  .openapi('Tenant');

export const TenantListQuery = listQuery({ uuid: filter.text('Exact tenant id.', 'ten_…') });
export type TenantListParams = z.infer<typeof TenantListQuery>;

export const TenantListEnvelope = z
  .object({
    tenants: z.array(TenantSchema).openapi({ description: 'This page of tenants.' }),
    page_info: PageInfoSchema,
  })
  .openapi('TenantList');
