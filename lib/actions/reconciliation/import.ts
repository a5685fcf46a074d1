'use server';

import { z } from 'zod';
import { STATEMENT_FILE_LIMIT_BYTES, STATEMENT_FILE_LIMIT_MB } from '@/core/statement-limits';
import type { ActionState } from '@/lib/forms/state';
import { merchantWrites } from '@/lib/merchant-api/writes';
import { idempotencyKey, optionalIdOf } from '@/lib/actions/fields';
import { action } from '@/lib/actions/define';
import { reconciliationWrite } from './refusals';

export interface ImportStatementResult {
  statementId: string | null;
  duplicate: boolean;
  lines: number;
  matched: number;
}

const schema = z.object({
  idempotency_key: idempotencyKey,
  format: z.enum(['CAMT053', 'MT940', 'CSV'], { error: 'reconciliation.error.format' }),
  mapping_id: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  /** Empty: the account the file names (registered when new; docs/reconciliation.md, "Bank accounts"). */
  bank_account_id: optionalIdOf('bac', 'reconciliation.error.bankAccount'),
  statement_file: z
    .custom<File>((v) => v instanceof File && v.size > 0, 'reconciliation.error.fileMissing')
    .refine((f) => f.size <= STATEMENT_FILE_LIMIT_BYTES, {
      message: 'reconciliation.error.fileTooLarge',
      params: { size: STATEMENT_FILE_LIMIT_MB },
    }),
});

/** The API's file fields all land on the one file field of the form. */
const fieldOf = (param: string) =>
  ['content', 'file_name', 'format'].includes(param)
    ? 'statement_file'
    : ['mapping_id', 'bank_account_id'].includes(param)
      ? param
      : null;

/** Imports a bank statement and matches it (finance, admin; docs/reconciliation.md). */
export const importStatementAction = action<typeof schema, ActionState<ImportStatementResult>>(
  {
    permission: 'reconciliation',
    audit: 'reconciliation.import',
    schema,
    input: (formData, values) => {
      const file = formData.get('statement_file');
      return { ...values, statement_file: file instanceof File ? file : undefined };
    },
  },
  async ({ session, input, values, t }) => {
    const content = await input.statement_file.text();
    return reconciliationWrite({
      session,
      action: 'reconciliation.import',
      summary: { file_name: input.statement_file.name, format: input.format, size: input.statement_file.size },
      values,
      fieldOf,
      call: () =>
        merchantWrites().importStatement(
          {
            format: input.format,
            fileName: input.statement_file.name,
            content,
            mappingId: input.mapping_id,
            bankAccountId: input.bank_account_id,
            actor: session.user.email,
          },
          input.idempotency_key,
        ),
      success: (r) => ({
        message: r?.duplicate
          ? t('reconciliation.import.duplicate', { file: r.statement.file_name })
          : t('reconciliation.import.done', { lines: r?.statement.line_count ?? 0, matched: r?.matched_lines ?? 0 }),
        result: {
          statementId: r?.statement.uuid ?? null,
          duplicate: r?.duplicate ?? false,
          lines: r?.statement.line_count ?? 0,
          matched: r?.matched_lines ?? 0,
        },
        target: r?.statement.uuid ?? null,
        summary: { duplicate: r?.duplicate ?? null, matched: r?.matched_lines ?? null },
      }),
      revalidate: ['/reconciliation'],
    });
  },
);
