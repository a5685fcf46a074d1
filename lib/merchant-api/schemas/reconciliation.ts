import { z } from 'zod';

/** Bank reconciliation (an API extension, docs/reconciliation.md), read tolerantly: unknown fields pass. */

const text = z.string();
const nullableText = z
  .string()
  .nullable()
  .optional()
  .transform((v) => v ?? null);
const nullableInt = z
  .number()
  .int()
  .nullable()
  .optional()
  .transform((v) => v ?? null);

export const StatementSchema = z.object({
  uuid: text,
  format: text,
  file_name: text,
  account: nullableText,
  currency: nullableText,
  line_count: z.number().int(),
  matched_count: z.number().int().optional().default(0),
  credit_total: z.number().int(),
  debit_total: z.number().int(),
  first_date: nullableText,
  last_date: nullableText,
  imported_by: text.optional().default(''),
  date_created_gmt: text,
  bank_account_id: nullableText,
  /** ACTIVE or VOID; absent (ACTIVE) on an older deployment. */
  status: text.optional().default('ACTIVE'),
  voided_by: nullableText,
  void_reason: nullableText,
});
export type Statement = z.output<typeof StatementSchema>;

export const ImportResultSchema = z.object({
  statement: StatementSchema,
  duplicate: z.boolean(),
  matched_lines: z.number().int(),
});
export type ImportResult = z.output<typeof ImportResultSchema>;

export const MatchSchema = z.object({
  uuid: text,
  transaction_id: text,
  transaction_code: text.optional().default(''),
  transaction_type: text.optional().default(''),
  method: text,
  rule: nullableText,
  difference: z.number().int().optional().default(0),
  /** What the difference is booked as (BANK_FEE, FX, ROUNDING); null when none was named. */
  adjustment: nullableText,
  created_by: text.optional().default(''),
});

export const LineSchema = z.object({
  uuid: text,
  statement_id: text,
  line_number: z.number().int(),
  value_date: text,
  amount: z.number().int(),
  currency: text,
  reference: nullableText,
  description: nullableText,
  status: text,
  note: nullableText,
  resolution: nullableText,
  resolution_note: nullableText,
  resolved_by: nullableText,
  matches: z.array(MatchSchema).optional().default([]),
});
export type StatementLine = z.output<typeof LineSchema>;

export const ExceptionSchema = z.object({
  uuid: text,
  kind: text,
  line_id: nullableText,
  transaction_id: nullableText,
  amount: z.number().int(),
  currency: text,
  difference: nullableInt,
  since: text,
  age_days: z.number().int(),
  owner: nullableText,
  note: nullableText,
  status: text,
  resolution: nullableText,
  resolved_by: nullableText,
  bank_account_id: nullableText,
  statement_id: nullableText,
  /** What it is about (a line, a deposit or a payout); absent from an older deployment. */
  subject: z
    .object({
      type: text,
      uuid: text,
      code: nullableText,
      date: text,
      reference: nullableText,
      description: nullableText,
    })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
});
export type ReconciliationException = z.output<typeof ExceptionSchema>;

export const BankAccountSchema = z.object({
  uuid: text,
  name: text,
  currency: text,
  account_number: text,
  bank_name: nullableText,
  carries: text,
  last_date: nullableText,
  closing_balance: nullableInt,
});
export type BankAccount = z.output<typeof BankAccountSchema>;

const totals = {
  lines: z.number().int(),
  matched_lines: z.number().int(),
  open_lines: z.number().int(),
  matched_amount: z.number().int(),
  open_amount: z.number().int(),
  transactions: z.number().int(),
  matched_transactions: z.number().int(),
};
export const SummarySchema = z.object({
  days: z.array(z.object({ date: text, currency: text, ...totals })),
  period: z.array(z.object({ currency: text, ...totals })),
  open_exceptions: z.number().int(),
});
export type ReconciliationSummary = z.output<typeof SummarySchema>;

export const AuditEntrySchema = z.object({
  action: text,
  actor: text,
  reason: nullableText,
  date_created_gmt: text,
});
export type ReconciliationAuditEntry = z.output<typeof AuditEntrySchema>;

export const CandidateSchema = z.object({
  uuid: text,
  code: text.optional().default(''),
  type: text,
  status: text.optional().default(''),
  amount: z.number().int(),
  currency: text,
  date: text,
  difference: z.number().int().optional().default(0),
});
export type MatchCandidate = z.output<typeof CandidateSchema>;

export const MappingSchema = z.object({ uuid: text, name: text });
export type CsvMappingOption = z.output<typeof MappingSchema>;

export const ReconciliationOverviewSchema = z.object({
  statements: z.array(StatementSchema),
});

const closeFigures = {
  lines: z.number().int(),
  matched_lines: z.number().int(),
  matched_amount: z.number().int(),
  open_lines: z.number().int(),
  open_amount: z.number().int(),
  missing_transactions: z.number().int(),
  missing_amount: z.number().int(),
  adjustments: z.number().int(),
  difference_left: z.number().int(),
};
export type CloseFigures = { [K in keyof typeof closeFigures]: number };

export const SignOffSchema = z.object({
  uuid: text,
  bank_account_id: text,
  month: text,
  signed_by: text,
  signed_at: text,
  note: nullableText,
});
export type SignOff = z.output<typeof SignOffSchema>;

/** The month's close (GET /reconciliation/close): per bank account and day, matched, open, missing, left. */
export const CloseSchema = z.object({
  month: text,
  time_zone: text,
  accounts: z.array(
    z.object({
      bank_account: BankAccountSchema,
      days: z.array(z.object({ date: text, ...closeFigures })),
      totals: z.object(closeFigures),
      sign_off: SignOffSchema.nullable()
        .optional()
        .transform((v) => v ?? null),
      changes_since_sign_off: z
        .array(z.object({ date: text, field: text, at_sign_off: z.number().int(), now: z.number().int() }))
        .optional()
        .default([]),
    }),
  ),
});
export type MonthClose = z.output<typeof CloseSchema>;
