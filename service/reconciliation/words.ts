import { currencyFractionDigits } from '../../core/money/currency-digits';

/**
 * An amount as finance reads it in a refusal or a finding: "USD 35,667.15", "−USD 0.01" (minor units to the
 * currency's digits, by integer arithmetic). The console shows these messages as they come.
 */
export function formatAmount(minor: number, currency: string): string {
  const digits = currencyFractionDigits(currency);
  const abs = Math.abs(minor);
  const scale = 10 ** digits;
  const whole = Math.floor(abs / scale)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = digits ? `.${String(abs % scale).padStart(digits, '0')}` : '';
  return `${minor < 0 ? '−' : ''}${currency} ${whole}${fraction}`;
}
