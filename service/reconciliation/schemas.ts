import { z } from '@hono/zod-openapi';
import { filter, listQuery, PageInfoSchema } from '../http/list';
import { DATE_FORMATS } from './parse/csv';
import { STATEMENT_FORMATS } from './statements';

const when = '2026-11-24T10:15:00.000Z';
const stm = 'stm_3c1f9e2a-8b7d-4e6f-a5c4-1b2a3d4e5f60';
const stl = 'stl_5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9';
const trx = 'trx_9d2f5a1e-7c3b-4d8e-a1f0-6b5c4d3e2f1a';
const rex = 'rex_1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const csm = 'csm_7a8b9c0d-1e2f-4a3b-9c4d-5e6f7a8b9c0d';
const str = (description: string, example: string) => z.string().openapi({ description, example });
const nstr = (description: string, example: string) => z.string().nullable().openapi({ description, example });
const int = (description: string, example: number) => z.number().int().openapi({ description, example });
const nint = (description: string, example: number) => z.number().int().nullable().openapi({ description, example });

export const EXCEPTION_KINDS = ['UNMATCHED_LINE', 'MISSING_FROM_BANK', 'AMOUNT_DIFFERENCE'] as const;
export const EXCEPTION_STATUSES = ['OPEN', 'RESOLVED'] as const;
/** MATCHED is set by the service when the subject gets matched; the others are finance's. */
export const RESOLUTIONS = ['MATCHED', 'BANK_FEE', 'TIMING', 'BANK_ERROR', 'NOT_OURS', 'WRITTEN_OFF', 'OTHER'] as const;
export const LINE_STATUSES = ['UNMATCHED', 'MATCHED'] as const;

const actorField = z.string().min(1).max(254).optional().openapi({
  description:
    'Who decides (the console sends the signed-in member’s email). Without it, the API client is recorded. The audit also records the client.',
  example: 'ana@merchant.example',
});
const reasonField = (what: string) =>
  z
    .string()
    .trim()
    .min(1)
    .max(1000)
    .openapi({ description: `Why (${what}); kept in the audit.`, example: 'Two deposits credited together' });

export const CsvMappingSchema = z
  .object({
    delimiter: z.enum([',', ';', '\t', '|']).default(',').openapi({ description: 'Column separator.', example: ',' }),
    columns: z
      .object({
        value_date: z
          .string()
          .min(1)
          .max(200)
          .openapi({ description: 'Header of the value-date column.', example: 'Date' }),
        booking_date: z
          .string()
          .min(1)
          .max(200)
          .nullish()
          .openapi({ description: 'Header of the booking-date column.', example: 'Booked' }),
        amount: z.string().min(1).max(200).nullish().openapi({
          description: 'Header of a signed amount column (credits positive). Or credit and debit.',
          example: 'Amount',
        }),
        credit: z
          .string()
          .min(1)
          .max(200)
          .nullish()
          .openapi({ description: 'Header of the credits column.', example: 'Credit' }),
        debit: z
          .string()
          .min(1)
          .max(200)
          .nullish()
          .openapi({ description: 'Header of the debits column.', example: 'Debit' }),
        currency: z
          .string()
          .min(1)
          .max(200)
          .nullish()
          .openapi({ description: 'Header of the currency column (else default_currency).', example: 'Currency' }),
        reference: z
          .string()
          .min(1)
          .max(200)
          .nullish()
          .openapi({ description: 'Header of the reference column.', example: 'Reference' }),
        description: z
          .string()
          .min(1)
          .max(200)
          .nullish()
          .openapi({ description: 'Header of the description column.', example: 'Details' }),
        counterparty: z
          .string()
          .min(1)
          .max(200)
          .nullish()
          .openapi({ description: 'Header of the counterparty column.', example: 'Payer' }),
      })
      .strict()
      .refine((c) => Boolean(c.amount) !== Boolean(c.credit || c.debit), {
        message: 'name either an amount column or credit and/or debit columns',
        path: ['amount'],
      })
      .openapi({ description: 'Which header holds what.' }),
    date_format: z
      .enum(DATE_FORMATS)
      .default('YYYY-MM-DD')
      .openapi({ description: 'How dates are written.', example: 'YYYY-MM-DD' }),
    decimal_mark: z
      .enum(['.', ','])
      .default('.')
      .openapi({ description: 'The decimal mark of amounts.', example: '.' }),
    default_currency: z
      .string()
      .regex(/^[A-Za-z]{3}$/, 'must be a 3-letter ISO 4217 code')
      .transform((v) => v.toUpperCase())
      .nullish()
      .openapi({ description: 'The currency of every line when there is no currency column.', example: 'USD' }),
  })
  .strict()
  .openapi('CsvMapping');

