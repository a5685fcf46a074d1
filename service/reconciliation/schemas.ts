import { z } from '@hono/zod-openapi';
import { filter, listQuery, PageInfoSchema } from '../http/list';
import { DATE_FORMATS } from './parse/csv';
import {
  ACCOUNT_CARRIES,
  EXCEPTION_KINDS,
  LINE_RESOLUTIONS,
  RESOLUTIONS,
  STATEMENT_FORMATS,
} from '../../core/reconciliation';

const when = '2026-11-24T10:15:00.000Z';
const stm = 'stm_3c1f9e2a-8b7d-4e6f-a5c4-1b2a3d4e5f60';
const stl = 'stl_5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9';
const trx = 'trx_9d2f5a1e-7c3b-4d8e-a1f0-6b5c4d3e2f1a';
const rex = 'rex_1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const csm = 'csm_7a8b9c0d-1e2f-4a3b-9c4d-5e6f7a8b9c0d';
const str = (description: string, example: string) => z.string().openapi({ description, example });
const nstr = (description: string, example: string | null) => z.string().nullable().openapi({ description, example });
const int = (description: string, example: number) => z.number().int().openapi({ description, example });
const nint = (description: string, example: number) => z.number().int().nullable().openapi({ description, example });

export const EXCEPTION_STATUSES = ['OPEN', 'RESOLVED'] as const;
export const LINE_STATUSES = ['UNMATCHED', 'MATCHED', 'RESOLVED', 'VOID'] as const;
/** What a matched difference is booked as. */
export const ADJUSTMENTS = ['BANK_FEE', 'FX', 'ROUNDING'] as const;
export const STATEMENT_STATUSES = ['ACTIVE', 'VOID'] as const;
export const CONTINUITY_CHECKS = ['GAP', 'OVERLAP', 'OPENING_BALANCE', 'CURRENCY'] as const;
export const EXCEPTION_SORTS = ['since', '-since', 'amount', '-amount', 'kind', '-kind'] as const;
export const BULK_ACTIONS = ['ASSIGN', 'RESOLVE'] as const;
export { EXCEPTION_KINDS, LINE_RESOLUTIONS, RESOLUTIONS };
const bac = 'bac_4d5e6f7a-8b9c-4d0e-a1f2-3b4c5d6e7f80';

const actorField = z.string().min(1).max(254).optional().openapi({
  description:
    'Who decides, accepted from the console’s own client only (it sends the signed-in member’s email; any other client is refused, 403 `actor_not_allowed`). Without it, the API client is recorded as `client:<id>`. The audit also records the client.',
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
    bank_account_id: z.string().min(1).max(100).optional().openapi({
      description:
        'The registered bank account it is imported into. Without it, the account the file names (IBAN or number and currency) is used, registered when new; a file naming none needs it.',
      example: bac,
    }),
    actor: actorField,
  })
  .strict()
  .openapi('StatementImport');

export const BankAccountSchema = z
  .object({
    uuid: str('Bank account id.', bac),
    name: str('Finance’s name for it.', 'Operating USD'),
    currency: str('ISO 4217: only this currency’s deposits and payouts are its candidates.', 'USD'),
    account_number: str('IBAN or account number, upper-cased without spaces.', 'DE89370400440532013000'),
    bank_name: nstr('The bank.', 'First Bank'),
    carries: z.enum(ACCOUNT_CARRIES).openapi({
      description:
        'Which of the merchant’s money the bank shows on it (its candidates and what is missing from it): DEPOSITS, PAYOUTS or BOTH.',
      example: 'DEPOSITS',
    }),
    last_statement_id: nstr('Its latest statement not voided (by last day).', stm),
    last_date: nstr('The last day that statement covers.', '2026-11-30'),
    closing_balance: nint('That statement’s closing balance, minor units.', 125000),
    created_by: str('Who registered it.', 'ana@merchant.example'),
    date_created_gmt: str('When (UTC).', when),
  })
  .openapi('BankAccount');

const accountNumber = z
  .string()
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .min(4, 'must have at least 4 characters')
      .max(34, 'must have at most 34 characters')
      .regex(/^[A-Z0-9-]+$/, 'must be letters, digits or hyphens (an IBAN or account number)'),
  );
