/**
 * A phone number as staff read it. The API stores what the client sent: a calling code ("1", "+57") or, from some
 * clients, a country code ("US"), and a number that may already carry its own "+" prefix.
 */
export function formatPhone(phone: { countryCode?: string | null; number: string }): string {
  const number = phone.number.trim();
  if (number.startsWith('+')) return number;
  const code = (phone.countryCode ?? '').trim().replace(/^\+/, '');
  if (!code) return number;
  return /^\d+$/.test(code) ? `+${code} ${number}` : `${number} (${code.toUpperCase()})`;
}
