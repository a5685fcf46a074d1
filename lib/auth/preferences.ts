import 'server-only';
import { cache } from 'react';
import { getConsoleDb } from '@/lib/db';
import { getStaffSession } from './current-member';
import { getStaffCached } from './staff-cache';
import type { Language, Theme } from './staff';

export interface Preferences {
  /** IANA zone every date is shown in (and labelled with). */
  timeZone: string;
  /** `en` or `es-CO`: the locale for numbers and dates. */
  language: Language;
  theme: Theme;
}

export const DEFAULT_PREFERENCES: Preferences = { timeZone: 'UTC', language: 'en', theme: 'system' };

/** The signed-in member's display preferences (defaults when signed out). Once per request. */
export const getPreferences = cache(async (): Promise<Preferences> => {
  const session = await getStaffSession();
  if (!session) return DEFAULT_PREFERENCES;
  const member = await getStaffCached(await getConsoleDb(), session.user.id);
  if (!member) return DEFAULT_PREFERENCES;
  return {
    timeZone: isTimeZone(member.timezone) ? member.timezone : DEFAULT_PREFERENCES.timeZone,
    language: member.language === 'es-CO' ? 'es-CO' : 'en',
    theme: member.theme === 'light' || member.theme === 'dark' ? member.theme : 'system',
  };
});

/** Zones already checked: a member's preferences are read on every request, and a formatter costs ~1 ms to make. */
const checkedZones = new Map<string, boolean>();

export function isTimeZone(value: string): boolean {
  const known = checkedZones.get(value);
  if (known !== undefined) return known;
  let valid: boolean;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    valid = true;
  } catch {
    valid = false;
  }
  if (checkedZones.size > 1_000) checkedZones.clear();
  checkedZones.set(value, valid);
  return valid;
}