export const BankAccountCreateBody = z
  .object({
    name: z.string().trim().min(1).max(100).openapi({ description: 'A name.', example: 'Operating USD' }),
    currency: z
      .string()
      .regex(/^[A-Za-z]{3}$/, 'must be a 3-letter ISO 4217 code')
      .transform((v) => v.toUpperCase())
      .openapi({ description: 'ISO 4217.', example: 'USD' }),
    account_number: accountNumber.openapi({
      description: 'IBAN or account number (spaces dropped); unique with the currency.',
      example: 'DE89 3704 0044 0532 0130 00',
    }),
    bank_name: z.string().trim().min(1).max(200).nullish().openapi({ description: 'The bank.', example: 'First Bank' }),
    carries: z
      .enum(ACCOUNT_CARRIES)
      .default('BOTH')
      .openapi({ description: 'DEPOSITS, PAYOUTS or BOTH (the default).', example: 'DEPOSITS' }),
    actor: actorField,
  })
  .strict()
  .openapi('BankAccountCreate');

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
    bank_account_id: nstr('The bank account it was imported into.', bac),
    fingerprint: nstr(
      'SHA-256 of its account, period and normalized lines: the same money in another format is refused.',
      '9f86d081…',
    ),
    status: z.enum(STATEMENT_STATUSES).openapi({ description: 'ACTIVE or VOID.', example: 'ACTIVE' }),
    voided_by: nstr('Who voided it.', null),
    voided_at: nstr('When (UTC).', null),
    void_reason: nstr('Why.', null),
    continuity: z
      .array(
        z.object({
          check: z.enum(CONTINUITY_CHECKS).openapi({
            description:
              'GAP: days missing since the previous statement. OVERLAP: days it covers again. OPENING_BALANCE: its opening balance is not the previous closing one. CURRENCY: the file’s currency is not the account’s.',
            example: 'GAP',
          }),
          previous_statement_id: nstr('The account’s previous statement.', stm),
          message: str('In finance words.', 'Days 2026-11-01 to 2026-11-02 are on no statement of this account.'),
        }),
      )
      .openapi({ description: 'What the import found against the account’s previous statement (empty: in order).' }),
  })
  .openapi('Statement');

export const StatementVoidBody = z
  .object({
    reason: z
      .string()
      .trim()
      .min(1)
      .max(1000)
      .openapi({ description: 'Why; kept in the audit.', example: 'Imported into the wrong account' }),
    actor: actorField,
  })
  .strict()
  .openapi('StatementVoid');

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
    adjustment: z
      .enum(ADJUSTMENTS)
      .nullable()
      .openapi({ description: 'What the difference is booked as: BANK_FEE, FX or ROUNDING.', example: null }),
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
    status: z.enum(LINE_STATUSES).openapi({
      description:
        'UNMATCHED, MATCHED, RESOLVED (explained without a deposit or payout) or VOID (its statement was voided).',
      example: 'MATCHED',
    }),
    note: nstr('Finance’s note.', 'Bank batched two days'),
    bank_account_id: nstr('Its bank account.', bac),
    auto_match_held: z.boolean().openapi({
      description: 'A person unmatched it: automatic matching leaves it until a person decides again.',
      example: false,
    }),
    resolution: z
      .enum(LINE_RESOLUTIONS)
      .nullable()
      .openapi({ description: 'RESOLVED: BANK_FEE, INTEREST, OWN_TRANSFER or OTHER.', example: null }),
    resolution_note: nstr('Finance’s note on the resolution.', null),
    resolved_by: nstr('Who resolved it.', null),
    resolved_at: nstr('When (UTC).', null),
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
    bank_account_id: nstr('The bank account it belongs to.', bac),
    statement_id: nstr('The statement of its line.', stm),
    subject: z
      .object({
        type: z
          .enum(['STATEMENT_LINE', 'DEPOSIT', 'PAYOUT'])
          .openapi({ description: 'What it is.', example: 'DEPOSIT' }),
        uuid: str('Its id (a line, or the deposit or payout).', trx),
        code: nstr('The deposit’s or payout’s code.', 'DEP-7KQ2M9X41B'),
        date: str('Value date (a line) or date (a deposit or payout).', '2026-11-20'),
        reference: nstr('The line’s reference.', null),
        description: nstr('The line’s text (remittance information).', null),
      })
      .nullable()
      .openapi({ description: 'The line, deposit or payout it is about.' }),
  })
  .openapi('ReconciliationException');

