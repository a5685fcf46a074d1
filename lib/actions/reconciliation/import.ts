'use server';

import { z } from 'zod';
import { STATEMENT_FILE_LIMIT_BYTES, STATEMENT_FILE_LIMIT_MB } from '@/core/statement-limits';
import { authorizeAction } from '@/lib/auth';
import { getT } from '@/lib/i18n/server';
import type { ActionState } from '@/lib/forms/state';
import { merchantWrites } from '@/lib/merchant-api/writes';
import { idempotencyKey, optionalIdOf } from '@/lib/actions/shared/fields';
import { formValues } from '@/lib/actions/shared/form';
import { reconciliationWrite, refuseInvalid } from './refusals';

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
export async function importStatementAction(
  _previous: ActionState<ImportStatementResult> | null,
  formData: FormData,
): Promise<ActionState<ImportStatementResult>> {
  const authz = await authorizeAction('reconciliation', 'reconciliation.import');
  if (!authz.ok) return authz;
  const values = formValues(formData);
  const file = formData.get('statement_file');
  const parsed = schema.safeParse({ ...values, statement_file: file instanceof File ? file : undefined });
  if (!parsed.success) return refuseInvalid(authz.session, 'reconciliation.import', values, parsed.error);
  const input = parsed.data;
  const t = await getT();
  const content = await input.statement_file.text();
  return reconciliationWrite({
    session: authz.session,
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
          actor: authz.session.user.email,
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
}
