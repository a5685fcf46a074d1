/** How the signed-in member wants values shown; passed from the page (getPreferences) to every view. */
export interface Display {
  timeZone: string;
  language: string;
}

export const DEFAULT_DISPLAY: Display = { timeZone: 'UTC', language: 'en' };

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
