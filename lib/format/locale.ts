/** A staff language preference ("en", "es_CO", "es-CO") as a BCP 47 locale Intl accepts; en-US otherwise. */
export function toLocale(language: string | null | undefined): string {
  const candidate = (language ?? '').trim().replace(/_/g, '-');
  if (!candidate) return 'en-US';
  try {
    return Intl.getCanonicalLocales(candidate)[0] ?? 'en-US';
  } catch {
    return 'en-US';
  }
}