export const StatementListQuery = listQuery({
  bank_account_id: filter.text('One bank account’s statements.', bac),
  status: filter.oneOf(STATEMENT_STATUSES, 'ACTIVE or VOID.'),
});
export const BankAccountListQuery = listQuery({});
export const LineListQuery = listQuery({
  statement_id: filter.text('The lines of one statement.', stm),
  status: filter.oneOf(LINE_STATUSES, 'UNMATCHED or MATCHED.'),
  value_date_from: filter.text('Value date on or after (YYYY-MM-DD).', '2026-11-01'),
  value_date_to: filter.text('Value date on or before (YYYY-MM-DD).', '2026-11-30'),
});
const days = (description: string) =>
  z
    .string()
    .regex(/^\d{1,5}$/, 'must be a whole number of days')
    .transform(Number)
    .optional()
    .openapi({ type: 'integer', description, example: '7' });
export const ExceptionListQuery = listQuery({
  status: filter.oneOf(EXCEPTION_STATUSES, 'OPEN or RESOLVED.'),
  kind: filter.oneOf(EXCEPTION_KINDS, 'One kind.'),
  owner: filter.text('Assigned to (`none`: nobody).', 'ana@merchant.example'),
  age_min: days('At least this many days old.'),
  age_max: days('At most this many days old.'),
  amount_min: filter.amount('Amount (absolute, minor units) at least.'),
  amount_max: filter.amount('Amount (absolute, minor units) at most.'),
  statement_id: filter.text('About a line of one statement.', stm),
  bank_account_id: filter.text('Of one bank account.', bac),
  currency: filter.text('One currency.', 'USD'),
  sort: filter.oneOf(EXCEPTION_SORTS, 'since (oldest first, the default), amount, kind; a leading - reverses.'),
});
export const ExceptionBulkBody = z
  .object({
    exception_ids: z
      .array(z.string().min(1).max(100))
      .min(1)
      .max(500)
      .openapi({ description: '1 to 500 exceptions.', example: [rex] }),
    action: z
      .enum(BULK_ACTIONS)
      .openapi({ description: 'ASSIGN (owner) or RESOLVE (resolution and note).', example: 'ASSIGN' }),
    owner: z
      .string()
      .max(254)
      .nullable()
      .optional()
      .openapi({ description: 'ASSIGN: who (null clears).', example: 'ana@merchant.example' }),
    resolution: z
      .enum(RESOLUTIONS)
      .exclude(['MATCHED', 'VOIDED'])
      .optional()
      .openapi({ description: 'RESOLVE: how.', example: 'TIMING' }),
    note: z
      .string()
      .trim()
      .min(1)
      .max(1000)
      .optional()
      .openapi({ description: 'RESOLVE: why.', example: 'Credited next month' }),
    actor: actorField,
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.action === 'ASSIGN' && b.owner === undefined)
      ctx.addIssue({ code: 'custom', path: ['owner'], message: 'is required to assign (null clears)' });
    if (b.action === 'RESOLVE' && !b.resolution)
      ctx.addIssue({ code: 'custom', path: ['resolution'], message: 'is required to resolve' });
    if (b.action === 'RESOLVE' && !b.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'is required to resolve: say why' });
  })
  .openapi('ReconciliationExceptionBulk');
export const ExceptionBulkResult = z
  .object({
    updated: z.array(z.string()).openapi({ description: 'The exceptions changed.', example: [rex] }),
    skipped: z
      .array(
        z.object({ uuid: str('The exception.', rex), message: str('Why not, in finance words.', 'Already resolved.') }),
      )
      .openapi({ description: 'The ones left as they were (unknown, already resolved).' }),
  })
  .openapi('ReconciliationExceptionBulkResult');

export const LineResolveBody = z
  .object({
    resolution: z.enum(LINE_RESOLUTIONS).openapi({
      description: 'BANK_FEE, INTEREST, OWN_TRANSFER (between the merchant’s own accounts) or OTHER (needs a note).',
      example: 'BANK_FEE',
    }),
    note: z
      .string()
      .trim()
      .min(1)
      .max(1000)
      .optional()
      .openapi({ description: 'Why (required for OTHER).', example: 'Monthly fee' }),
    counter_account_id: z
      .string()
      .min(1)
      .max(100)
      .optional()
      .openapi({ description: 'OWN_TRANSFER: the other registered bank account.', example: bac }),
    actor: actorField,
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.resolution === 'OTHER' && !b.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'is required for OTHER: say what the line is' });
  })
  .openapi('StatementLineResolve');

