import { SANDBOX_FAILURES } from '../processor/transitions';
import type { SeedContext } from './context';

/** Amount endings the processor treats specially (failures, disputes). */
const SPECIAL_ENDINGS = new Set([...Object.keys(SANDBOX_FAILURES).map(Number), 66]);

/** A plausible amount in minor units for the currency and purpose, off the processor's special endings. */
export function amountFor(
  g: SeedContext,
  currency: string,
  purpose: 'payment' | 'payout' | 'transfer' | 'plan' | 'micro',
): number {
  const r = g.r;
  if (purpose === 'micro') return r.int(1, 99);
  // log-uniform between the bounds, in major units × 100
  const [lo, hi] =
    currency === 'COP'
      ? purpose === 'payout'
        ? [20_000_00, 5_000_000_00]
        : [8_000_00, 2_500_000_00]
      : purpose === 'payout'
        ? [50_00, 8_000_00]
        : purpose === 'plan'
          ? [9_00, 250_00]
          : [5_00, 2_500_00];
  let amount = Math.round(Math.exp(Math.log(lo) + r.next() * (Math.log(hi) - Math.log(lo))));
  if (currency === 'COP') amount = Math.round(amount / 100_00) * 100_00 || 100_00;
  else if (r.chance(0.5)) amount = Math.round(amount / 100) * 100 - (r.chance(0.5) ? 1 : 0);
  return plain(amount);
}

/** Moves an amount off the endings that trigger failures and disputes. */
export function plain(amount: number): number {
  return SPECIAL_ENDINGS.has(amount % 100) ? amount + 10 : amount;
}

/** The amount (at least 1.00) with the given last two digits. */
export function withEnding(amount: number, ending: number): number {
  return Math.max(100, Math.floor(amount / 100) * 100) + ending;
}
