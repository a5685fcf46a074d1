import { describe, expect, it } from 'vitest';
import { translator } from '@/lib/i18n/translate';
import { daysAreListDays, overviewDaysPhrase } from './days-label';

describe('the overview’s days label', () => {
  const en = translator('en');
  const es = translator('es-CO');
  it('shows a cut-off other than midnight, in each language', () => {
    expect(en(overviewDaysPhrase('America/Bogota', 'UTC-05:00', '17:00'))).toBe(
      'Days in America/Bogota (UTC-05:00), ending at 17:00',
    );
    expect(es(overviewDaysPhrase('America/Bogota', 'UTC-05:00', '17:00'))).toBe(
      'Días en America/Bogota (UTC-05:00), con cierre a las 17:00',
    );
    expect(en(overviewDaysPhrase('UTC', 'UTC', '04:00'))).toBe('Days in UTC, ending at 04:00');
  });
  it('says nothing of a midnight cut-off', () => {
    expect(en(overviewDaysPhrase('America/Bogota', 'UTC-05:00', '00:00'))).toBe('Days in America/Bogota (UTC-05:00)');
    expect(en(overviewDaysPhrase('UTC', 'UTC', null))).toBe('Days in UTC');
  });
  it('links to the lists with its dates only when its days are UTC calendar days', () => {
    expect(daysAreListDays('UTC', '00:00')).toBe(true);
    expect(daysAreListDays('UTC', null)).toBe(true);
    expect(daysAreListDays('UTC', '17:00')).toBe(false);
    expect(daysAreListDays('America/Bogota', '00:00')).toBe(false);
  });
});
