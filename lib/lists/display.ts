/** How the signed-in member wants values shown; passed from the page (getPreferences) to every view. */
export interface Display {
  timeZone: string;
  language: string;
}

export const DEFAULT_DISPLAY: Display = { timeZone: 'UTC', language: 'en' };