export const ImportBody = z
  .object({
    format: z
      .enum(STATEMENT_FORMATS)
      .openapi({ description: 'CAMT053 (ISO 20022 XML), MT940 or CSV.', example: 'CAMT053' }),
    file_name: z
      .string()
      .trim()
      .min(1)
      .max(255)
      .openapi({ description: 'The file’s name.', example: 'statement-2026-11.xml' }),
    content: z
      .string()
      .min(1)
      .openapi({ description: 'The file’s text (UTF-8).', example: '<?xml version="1.0"?><Document>…</Document>' }),
    mapping_id: z
      .string()
      .min(1)
      .max(100)
      .optional()
      .openapi({ description: 'CSV: a saved column mapping.', example: csm }),
    mapping: CsvMappingSchema.optional(),
    actor: actorField,
  })
  .strict()
  .openapi('StatementImport');

export const StatementSchema = z
  .object({
    uuid: str('Statement id.', stm),
    format: z.enum(STATEMENT_FORMATS).openapi({ description: 'Its format.', example: 'CAMT053' }),
    file_name: str('The file’s name.', 'statement.xml'),
    sha256: str('SHA-256 of its text: the same file is recognised by it.', 'e3b0c442…'),
    account: nstr('The account it is for (IBAN or number), when the file says.', 'DE89370400440532013000'),
    bank_statement_id: nstr('The bank’s id of the statement.', 'STMT-2026-11-24'),
    currency: nstr('Its currency, when the file says.', 'USD'),
    opening_balance: nint('Opening balance in minor units, when the file says.', 100000),
    closing_balance: nint('Closing balance in minor units, when the file says.', 125000),
    line_count: int('Lines.', 42),
    credit_total: int('Sum of credits, minor units.', 250000),
    debit_total: int('Sum of debits (positive), minor units.', 125000),
    first_date: nstr('Earliest value date.', '2026-11-01'),
    last_date: nstr('Latest value date.', '2026-11-30'),
    matched_count: int('Lines matched now.', 40),
    imported_by: str('Who imported it.', 'ana@merchant.example'),
    date_created_gmt: str('When it was imported (UTC).', when),
  })
  .openapi('Statement');

export const ImportResult = z
  .object({
    statement: StatementSchema,
    duplicate: z
      .boolean()
      .openapi({ description: 'true: this file had been imported already; nothing was added.', example: false }),
    matched_lines: int('Lines this import matched automatically (0 for a duplicate).', 38),
  })
  .openapi('StatementImportResult');

export const MatchSchema = z
  .object({
    uuid: str('Match id.', 'rcm_2b1c9f0e-5d4a-4b3c-9e8f-7a6b5c4d3e2f'),
    transaction_id: str('The deposit or payout.', trx),
    transaction_code: str('Its code.', 'DEP-7KQ2M9X41B'),
    transaction_type: str('DEPOSIT or PAYOUT.', 'DEPOSIT'),
    transaction_amount: int('Its amount as the bank shows it (a payout negative).', 125000),
    transaction_date: str('Its date (UTC).', '2026-11-24'),
    method: z.enum(['AUTO', 'MANUAL']).openapi({ description: 'AUTO or MANUAL.', example: 'AUTO' }),
    rule: nstr('AUTO: REFERENCE, AMOUNT_DATE, SAME_DAY_BATCH or SUBSET.', 'AMOUNT_DATE'),
    difference: int('The line’s amount minus the matched transactions’ (a difference finance accepted).', 0),
    created_by: str('Who matched (system for AUTO).', 'system'),
    reason: nstr('Why.', 'automatic (AMOUNT_DATE)'),
    date_created_gmt: str('When.', when),
  })
  .openapi('ReconciliationMatch');

export const LineSchema = z
  .object({
    uuid: str('Line id.', stl),
    statement_id: str('Its statement.', stm),
    line_number: int('Where it starts in the file (1-based).', 12),
    value_date: str('Value date.', '2026-11-24'),
    booking_date: nstr('Booking date.', '2026-11-24'),
    amount: int('Signed minor units: credits positive, debits negative.', 125000),
    currency: str('ISO 4217.', 'USD'),
    reference: nstr('Reference.', 'DEP-7KQ2M9X41B'),
    description: nstr('Description.', 'Settlement 24 Nov'),
    counterparty: nstr('Counterparty.', 'Merchant Console'),
    status: z.enum(LINE_STATUSES).openapi({ description: 'UNMATCHED or MATCHED.', example: 'MATCHED' }),
    note: nstr('Finance’s note.', 'Bank batched two days'),
    matches: z.array(MatchSchema).openapi({ description: 'Its active matches (several: many-to-one).' }),
  })
  .openapi('StatementLine');

