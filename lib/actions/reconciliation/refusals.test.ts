import { describe, expect, it, vi } from 'vitest';
import { translator } from '@/lib/i18n';
import { ApiError } from '@/lib/merchant-api';

vi.mock('server-only', () => ({}));
vi.mock('@/lib/actions/write', () => ({ actionWrite: vi.fn(), refuseInvalid: vi.fn() }));
const { localizeRefusal } = await import('./refusals');

const es = translator('es-CO');

describe('reconciliation refusals in the member’s words', () => {
  it('words a duplicate statement from its code, carrying over the earlier statement', () => {
    const error = new ApiError({
      status: 409,
      code: 'duplicate_statement',
      message:
        'These are the same account, period and lines as november.xml (CAMT053, imported 2026-11-20 by ana@merchant.example, stm_2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e). Void it first to import this one instead.',
      fieldErrors: {},
      requestId: 'req_1',
    });
    const shown = localizeRefusal(error, es);
    expect(shown.message).toBe(
      'Este extracto tiene la misma cuenta, periodo y líneas que november.xml (CAMT053, importado el 2026-11-20 por ana@merchant.example). Anule ese primero para importar este en su lugar.',
    );
    expect(shown.requestId).toBe('req_1');
  });

  it('puts a field’s refusal on its field, and keeps an unknown code’s words', () => {
    const mismatch = new ApiError({
      status: 400,
      code: 'currency_mismatch',
      message: 'The statement is in EUR; the account Main is in USD.',
      fieldErrors: { bank_account_id: 'The statement is in EUR; the account Main is in USD.' },
      requestId: null,
    });
    const t = es;
    expect(localizeRefusal(mismatch, t).fieldErrors.bank_account_id).toMatch(/^Las monedas no coinciden/);
    const other = new ApiError({
      status: 409,
      code: 'something_else',
      message: 'As is.',
      fieldErrors: {},
      requestId: null,
    });
    expect(localizeRefusal(other, t)).toBe(other);
  });
});
