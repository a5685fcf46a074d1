import { parseShare, splitAmount, type Share } from '@/core/money/allocate';
import { parseMajorAmount } from './money';
import { phrase, type Phrase, type Problems } from './phrases';
import { LIMITS } from './field-rules';

/** One recipient row of the split form: a sub-merchant and an amount (major units) or a percentage. */
export interface RecipientRow {
  merchantId: string;
  mode: 'amount' | 'percent';
  value: string;
  description: string;
}

export type RecipientShare =
  | { ok: true; /** What is sent as additional_recipients[i].amount: "1250" (minor units) or "12.5%". */ share: string }
  | { ok: false; problem: Phrase };

/** A row's share as the API takes it, parsed exactly (major units → minor units, or a percentage with ≤ 4 decimals). */
export function recipientShare(row: RecipientRow, currency: string | null): RecipientShare {
  if (row.mode === 'percent') {
    const text = row.value.trim().replace(/%$/, '');
    if (text === '') return { ok: false, problem: phrase('forms.error.percentage') };
    if (!/^\d{1,3}(\.\d{1,4})?$/.test(text)) return { ok: false, problem: phrase('forms.error.percentageFormat') };
    const parsed = parseShare(`${text}%`, LIMITS.maxAmount);
    return parsed.ok ? { ok: true, share: `${text}%` } : { ok: false, problem: phrase('forms.error.percentageRange') };
  }
  const amount = parseMajorAmount(row.value, currency);
  return amount.ok ? { ok: true, share: String(amount.minor) } : { ok: false, problem: amount.problem };
}

export interface SplitPreview {
  /** Minor units each recipient gets, or null where its row is not valid yet. */
  recipients: (number | null)[];
  /** What stays with the paid merchant, or null when it cannot be computed. */
  remainder: number | null;
  /** Problems keyed by field name (`additional_recipients[i].amount`, `additional_recipients`, …). */
  problems: Problems;
}

/**
 * The allocation the service will make (core/money/allocate.ts, the same function), for a live preview and
 * for the action's own check: every recipient's share and the merchant's remainder, exact to the unit.
 */
export function previewSplit(
  total: number | null,
  rows: readonly RecipientRow[],
  options: { currency: string | null; payee: string | null },
): SplitPreview {
  const problems: Problems = {};
  const shares: (Share | null)[] = [];
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    const field = `additional_recipients[${i}]`;
    if (!row.merchantId) problems[`${field}.merchant_uuid`] = phrase('forms.error.chooseSubMerchant');
    else if (options.payee && row.merchantId === options.payee)
      problems[`${field}.merchant_uuid`] = phrase('forms.error.recipientIsPayee');
    else if (seen.has(row.merchantId)) problems[`${field}.merchant_uuid`] = phrase('forms.error.recipientTwice');
    if (row.merchantId) seen.add(row.merchantId);
    if (row.description && row.description.length > LIMITS.description)
      problems[`${field}.description`] = phrase('forms.error.atMost', { max: LIMITS.description });
    const share = recipientShare(row, options.currency);
    if (!share.ok) {
      problems[`${field}.amount`] = share.problem;
      shares.push(null);
      return;
    }
    const parsed = parseShare(share.share, LIMITS.maxAmount);
    shares.push(parsed.ok ? parsed.share : null);
    // Not reached: recipientShare only hands on shares parseShare takes (the engine's own words are for engineers).
    if (!parsed.ok)
      problems[`${field}.amount`] = phrase(
        share.share.endsWith('%') ? 'forms.error.percentageRange' : 'forms.error.amountFormat',
      );
  });

  if (total === null || shares.some((s) => s === null)) {
    return { recipients: shares.map(() => null), remainder: null, problems };
  }
  if (rows.length === 0) return { recipients: [], remainder: total, problems };
  const result = splitAmount(total, shares as Share[]);
  if (!result.ok) {
    problems.additional_recipients = phrase('forms.error.sharesOverAmount');
    return { recipients: shares.map(() => null), remainder: null, problems };
  }
  result.recipients.forEach((amount, i) => {
    if (amount === 0) problems[`additional_recipients[${i}].amount`] = phrase('forms.error.shareBelowUnit');
  });
  return { recipients: result.recipients, remainder: result.remainder, problems };
}
