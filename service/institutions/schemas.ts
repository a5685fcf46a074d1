import { z } from '@hono/zod-openapi';
import { filter, listQuery, PageInfoSchema } from '../http/list';

export const InstitutionSchema = z
  .object({
    uuid: z
      .string()
      .openapi({ description: 'Institution id (ins_…).', example: 'ins_00000000-0000-4000-8000-000000000001' }),
    name: z.string().openapi({ description: 'Name.', example: 'First Sandbox Bank' }),
    country: z.string().openapi({ description: 'ISO 3166 alpha-3 country.', example: 'USA' }),
    requires_account_validation: z.boolean().openapi({
      description: 'True when accounts connected here start VERIFICATION_PENDING and need PUT /accounts/validate.',
      example: false,
    }),
  })
  .openapi('Institution');

export const InstitutionListQuery = listQuery({
  uuid: filter.text('Exact institution id.', 'ins_…'),
  country: z
    .string()
    .regex(/^[A-Za-z]{3}$/, 'must be a 3-letter ISO 3166 code')
    .transform((v) => v.toUpperCase())
    .optional()
    .openapi({ description: 'ISO 3166 alpha-3 country.', example: 'USA' }),
  requires_account_validation: filter.oneOf(['true', 'false'], 'true or false.'),
});
export type InstitutionListParams = z.infer<typeof InstitutionListQuery>;

export const InstitutionListEnvelope = z
  .object({
    institutions: z.array(InstitutionSchema).openapi({ description: 'This page of institutions.' }),
    page_info: PageInfoSchema,
  })
  .openapi('InstitutionList');
