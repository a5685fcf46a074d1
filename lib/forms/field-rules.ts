import { isIsoDate } from '@/core/calendar';
import { LIMITS } from '@/core/limits';
import { phrase, type Phrase, type Problems } from './phrases';

/**
 * The spec's field rules (sections 2.2, 4.5 and 8; their limits: core/limits.ts), as plain functions that return the problem to show (a
 * phrase, worded in the reader's language by whoever shows it) or null. The console's forms run them as the member types and the server actions run them again before
 * calling the API, so a form and its action can never disagree. Safe to import anywhere (no zod, no I/O).
 */

export { LIMITS };

/** Characters as people count them (code points), the way the API measures intro_text. */
export const lengthOf = (value: string) => Array.from(value).length;

export function maxLengthProblem(value: string, max: number): Phrase | null {
  const length = lengthOf(value);
  return length > max ? phrase('forms.error.maxLength', { max, length }) : null;
}

export function referenceProblem(value: string): Phrase | null {
  return maxLengthProblem(value, LIMITS.reference);
}

/** Optional unless `required`; 4 to 22 characters with at least one letter. */
export function statementDescriptorProblem(value: string, { required = false } = {}): Phrase | null {
  if (value === '') return required ? phrase('forms.error.statementDescriptor') : null;
  const { min, max } = LIMITS.statementDescriptor;
  const length = lengthOf(value);
  if (length < min || length > max) return phrase('forms.error.lengthBetween', { min, max, length });
  if (!/[A-Za-z]/.test(value)) return phrase('forms.error.includeLetter');
  return null;
}

export function hexColorProblem(value: string): Phrase | null {
  if (value === '') return null;
  return /^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(value) ? null : phrase('forms.error.hexColour');
}

/** "0A2540" or "#0a2540" → "#0a2540"; anything else unchanged. */
export function normalizeHex(value: string): string {
  return /^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(value) ? `#${value.replace(/^#/, '').toLowerCase()}` : value;
}

export function httpUrlProblem(value: string): Phrase | null {
  if (value === '') return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return phrase('forms.error.httpAddress');
    return null;
  } catch {
    return phrase('forms.error.fullAddress');
  }
}

export function emailProblem(value: string, { required = false } = {}): Phrase | null {
  if (value === '') return required ? phrase('forms.error.email') : null;
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) && value.length <= LIMITS.email
    ? null
    : phrase('forms.error.validEmail');
}

/** A YYYY-MM-DD that exists on the calendar: the API's rule (core/calendar.ts). */
export { isIsoDate as isCalendarDate };

export interface MetadataRow {
  key: string;
  value: string;
}

/**
 * Problems of a metadata editor's rows, keyed `metadata[i].key` / `metadata[i].value` (and `metadata` for the
 * whole set). Rows with neither key nor value are ignored: they are blank lines, not entries.
 */
export function metadataProblems(rows: readonly MetadataRow[]): Problems {
  const problems: Problems = {};
  const seen = new Set<string>();
  let count = 0;
  rows.forEach((row, i) => {
    if (row.key === '' && row.value === '') return;
    count += 1;
    const keyField = `metadata[${i}].key`;
    if (row.key.trim() === '') problems[keyField] = phrase('forms.error.metadataKey');
    else if (lengthOf(row.key) > LIMITS.metadata.key)
      problems[keyField] = phrase('forms.error.metadataKeyLength', {
        max: LIMITS.metadata.key,
        length: lengthOf(row.key),
      });
    else if (seen.has(row.key)) problems[keyField] = phrase('forms.error.metadataKeyTwice');
    seen.add(row.key);
    if (lengthOf(row.value) > LIMITS.metadata.value)
      problems[`metadata[${i}].value`] = phrase('forms.error.metadataValueLength', {
        max: LIMITS.metadata.value,
        length: lengthOf(row.value),
      });
  });
  if (count > LIMITS.metadata.keys)
    problems.metadata = phrase('forms.error.metadataKeys', { max: LIMITS.metadata.keys, count });
  return problems;
}

/** The rows that are entries, as the API's metadata object; undefined when there are none. */
export function metadataObject(rows: readonly MetadataRow[]): Record<string, string> | undefined {
  const entries = rows.filter((row) => row.key !== '' || row.value !== '').map((row) => [row.key, row.value] as const);
  return entries.length ? Object.fromEntries(entries) : undefined;
}

export interface IntroTextCheck {
  id: 'length' | 'merchant' | 'service';
  ok: boolean;
  message: Phrase;
}

const contains = (text: string, part: string) =>
  part !== '' && text.toLocaleLowerCase('en-US').includes(part.toLocaleLowerCase('en-US'));

/**
 * intro_text of a connect link: 40 to 70 characters, containing the registered name of the merchant the link
 * is for and the service name (case-insensitive). Every rule is reported, met or not, for a live checklist.
 */
export function introTextChecks(
  text: string,
  names: { merchantName: string | null; serviceName: string },
): IntroTextCheck[] {
  const { min, max } = LIMITS.introText;
  const length = lengthOf(text);
  return [
    {
      id: 'length',
      ok: length >= min && length <= max,
      message: phrase('forms.introText.length', { min, max, length }),
    },
    names.merchantName
      ? {
          id: 'merchant',
          ok: contains(text, names.merchantName),
          message: phrase('forms.introText.merchant', { merchant: names.merchantName }),
        }
      : { id: 'merchant', ok: true, message: phrase('forms.introText.merchantByApi') },
    {
      id: 'service',
      ok: contains(text, names.serviceName),
      message: phrase('forms.introText.service', { service: names.serviceName }),
    },
  ];
}

/** The sentence for the rules intro_text does not meet yet, by which ones (in the checklist's order). */
const INTRO_TEXT_PROBLEMS = {
  length: 'forms.error.introText.length',
  merchant: 'forms.error.introText.merchant',
  service: 'forms.error.introText.service',
  'length-merchant': 'forms.error.introText.lengthMerchant',
  'length-service': 'forms.error.introText.lengthService',
  'merchant-service': 'forms.error.introText.merchantService',
  'length-merchant-service': 'forms.error.introText.all',
} as const;

export function introTextProblem(
  text: string,
  names: { merchantName: string | null; serviceName: string },
): Phrase | null {
  if (text === '') return phrase('forms.error.introText');
  const failed = introTextChecks(text, names).filter((check) => !check.ok);
  if (!failed.length) return null;
  const vars = Object.assign({}, ...failed.map((check) => check.message.vars));
  return phrase(
    INTRO_TEXT_PROBLEMS[failed.map((check) => check.id).join('-') as keyof typeof INTRO_TEXT_PROBLEMS],
    vars,
  );
}
