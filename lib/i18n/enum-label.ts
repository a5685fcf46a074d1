import type { MessageKey, Translator } from './core';
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

/** Codes whose words a plain lower-casing would spoil (apostrophes, accents). */
const SPELLED: Record<string, string> = {
  DRIVERS_LICENSE: 'Driver’s license',
  CEDULA_DE_CIUDADANIA: 'Cédula de ciudadanía',
  CEDULA_DE_EXTRANJERIA: 'Cédula de extranjería',
};

/** "VERIFICATION_PENDING" → "Verification pending"; acronyms ("SSN", "NIT") stay upper case. */
export function humanize(value: string | null | undefined): string {
  if (!value) return '—';
  if (SPELLED[value]) return SPELLED[value];
  const words = value
    .replace(/_/g, ' ')
    .toLowerCase()
    .replace(/\b(api|id|url|ach|rtp|ssn|ein|itin|nit|rut|rfc|curp|cpf|cnpj)\b/g, (w) => w.toUpperCase());
  return words.charAt(0).toUpperCase() + words.slice(1);
}