export const AuditSchema = z
  .object({
    action: str('IMPORT, AUTO_MATCH, MATCH, UNMATCH, ANNOTATE, ASSIGN, RESOLVE, REOPEN, MAPPING or SETTINGS.', 'MATCH'),
    subject_id: str('The line, exception, statement, mapping or merchant it is about.', stl),
    actor: str('Who.', 'ana@merchant.example'),
    client_id: nstr('Through which API client.', 'cli_…'),
    reason: nstr('Why.', 'Two deposits credited together'),
    detail: z
      .record(z.string(), z.unknown())
      .openapi({ description: 'What changed.', example: { transaction_ids: [trx] } }),
    date_created_gmt: str('When.', when),
  })
  .openapi('ReconciliationAudit');

export const ExceptionSchema = z
  .object({
    uuid: str('Exception id.', rex),
    kind: z.enum(EXCEPTION_KINDS).openapi({
      description:
        'UNMATCHED_LINE: a line with no deposit or payout. MISSING_FROM_BANK: a deposit or payout no line shows after N business days. AMOUNT_DIFFERENCE: a line names a transaction of another amount.',
      example: 'UNMATCHED_LINE',
    }),
    line_id: nstr('The line.', stl),
    transaction_id: nstr('The deposit or payout.', trx),
    amount: int('Signed minor units (the line’s, or the transaction’s as the bank would show it).', 125000),
    currency: str('ISO 4217.', 'USD'),
    difference: nint('AMOUNT_DIFFERENCE: the line minus the transaction.', -250),
    since: str('The date it should have been reconciled from.', '2026-11-20'),
    age_days: int('Days since `since`, to today (UTC).', 4),
    owner: nstr('Who is on it.', 'ana@merchant.example'),
    note: nstr('Notes.', 'Asked the bank'),
    status: z.enum(EXCEPTION_STATUSES).openapi({ description: 'OPEN or RESOLVED.', example: 'OPEN' }),
    resolution: z.enum(RESOLUTIONS).nullable().openapi({ description: 'How it was resolved.', example: null }),
    resolved_by: nstr('Who resolved it.', 'ana@merchant.example'),
    resolved_at: nstr('When (UTC).', when),
    date_created_gmt: str('When it opened (UTC).', when),
  })
  .openapi('ReconciliationException');

export const StatementListQuery = listQuery({});
export const LineListQuery = listQuery({
  statement_id: filter.text('The lines of one statement.', stm),
  status: filter.oneOf(LINE_STATUSES, 'UNMATCHED or MATCHED.'),
  value_date_from: filter.text('Value date on or after (YYYY-MM-DD).', '2026-11-01'),
  value_date_to: filter.text('Value date on or before (YYYY-MM-DD).', '2026-11-30'),
});
export const ExceptionListQuery = listQuery({
  status: filter.oneOf(EXCEPTION_STATUSES, 'OPEN or RESOLVED.'),
  kind: filter.oneOf(EXCEPTION_KINDS, 'One kind.'),
  owner: filter.text('Assigned to.', 'ana@merchant.example'),
});
export const AuditQuery = listQuery({ subject_id: filter.text('About one line, exception or statement.', stl) });
export const SummaryQuery = z
  .object({
    date_from: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD')
      .openapi({ description: 'First day.', example: '2026-11-01' }),
    date_to: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD')
      .openapi({ description: 'Last day (at most 366 days after date_from).', example: '2026-11-30' }),
  })
  .strict();

const dayFields = {
  lines: int('Statement lines.', 12),
  matched_lines: int('Of those, matched.', 10),
  open_lines: int('Of those, not matched.', 2),
  matched_amount: int('Sum of matched lines’ absolute amounts, minor units.', 250000),
  open_amount: int('Sum of open lines’ absolute amounts, minor units.', 5000),
  transactions: int('Deposits and payouts dated that day.', 11),
  matched_transactions: int('Of those, matched.', 10),
};
export const SummarySchema = z
  .object({
    days: z
      .array(
        z.object({
          date: str('Day (value date for lines, UTC date for transactions).', '2026-11-24'),
          currency: str('ISO 4217.', 'USD'),
          ...dayFields,
        }),
      )
      .openapi({ description: 'Each day with activity, oldest first, per currency.' }),
    period: z
      .array(z.object({ currency: str('ISO 4217.', 'USD'), ...dayFields }))
      .openapi({ description: 'The period’s totals per currency.' }),
    open_exceptions: int('Exceptions open now (any date).', 3),
  })
  .openapi('ReconciliationSummary');