const month = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month YYYY-MM')
  .openapi({ description: 'The month, YYYY-MM.', example: '2026-11' });
export const CloseQuery = z
  .object({ month, bank_account_id: filter.text('One bank account (else every one).', bac) })
  .strict();
const closeFigures = {
  lines: int('Statement lines.', 31),
  matched_lines: int('Matched or resolved.', 29),
  matched_amount: int('Their signed sum, minor units.', 3566715),
  open_lines: int('Lines still open.', 2),
  open_amount: int('Their signed sum, minor units.', 1200),
  missing_transactions: int('Deposits and payouts of the account’s currency dated then, on no line.', 1),
  missing_amount: int('Their signed sum (as the bank would show them), minor units.', 9900),
  adjustments: int('Matched differences booked as adjustments, signed sum.', -1),
  difference_left: int('open_amount − missing_amount: what the bank and the books still differ by.', -8700),
};
const CloseDay = z.object({
  date: str('The day (value date of lines; business day of deposits and payouts).', '2026-11-03'),
  ...closeFigures,
});
export const SignOffSchema = z
  .object({
    uuid: str('Sign-off id.', 'rso_6f7a8b9c-0d1e-4f2a-b3c4-d5e6f7a8b9c0'),
    bank_account_id: str('The account.', bac),
    month: str('The month.', '2026-11'),
    signed_by: str('Who signed it off.', 'ana@merchant.example'),
    signed_at: str('When (UTC).', when),
    note: nstr('Their note.', 'Closed with the bank fee explained'),
    totals: z.object(closeFigures).openapi({ description: 'The month’s totals when signed.' }),
  })
  .openapi('ReconciliationSignOff');
export const CloseSchema = z
  .object({
    month: str('The month.', '2026-11'),
    time_zone: str('The business time zone its days are in.', 'America/Bogota'),
    accounts: z
      .array(
        z.object({
          bank_account: BankAccountSchema,
          days: z.array(CloseDay).openapi({ description: 'Each day with a line, deposit or payout, oldest first.' }),
          totals: z.object(closeFigures).openapi({ description: 'The month’s.' }),
          sign_off: SignOffSchema.nullable().openapi({ description: 'The latest sign-off of this month, if any.' }),
          changes_since_sign_off: z
            .array(
              z.object({
                date: str('The day.', '2026-11-03'),
                field: str('Which figure changed.', 'open_lines'),
                at_sign_off: int('Then.', 0),
                now: int('Now.', 1),
              }),
            )
            .openapi({
              description: 'Every figure of a day that differs from the sign-off’s (empty: nothing changed).',
            }),
        }),
      )
      .openapi({ description: 'Each registered bank account (or the one asked for), by currency and name.' }),
  })
  .openapi('ReconciliationClose');
export const SignOffBody = z
  .object({
    month,
    bank_account_id: z.string().min(1).max(100).openapi({ description: 'The account.', example: bac }),
    note: z.string().trim().max(1000).optional().openapi({ description: 'A note.', example: 'All explained' }),
    actor: actorField,
  })
  .strict()
  .openapi('ReconciliationSignOffCreate');
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
    adjustment: z.enum(ADJUSTMENTS).optional().openapi({
      description: 'Book the difference as BANK_FEE, FX or ROUNDING (matches although the amounts differ).',
      example: 'BANK_FEE',
    }),
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
      .exclude(['MATCHED', 'VOIDED'])
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
    amount_tolerance: z.number().int().min(0).max(100_000).openapi({
      description:
        'A line whose deposits or payouts differ by at most this many minor units is matched, the difference booked as `tolerance_adjustment` (0: exact amounts only).',
      example: 1,
    }),
    tolerance_adjustment: z
      .enum(ADJUSTMENTS)
      .openapi({ description: 'What automatic differences are booked as.', example: 'ROUNDING' }),
    bank_holidays: z
      .array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD'))
      .max(500)
      .openapi({ description: 'The merchant’s bank holidays: not business days.', example: ['2026-12-08'] }),
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
