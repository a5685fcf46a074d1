'use server';

import { z } from 'zod';
import type { ActionState } from '@/lib/forms/state';
import { merchantWrites } from '@/lib/merchant-api/writes';
import { idempotencyKey, optionalText } from '@/lib/actions/fields';
import { action } from '@/lib/actions/define';
import { ACCOUNT_CARRIES } from '@/lib/reconciliation';
import { reconciliationWrite } from './refusals';

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
export const createBankAccountAction = action<typeof schema, ActionState<{ bankAccountId: string | null }>>(
  {
    permission: 'reconciliation',
    audit: 'reconciliation.bank_account',
    schema,
  },
  async ({ session, input, values, t }) =>
    reconciliationWrite({
      session,
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
            actor: session.user.email,
          },
          input.idempotency_key,
        ),
      success: (account) => ({
        message: t('reconciliation.accounts.done', { name: account?.name ?? input.name }),
        result: { bankAccountId: account?.uuid ?? null },
        target: account?.uuid ?? null,
      }),
      revalidate: ['/reconciliation'],
    }),
);
