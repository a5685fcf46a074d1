import { phrase, type Phrase } from '@/lib/i18n/core';

/**
 * What the overview says its days are (docs/reports.md, "The business day"): the zone, its UTC offset when the
 * zone's name is not one, and the business day's cut-off when it is not midnight ("Days in America/Bogota
 * (UTC-05:00), ending at 17:00").
 */
export function overviewDaysPhrase(zone: string, offset: string, cutoff: string | null): Phrase {
  const withOffset = offset !== zone;
  if (cutoff && cutoff !== '00:00')
    return withOffset
      ? phrase('overview.daysInCutoff', { zone, offset, cutoff })
      : phrase('overview.daysInZoneCutoff', { zone, cutoff });
  return withOffset ? phrase('overview.daysIn', { zone, offset }) : phrase('overview.daysInZone', { zone });
}

/** Whether the overview's days are the lists' date filter's days (UTC calendar days), so its links may carry them. */
export const daysAreListDays = (zone: string, cutoff: string | null) =>
  zone === 'UTC' && (cutoff ?? '00:00') === '00:00';
