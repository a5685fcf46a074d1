import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isIsoDate } from '@/core/calendar';
import { csvRows, UTF8_BOM } from '@/core/csv';
import { LIMITS } from '@/core/limits';
import { decimalToMinor, majorToMinor, minorToDecimal } from '@/core/money/units';
import { FINANCE_RESOLUTIONS, RESOLUTIONS } from '@/core/reconciliation';
import { csvHeader, encodeRows } from '@/lib/export/stream';
import { EXPORT_COLUMNS } from '@/lib/export/columns';
import * as consoleMoney from '@/lib/format/money';
import { parseMajorAmount } from '@/lib/forms/money';
import {
  isCalendarDate,
  LIMITS as FORM_LIMITS,
  referenceProblem,
  statementDescriptorProblem,
} from '@/lib/forms/field-rules';
import * as consoleReconciliation from '@/lib/reconciliation';
import { amountInput, dateOnly, reference, statementDescriptor } from '../service/http/fields';
import { ResolveBody } from '../service/reconciliation/schemas';
import { formatAmount } from '../service/reconciliation/words';
import { csvLines } from '../service/reports/export';

/**
 * A rule both halves use is defined once, in core/ (docs/engineering.md, "Layout and boundaries"): this file imports the
 * console's uses and the API's uses of each and checks they are core's, or answer as core's does. (It lives here
 * because core/, lib/ and service/ may not import each other this way.)
 */

const currencies = fc.constantFrom('USD', 'COP', 'JPY', 'KWD', 'CLF');
const amounts = fc.integer({ min: -LIMITS.maxAmount, max: LIMITS.maxAmount });

describe('money: minor ↔ major units', () => {
  it('the console shows and reads amounts with core’s conversions', () => {
    expect(consoleMoney.minorToDecimal).toBe(minorToDecimal);
    expect(consoleMoney.majorToMinor).toBe(majorToMinor);
  });

  it('an export’s formatted column, the API’s finance messages and its statement reader agree with core', () => {
    const formatted = EXPORT_COLUMNS.payments.find((c) => c.header === 'amount_formatted')!;
    fc.assert(
      fc.property(amounts, currencies, (minor, currency) => {
        const text = minorToDecimal(minor, currency);
        expect(formatted.value({ amount: minor, currency } as never)).toBe(text);
        // The API words it grouped ("USD 1,234.56", "−USD 0.05"): the same digits.
        const worded = formatAmount(minor, currency);
        expect(worded.replace('−', '-').replace(`${currency} `, '').replace(/,/g, '')).toBe(text);
        // A bank statement line with that text reads back to the same minor units.
        expect(decimalToMinor(text, currency)).toBe(minor);
        // A person typing it in a form gets the same minor units.
        if (minor > 0) expect(parseMajorAmount(text, currency)).toEqual({ ok: true, minor });
      }),
      { numRuns: 300 },
    );
  });
});

describe('field limits', () => {
  it('the console’s forms and the API refuse at the same boundaries', () => {
    expect(FORM_LIMITS).toBe(LIMITS);
    const max = LIMITS.maxAmount;
    expect(amountInput.safeParse(max).success).toBe(true);
    expect(amountInput.safeParse(max + 1).success).toBe(false);
    expect(parseMajorAmount(minorToDecimal(max, 'USD'), 'USD').ok).toBe(true);
    expect(parseMajorAmount(minorToDecimal(max + 1, 'USD'), 'USD').ok).toBe(false);
    const { min, max: longest } = LIMITS.statementDescriptor;
    for (const length of [min - 1, min, longest, longest + 1]) {
      const text = 'A'.repeat(length);
      expect(statementDescriptor.safeParse(text).success, `${length}`).toBe(statementDescriptorProblem(text) === null);
    }
    for (const length of [LIMITS.reference, LIMITS.reference + 1]) {
      const text = 'r'.repeat(length);
      expect(reference.safeParse(text).success, `${length}`).toBe(referenceProblem(text) === null);
    }
  });
});

describe('dates', () => {
  it('the console’s forms and the API read a calendar date by core’s rule', () => {
    expect(isCalendarDate).toBe(isIsoDate);
    for (const day of ['2026-02-28', '2026-02-29', '2028-02-29', '2026-13-01', '2026-1-01', '2026-04-31', 'x'])
      expect(dateOnly.safeParse(day).success, day).toBe(isIsoDate(day));
  });
});

describe('reconciliation words', () => {
  it('finance chooses the same resolutions in the console and through the API', () => {
    expect(consoleReconciliation.FINANCE_RESOLUTIONS).toBe(FINANCE_RESOLUTIONS);
    for (const resolution of RESOLUTIONS)
      expect(ResolveBody.safeParse({ resolution, note: 'checked' }).success, resolution).toBe(
        (FINANCE_RESOLUTIONS as readonly string[]).includes(resolution),
      );
  });
});

describe('CSV', () => {
  it('the console’s exports and the API’s report exports write the same bytes for the same cells', () => {
    const cells = ['Gómez;=HYPERLINK("http://evil","x")', '-12.50', '+1 555', 'line\n=1+1', 'a,b', '1234'];
    const columns = cells.map((_, i) => ({ header: `c${i}`, kind: 'number' as const, value: (r: string[]) => r[i] }));
    expect(csvHeader(columns as never)).toBe(UTF8_BOM + csvLines([columns.map((c) => c.header)]));
    expect(encodeRows([cells], 'csv', columns)).toBe(csvLines([cells]));
    expect(csvLines([cells])).toBe(csvRows([cells.map((value) => ({ value, kind: 'number' }))]));
  });
});
