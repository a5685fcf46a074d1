import { z } from '@hono/zod-openapi';
import { filter } from '../http/list';

/** The groups search answers in, in the order it lists them. */
export const SEARCH_GROUPS = [
  'people',
  'accounts',
  'payments',
  'transfers',
  'payouts',
  'deposits',
  'links',
  'plans',
] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];

/** The transaction types `type` narrows to (lower or upper case). */
export const SEARCH_TYPES = ['PAYMENT', 'REFUND', 'PAYOUT', 'TRANSFER', 'DEPOSIT'] as const;

export const MAX_SEARCH_LIMIT = 50;

export const SearchQuery = z
  .object({
    q: z
      .string()
      .max(200)
      .optional()
      .openapi({
        description:
          'Words (each must match: names in any order, fragments, emails, description words, reference and code prefixes, ' +
          'last 4 digits, institution names; accent- and case-insensitive) and `key:value` metadata terms.',
        example: 'mary lewis',
      }),
    amount: filter.amount('Exact amount in minor units (payments, refunds, payouts, transfers, deposits).'),
    amount_greater_than: filter.amount('Amount at least this, in minor units (inclusive, as the lists take it).'),
    amount_less_than: filter.amount('Amount at most this, in minor units (inclusive, as the lists take it).'),
    currency: z
      .string()
      .regex(/^[A-Za-z]{3}$/, 'must be a 3-letter ISO 4217 code')
      .transform((v) => v.toUpperCase())
      .optional()
      .openapi({ description: 'With an amount: only movements in this currency.', example: 'USD' }),
    status: z
      .string()
      .regex(/^[A-Za-z_]{1,40}$/, 'must be a status name')
      .transform((v) => v.toUpperCase())
      .optional()
      .openapi({
        description: 'A status: of a transaction, an account, a plan or a link delivery; other kinds are left out.',
        example: 'SUCCESSFUL',
      }),
    type: z
      .string()
      .transform((v) => v.toUpperCase())
      .pipe(z.enum(SEARCH_TYPES, { error: `must be one of ${SEARCH_TYPES.join(', ')}` }))
      .optional()
      .openapi({ type: 'string', description: 'Only transactions of this type.', example: 'REFUND' }),
    date_from: filter.date('Created on or after (YYYY-MM-DD or an ISO 8601 date-time).'),
    date_to: filter.date('Created on or before (a bare date covers that whole day).'),
    groups: z
      .string()
      .transform((v) => [...new Set(v.split(',').map((g) => g.trim()))])
      .pipe(z.array(z.enum(SEARCH_GROUPS, { error: `must be among ${SEARCH_GROUPS.join(', ')}` })))
      .optional()
      .openapi({ type: 'string', description: 'Comma-separated groups to search; default all.', example: 'payments' }),
    limit: z
      .string()
      .regex(/^\d+$/, 'must be a whole number')
      .transform(Number)
      .refine((n) => n >= 1 && n <= MAX_SEARCH_LIMIT, `must be between 1 and ${MAX_SEARCH_LIMIT}`)
      .optional()
      .openapi({
        type: 'integer',
        description: `Results per group, 1 to ${MAX_SEARCH_LIMIT}; default 5.`,
        example: '5',
      }),
  })
  .strict();
export type SearchQueryInput = z.infer<typeof SearchQuery>;

const SearchResult = z
  .object({
    kind: z.string().openapi({
      description:
        'end_user, account, PAYMENT, REFUND, PAYOUT, TRANSFER, DEPOSIT, connect_link, checkout_link or recurring_plan.',
      example: 'PAYMENT',
    }),
    uuid: z.string().openapi({ description: 'The record’s id.', example: 'trx_7d9f2a' }),
    code: z.string().nullable().openapi({ description: 'Its code.', example: 'PAY-7Q2XK4' }),
    title: z
      .string()
      .nullable()
      .openapi({ description: 'Name or description a person recognises.', example: 'Mary Lewis' }),
    end_user_name: z.string().nullable().openapi({ description: 'The end user it belongs to.', example: 'Mary Lewis' }),
    origin_name: z.string().nullable().openapi({
      description:
        'A transaction’s origin (who pays or sends) by its end user’s name; null for other kinds or a side with no end user.',
      example: 'Mary Lewis',
    }),
    destination_name: z.string().nullable().openapi({
      description: 'A transaction’s destination (who is paid or receives) by its end user’s name; null otherwise.',
      example: 'José Gómez',
    }),
    detail: z.string().nullable().openapi({ description: 'Email, last 4 or primary reference.', example: 'INV-1042' }),
    status: z.string().nullable().openapi({ description: 'Its status.', example: 'SUCCESSFUL' }),
    amount: z.number().int().nullable().openapi({ description: 'Minor units.', example: 2400 }),
    currency: z.string().nullable().openapi({ description: 'ISO 4217.', example: 'USD' }),
    date_created_gmt: z.string().openapi({ description: 'Created.', example: '2026-11-24T15:04:05.000Z' }),
    match: z.enum(['exact', 'prefix', 'contains', 'fuzzy', 'filter']).openapi({
      description: 'How well the words matched (results are ordered by this, then newest first).',
      example: 'prefix',
    }),
  })
  .openapi('SearchResult');

const SearchGroupResult = z
  .object({
    group: z.enum(SEARCH_GROUPS).openapi({ description: 'The kind of record.', example: 'payments' }),
    total: z.number().int().openapi({ description: 'How many match (counted up to 1000).', example: 3 }),
    total_is_lower_bound: z.boolean().openapi({ description: 'True when more than 1000 match.', example: false }),
    results: z.array(SearchResult).openapi({ description: 'The best matches first.' }),
    list_filters: z
      .record(z.string(), z.string())
      .nullable()
      .openapi({
        description:
          'Filters of the group’s list endpoint that select exactly the same records, when there are such filters; null otherwise.',
        example: { amount: '2400', end_user_uuid: 'eur_4f2c' },
      }),
  })
  .openapi('SearchGroup');

export const SearchEnvelope = z
  .object({
    groups: z.array(SearchGroupResult).openapi({ description: 'Groups with at least one match, in a fixed order.' }),
  })
  .openapi('SearchAnswer');