export const idParam = (what: string, example: string) =>
  z.object({
    uuid: z
      .string()
      .max(100)
      .openapi({ description: `${what} id.`, example, param: { name: 'uuid', in: 'path' } }),
  });

export const MatchBody = z
  .object({
    transaction_ids: z
      .array(z.string().min(1).max(100).openapi({ description: 'A deposit or payout id.', example: trx }))
      .min(1)
      .max(100)
      .openapi({ description: 'One (one-to-one) or several (many-to-one) deposits or payouts.', example: [trx] }),
    reason: reasonField('the match'),
    accept_difference: z
      .boolean()
      .optional()
      .openapi({ description: 'Match although the amounts differ (recorded as the difference).', example: false }),
    actor: actorField,
  })
  .strict()
  .openapi('ReconciliationMatchCreate');

export const UnmatchBody = z
  .object({ reason: reasonField('the unmatch'), actor: actorField })
  .strict()
  .openapi('ReconciliationUnmatch');
export const AnnotateBody = z
  .object({
    note: z
      .string()
      .max(2000)
      .openapi({ description: 'The note (empty clears it).', example: 'Bank batched two days' }),
    actor: actorField,
  })
  .strict()
  .openapi('ReconciliationAnnotate');
export const ExceptionUpdateBody = z
  .object({
    owner: z
      .string()
      .max(254)
      .nullable()
      .optional()
      .openapi({ description: 'Who is on it (null clears).', example: 'ana@merchant.example' }),
    note: z
      .string()
      .max(2000)
      .nullable()
      .optional()
      .openapi({ description: 'Notes (null clears).', example: 'Asked the bank' }),
    actor: actorField,
  })
  .strict()
  .openapi('ReconciliationExceptionUpdate');
export const ResolveBody = z
  .object({
    resolution: z
      .enum(RESOLUTIONS)
      .exclude(['MATCHED'])
      .openapi({ description: 'How it was resolved (MATCHED is set by matching).', example: 'BANK_FEE' }),
    note: reasonField('the resolution'),
    actor: actorField,
  })
  .strict()
  .openapi('ReconciliationResolve');
export const ReopenBody = z
  .object({ reason: reasonField('reopening'), actor: actorField })
  .strict()
  .openapi('ReconciliationReopen');
export const MappingCreateBody = z
  .object({
    name: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .openapi({ description: 'A name (unique for the merchant).', example: 'First Bank CSV' }),
    mapping: CsvMappingSchema,
    actor: actorField,
  })
  .strict()
  .openapi('CsvMappingCreate');
export const MappingEntry = z
  .object({
    uuid: str('Mapping id.', csm),
    name: str('Its name.', 'First Bank CSV'),
    mapping: CsvMappingSchema,
    date_created_gmt: str('When it was saved.', when),
  })
  .openapi('CsvMappingEntry');
export const SettingsSchema = z
  .object({
    date_tolerance_days: z
      .number()
      .int()
      .min(0)
      .max(10)
      .openapi({ description: 'Value date within this many days of the transaction’s date (0–10).', example: 2 }),
    missing_after_business_days: z.number().int().min(1).max(30).openapi({
      description:
        'A deposit or payout not on a statement after this many business days (Mon–Fri) is an exception (1–30).',
      example: 3,
    }),
  })
  .openapi('ReconciliationSettings');
export const SettingsBody = SettingsSchema.partial()
  .extend({ actor: actorField })
  .strict()
  .openapi('ReconciliationSettingsUpdate');

export const envelope = <T extends z.ZodType>(key: string, schema: T, name: string) =>
  z.object({ [key]: schema } as Record<string, T>).openapi(name);
export const page = <T extends z.ZodType>(key: string, schema: T, name: string) =>
  z
    .object({ [key]: z.array(schema).openapi({ description: 'This page.' }), page_info: PageInfoSchema } as Record<
      string,
      z.ZodType
    >)
    .openapi(name);

export const CandidateSchema = z
  .object({
    uuid: str('The deposit or payout id (send it in transaction_ids).', trx),
    code: str('Its code.', 'DEP-7KQ2M9X41B'),
    type: z
      .enum(['DEPOSIT', 'PAYOUT'])
      .openapi({ description: 'DEPOSIT for a credit line, PAYOUT for a debit.', example: 'DEPOSIT' }),
    status: str('Its status.', 'SUCCESSFUL'),
    amount: int('Its amount in minor units.', 125000),
    currency: str('ISO 4217.', 'USD'),
    date: str('Its date (UTC), YYYY-MM-DD.', '2026-11-02'),
    difference: int('What matching it alone would record: the line − the transaction as the bank signs it.', 0),
  })
  .openapi('ReconciliationCandidate');
