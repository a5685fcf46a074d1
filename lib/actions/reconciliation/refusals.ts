import 'server-only';
import type { Translator } from '@/lib/i18n';
import { actionWrite, type WriteOptions } from '@/lib/actions/write';
import { ApiError } from '@/lib/merchant-api';

/**
 * The reconciliation API's refusals in the member's language (docs/reconciliation.md, "In the console"): the console
 * reads the stable error code, not the API's English sentence, and words it from its catalogue; the facts the API's
 * sentence names (the earlier statement, the amounts, the line of a malformed file) are carried over. A code it does
 * not know keeps the API's words.
 */
const WORDED: Record<string, (message: string, t: Translator) => string | null> = {
  duplicate_statement: (message, t) => {
    const m = /as (.+) \((\w+), imported (\d{4}-\d{2}-\d{2}) by (.+?), (stm_[\w-]+)\)/.exec(message);
    return m
      ? t('reconciliation.refusal.duplicate_statement', { file: m[1], format: m[2], date: m[3], who: m[4] })
      : t('reconciliation.refusal.duplicate_statement.short');
  },
  amount_mismatch: (message, t) => {
    const m = /The bank shows (.+?) and the (deposits|payouts) add up to (.+?): (.+?) apart\./.exec(message);
    if (!m) return null;
    return t(
      m[2] === 'payouts' ? 'reconciliation.refusal.amount_mismatch.payouts' : 'reconciliation.refusal.amount_mismatch',
      {
        bank: m[1],
        sum: m[3],
        difference: m[4],
      },
    );
  },
  malformed_statement: (message, t) => {
    const m = /Line (\d+): (.+)$/.exec(message);
    return m
      ? t('reconciliation.refusal.malformed_statement', { line: m[1], reason: m[2].replace(/\.$/, '') })
      : t('reconciliation.refusal.malformed_statement.short', { reason: message.replace(/\.$/, '') });
  },
  currency_mismatch: (_m, t) => t('reconciliation.refusal.currency_mismatch'),
  account_mismatch: (_m, t) => t('reconciliation.refusal.account_mismatch'),
  bank_account_exists: (_m, t) => t('reconciliation.refusal.bank_account_exists'),
  transaction_already_matched: (_m, t) => t('reconciliation.refusal.transaction_already_matched'),
  line_not_open: (_m, t) => t('reconciliation.refusal.line_not_open'),
  line_not_matched: (_m, t) => t('reconciliation.refusal.line_not_matched'),
  exception_not_open: (_m, t) => t('reconciliation.refusal.exception_not_open'),
  empty_statement: (_m, t) => t('reconciliation.refusal.empty_statement'),
};

/** The refusal with its sentence (and its one field's, when it names one) in the member's words. */
export function localizeRefusal(error: ApiError, t: Translator): ApiError {
  const worded = WORDED[error.code]?.(error.message, t);
  if (!worded) return error;
  const params = Object.keys(error.fieldErrors);
  const fieldErrors = params.length === 1 ? { [params[0]]: worded } : error.fieldErrors;
  return new ApiError({ ...error.toJSON(), message: worded, fieldErrors });
}

/** A reconciliation action's write (`actionWrite`), its refusals in the member's words. */
export const reconciliationWrite = <T, R>(options: WriteOptions<T, R>) =>
  actionWrite({ ...options, localize: localizeRefusal });
