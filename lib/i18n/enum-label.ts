import type { MessageKey, Translator } from './core';
import { humanize } from '@/lib/resources/display';

/**
 * The enum values the catalogue words (`enum.<VALUE>` in lib/i18n/messages/enums.ts, which must have each of them
 * and no other): the API's statuses, transaction types, account kinds, link and plan states, case kinds and
 * outcomes. A plain list, so client code words a value without a dictionary in its bundle.
 */
export const ENUM_VALUES = [
  'CREATED',
  'PENDING',
  'PROCESSING',
  'SUCCESSFUL',
  'REFUNDED',
  'DISPUTED',
  'FAILED',
  'CANCELED',
  'REVERSED',
  'PAYMENT',
  'REFUND',
  'PAYOUT',
  'TRANSFER',
  'DEPOSIT',
  'CONNECTED',
  'VERIFICATION_IN_PROGRESS',
  'VERIFICATION_PENDING',
  'DISCONNECTED',
  'DEPOSITORY',
  'CHECKING',
  'SAVINGS',
  'MONEY_MARKET',
  'OPENED',
  'COMPLETED',
  'EXPIRED',
  'ACTIVE',
  'PAUSED',
  'DAILY',
  'WEEKLY',
  'MONTHLY',
  'SEMI_ANNUALLY',
  'YEARLY',
  'AUTOMATIC',
  'SEND_REQUEST',
  'INDIVIDUAL',
  'ORGANIZATION',
  'DISPUTE',
  'RETURN',
  'NEEDS_RESPONSE',
  'UNDER_REVIEW',
  'WON',
  'LOST',
  'ACCEPTED',
] as const;
export type EnumValue = (typeof ENUM_VALUES)[number];
const KNOWN: ReadonlySet<string> = new Set(ENUM_VALUES);

/**
 * An enum value (a status, type, kind or outcome) in the member's language; a value the catalogue does not know (a
 * remote API's own) is shown as the API wrote it, made readable.
 */
export function enumLabel(t: Translator, value: string | null | undefined): string {
  if (!value) return '—';
  return KNOWN.has(value) ? t(`enum.${value}` as MessageKey) : humanize(value);
}
