'use server';

import { z } from 'zod';
import { authorizeAction } from '@/lib/auth';
import { getT } from '@/lib/i18n/server';
import type { ActionState } from '@/lib/forms/state';
import { merchantWrites } from '@/lib/merchant-api/writes';
import { idempotencyKey, optionalText } from '@/lib/actions/shared/fields';
import { formValues } from '@/lib/actions/shared/form';
import { ACCOUNT_CARRIES } from '@/lib/reconciliation';
import { reconciliationWrite, refuseInvalid } from './refusals';

const schema = z.object({
  idempotency_key: idempotencyKey,
  name: z
    .string({ error: 'reconciliation.error.accountName' })
    .trim()
    .min(1, 'reconciliation.error.accountName')
    .max(100),
  currency: z
    .string({ error: 'reconciliation.error.currency' })
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'reconciliation.error.currency')
    .transform((v) => v.toUpperCase()),
  account_number: z
    .string({ error: 'reconciliation.error.accountNumber' })
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .refine((v) => /^[A-Z0-9-]{4,34}$/.test(v), 'reconciliation.error.accountNumber'),
  bank_name: optionalText(200),
  carries: z.enum(ACCOUNT_CARRIES, { error: 'reconciliation.error.carries' }),
});

/** Registers one of the merchant's bank accounts, which statements are imported into (finance, admin). */
export async function createBankAccountAction(
  _previous: ActionState<{ bankAccountId: string | null }> | null,
  formData: FormData,
): Promise<ActionState<{ bankAccountId: string | null }>> {
  const authz = await authorizeAction('reconciliation', 'reconciliation.bank_account');
  if (!authz.ok) return authz;
  const values = formValues(formData);
  const parsed = schema.safeParse(values);
  if (!parsed.success) return refuseInvalid(authz.session, 'reconciliation.bank_account', values, parsed.error);
  const input = parsed.data;
  const t = await getT();
  return reconciliationWrite({
    session: authz.session,
    action: 'reconciliation.bank_account',
    summary: { name: input.name, currency: input.currency, carries: input.carries },
    values,
    call: () =>
      merchantWrites().createBankAccount(
        {
          name: input.name,
          currency: input.currency,
          accountNumber: input.account_number,
          bankName: input.bank_name,
          carries: input.carries,
          actor: authz.session.user.email,
        },
        input.idempotency_key,
      ),
    success: (account) => ({
      message: t('reconciliation.accounts.done', { name: account?.name ?? input.name }),
      result: { bankAccountId: account?.uuid ?? null },
      target: account?.uuid ?? null,
    }),
    revalidate: ['/reconciliation'],
  });
}
