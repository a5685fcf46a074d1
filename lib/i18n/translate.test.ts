import { describe, expect, it } from 'vitest';
import { en } from './en';
import { esCO } from './es-CO';
import { t, toLanguage, translator } from './translate';

describe('translator', () => {
  it('translates and fills values, formatting numbers for the locale', () => {
    expect(t('en', 'nav.payments')).toBe('Payments');
    expect(t('es-CO', 'nav.payments')).toBe('Pagos');
    expect(t('en', 'table.rowsRange', { first: 1, last: 25 })).toBe('Rows 1–25');
    expect(t('en', 'overview.kpi.volumeHint', { count: 12345 })).toBe('12,345 succeeded payments');
    expect(t('es-CO', 'overview.kpi.volumeHint', { count: 12345 })).toBe('12.345 pagos exitosos');
  });

  it('picks plural forms by the language’s rules', () => {
    const en = translator('en');
    const es = translator('es-CO');
    expect(en.plural('palette.results', 1)).toBe('1 result');
    expect(en.plural('palette.results', 2)).toBe('2 results');
    expect(es.plural('palette.results', 1)).toBe('1 resultado');
    expect(es.plural('palette.results', 0)).toBe('0 resultados');
    // CLDR gives Spanish a "many" form for millions; it falls back to "other".
    expect(es.plural('palette.results', 1_000_000)).toBe('1.000.000 resultados');
  });

  it('leaves unknown placeholders visible rather than blank', () => {
    expect(t('en', 'overview.welcome')).toBe('Welcome, {name}');
  });

  it('reads stored language codes', () => {
    expect(toLanguage('es-CO')).toBe('es-CO');
    expect(toLanguage('es_CO')).toBe('es-CO');
    expect(toLanguage('en')).toBe('en');
    expect(toLanguage(null)).toBe('en');
    expect(toLanguage('fr')).toBe('en');
  });

  it('has a Spanish message for every English one, with the same placeholders', () => {
    expect(Object.keys(esCO).sort()).toEqual(Object.keys(en).sort());
    const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(placeholders(esCO[key]), key).toEqual(placeholders(en[key]));
    }
  });
});
