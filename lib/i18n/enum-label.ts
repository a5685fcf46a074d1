import type { MessageKey, Translator } from './core';
import { humanize } from '@/lib/resources/display';
import { ENUM_VALUES } from './enum-values';

const KNOWN: ReadonlySet<string> = new Set(ENUM_VALUES);

/**
 * An enum value (a status, type, kind or outcome) in the member's language; a value the catalogue does not know (a
 * remote API's own) is shown as the API wrote it, made readable.
 */
export function enumLabel(t: Translator, value: string | null | undefined): string {
  if (!value) return '—';
  return KNOWN.has(value) ? t(`enum.${value}` as MessageKey) : humanize(value);
}
