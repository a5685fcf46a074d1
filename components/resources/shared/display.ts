/** How the signed-in member wants values shown; passed from the page (getPreferences) to every view. */
export interface Display {
  timeZone: string;
  language: string;
}

export const DEFAULT_DISPLAY: Display = { timeZone: 'UTC', language: 'en' };

/** "VERIFICATION_PENDING" → "Verification pending". */
export function humanize(value: string | null | undefined): string {
  if (!value) return '—';
  const words = value.replace(/_/g, ' ').toLowerCase().replace(/\b(api|id|url|ach|rtp)\b/g, (w) => w.toUpperCase());
  return words.charAt(0).toUpperCase() + words.slice(1);
}
