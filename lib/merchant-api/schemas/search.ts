import { z } from 'zod';

/** GET /search (an extension of this project's API, docs/search.md): matches grouped by kind. */
const SearchResultSchema = z.object({
  kind: z.string(),
  uuid: z.string(),
  code: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  title: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  end_user_name: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  origin_name: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  destination_name: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  detail: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  status: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  amount: z
    .number()
    .nullish()
    .transform((v) => v ?? null),
  currency: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  date_created_gmt: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  match: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
});
export type SearchResult = z.output<typeof SearchResultSchema>;

const SearchGroupSchema = z.object({
  group: z.string(),
  total: z.number().int().nonnegative(),
  total_is_lower_bound: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  results: z.array(SearchResultSchema),
  list_filters: z
    .record(z.string(), z.string())
    .nullish()
    .transform((v) => v ?? null),
});
export type SearchGroupAnswer = z.output<typeof SearchGroupSchema>;

export const SearchAnswerSchema = z.object({ groups: z.array(SearchGroupSchema) });
export type SearchAnswer = z.output<typeof SearchAnswerSchema>;
