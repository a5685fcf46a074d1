import { z } from '@hono/zod-openapi';
import { DEFAULT_PAGE_SIZE } from '../db/pages';

/**
 * The list framework's HTTP half: a list's query (paging, spec 4.8 + docs/design.md; typed filters; unknown
 * parameters refused) and its page_info. Reading the page from the database is service/db/pages.ts.
 */

export const MAX_PAGE_SIZE = 1000;
export const MAX_PAGE = 10_000_000;

const positiveInt = (name: string, max?: number) =>
  z
    .string()
    .regex(/^\d+$/, `must be a whole number`)
    .transform(Number)
    .refine(
      (n) => n >= 1 && (max === undefined || n <= max),
      max ? `must be between 1 and ${max}` : 'must be at least 1',
    )
    .openapi({ type: 'integer', description: name, example: max === MAX_PAGE_SIZE ? 25 : 1 });

export const pagingShape = {
  page: positiveInt('Page number; the first page is 1 (at most 10000000).', MAX_PAGE).optional(),
  page_size: positiveInt(
    `Items per page, 1 to ${MAX_PAGE_SIZE}; default ${DEFAULT_PAGE_SIZE}.`,
    MAX_PAGE_SIZE,
  ).optional(),
};

/** A list's query: paging plus its filters; any other parameter is a 400 naming it. */
export function listQuery<T extends z.ZodRawShape>(filters: T) {
  return z.object({ ...pagingShape, ...filters }).strict();
}

export const filter = {
  text: (description: string, example = 'abc') =>
    z.string().min(1).max(500).optional().openapi({ description, example }),
  amount: (description: string) =>
    z
      .string()
      .regex(/^\d+$/, 'must be a whole number of minor units')
      .transform(Number)
      .optional()
      .openapi({ type: 'integer', description, example: '1000' }),
  oneOf: <const V extends readonly [string, ...string[]]>(values: V, description: string) =>
    z
      .enum(values, { error: `must be one of ${values.join(', ')}` })
      .optional()
      .openapi({ description, example: values[0] }),
  /** Extension: a comma-separated list of ids (1..100). */
  idList: (description: string, example: string) =>
    z
      .string()
      .transform((v) => [
        ...new Set(
          v
            .split(',')
            .map((id) => id.trim())
            .filter(Boolean),
        ),
      ])
      .refine(
        (ids) => ids.length >= 1 && ids.length <= 100 && ids.every((id) => id.length <= 200),
        'must be 1 to 100 comma-separated ids',
      )
      .optional()
      .openapi({ type: 'string', description, example, 'x-extension': true }),
  date: (description: string) =>
    z
      .string()
      .refine(
        (v) => /^\d{4}-\d{2}-\d{2}(T.*)?$/.test(v) && !Number.isNaN(Date.parse(v)),
        'must be YYYY-MM-DD or an ISO 8601 date-time',
      )
      .transform((v) => ({
        dayOnly: v.length === 10,
        at: new Date(v.length === 10 ? `${v}T00:00:00Z` : /[zZ]|[+-]\d{2}:?\d{2}$/.test(v) ? v : `${v}Z`),
      }))
      .optional()
      .openapi({ type: 'string', description, example: '2026-11-01' }),
};

export const PageInfoSchema = z
  .object({
    has_next_page: z.boolean().openapi({ description: 'True when more records follow this page.', example: false }),
    page: z.number().int().openapi({ description: 'This page’s number.', example: 1 }),
    page_size: z.number().int().openapi({ description: 'Items per page.', example: 1000 }),
  })
  .openapi('PageInfo');
