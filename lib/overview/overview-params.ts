/**
 * The overview's URL state: `?days=7|30|90` (a rolling period ending today in the member's zone) or
 * `?from=YYYY-MM-DD&to=YYYY-MM-DD` (a custom one), and `currency`. Pure, so it is unit-tested and the
 * server page and the picker read the same rules.
 */

import { addDays, daysBetween, isIsoDate } from '@/core/calendar';

export const PRESET_DAYS = [7, 30, 90] as const;
export type PresetDays = (typeof PRESET_DAYS)[number];
export const DEFAULT_DAYS: PresetDays = 30;
/** The API's limit (docs/decisions.md, analytics). */
export const MAX_DAYS = 366;

export interface OverviewSelection {
  /** The preset in use, or null for a custom period. */
  days: PresetDays | null;
  from: string;
  to: string;
  /** ISO 4217 in upper case, or null for the merchant's default. */
  currency: string | null;
  /** The custom period in the URL was unusable (the default period is shown instead). */
  invalidRange: boolean;
}

/** Days from `from` to `to`, both included. */
export function spanDays(from: string, to: string): number {
  return daysBetween(from, to) + 1;
}

/** The period of a preset: the `days` days ending `today`. */
export function presetPeriod(days: PresetDays, today: string): { from: string; to: string } {
  return { from: addDays(today, -(days - 1)), to: today };
}

type RawParams = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

/**
 * Reads the URL. A custom period wins when both dates are given and differ from the preset's (the picker
 * form sends the preset's dates back unchanged when only the currency changes).
 */
export function readOverviewParams(params: RawParams, today: string): OverviewSelection {
  const rawCurrency = first(params.currency)?.toUpperCase();
  const currency = rawCurrency && /^[A-Z]{3}$/.test(rawCurrency) ? rawCurrency : null;
  const daysParam = Number(first(params.days));
  const preset = (PRESET_DAYS as readonly number[]).includes(daysParam) ? (daysParam as PresetDays) : null;
  const from = first(params.from);
  const to = first(params.to);

  if (from !== undefined || to !== undefined) {
    const presetDates = preset ? presetPeriod(preset, today) : null;
    const unchanged = presetDates && from === presetDates.from && to === presetDates.to;
    if (!unchanged) {
      if (isIsoDate(from) && isIsoDate(to) && from <= to && spanDays(from, to) <= MAX_DAYS)
        return { days: null, from, to, currency, invalidRange: false };
      return { days: DEFAULT_DAYS, ...presetPeriod(DEFAULT_DAYS, today), currency, invalidRange: true };
    }
  }
  const days = preset ?? DEFAULT_DAYS;
  return { days, ...presetPeriod(days, today), currency, invalidRange: false };
}

/** The URL of a selection (defaults left out, so the plain overview is `/`). */
export function overviewHref(selection: {
  days: PresetDays | null;
  from?: string;
  to?: string;
  currency: string | null;
}): string {
  const query = new URLSearchParams();
  if (selection.days !== null) {
    if (selection.days !== DEFAULT_DAYS) query.set('days', String(selection.days));
  } else if (selection.from && selection.to) {
    query.set('from', selection.from);
    query.set('to', selection.to);
  }
  if (selection.currency) query.set('currency', selection.currency);
  const text = query.toString();
  return text ? `/?${text}` : '/';
}
