import { LIMITS } from '../../core/limits';
import type { FieldError } from '../lib/problems';

export const { min: INTRO_TEXT_MIN, max: INTRO_TEXT_MAX } = LIMITS.introText;
export const LINK_LANGUAGES = ['en_US', 'es_CO'] as const;
export const DELIVERY_STATUSES = ['CREATED', 'OPENED', 'COMPLETED'] as const;

const includes = (text: string, part: string) =>
  text.toLocaleLowerCase('en-US').includes(part.toLocaleLowerCase('en-US'));

/**
 * intro_text (spec 4.5, docs/design.md): 40 to 70 characters (code points), containing the merchant's
 * registered name and the service name (case-insensitive). Every broken rule is listed.
 */
export function introTextRules(text: string, names: { merchantName: string; serviceName: string }): FieldError[] {
  const errors: FieldError[] = [];
  const length = Array.from(text).length;
  if (length < INTRO_TEXT_MIN || length > INTRO_TEXT_MAX) {
    errors.push({
      param: 'intro_text',
      code: length < INTRO_TEXT_MIN ? 'too_short_or_small' : 'too_long_or_large',
      message: `'intro_text' must be ${INTRO_TEXT_MIN} to ${INTRO_TEXT_MAX} characters; it has ${length}.`,
    });
  }
  if (!includes(text, names.merchantName)) {
    errors.push({
      param: 'intro_text',
      code: 'missing_merchant_name',
      message: `'intro_text' must contain the merchant name '${names.merchantName}'.`,
    });
  }
  if (!includes(text, names.serviceName)) {
    errors.push({
      param: 'intro_text',
      code: 'missing_service_name',
      message: `'intro_text' must contain the service name '${names.serviceName}'.`,
    });
  }
  return errors;
}

/** The same text for every language the hosted page speaks (the request gives one string). */
export function introTextByLanguage(text: string): Record<(typeof LINK_LANGUAGES)[number], string> {
  return { en_US: text, es_CO: text };
}

/** A link with an expiration date is expired from that instant on. */
export function isExpired(expirationDate: Date | null, now: Date): boolean {
  return expirationDate !== null && expirationDate.getTime() <= now.getTime();
}
