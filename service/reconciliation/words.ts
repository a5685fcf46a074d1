import { minorToDecimal } from '../../core/money/units';

/**
 * An amount as finance reads it in a refusal or a finding: "USD 35,667.15", "−USD 0.01" (minor units to the
 * currency's digits, by integer arithmetic). The console shows these messages as they come.
 */
export function formatAmount(minor: number, currency: string): string {
  const [units, cents] = minorToDecimal(Math.abs(minor), currency).split('.');
  const whole = units.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = cents ? `.${cents}` : '';
  return `${minor < 0 ? '−' : ''}${currency} ${whole}${fraction}`;
}
