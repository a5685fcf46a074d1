import { describe, expect, it } from 'vitest';
import { csvField, csvRow, guardFormula } from './csv';

describe('csvField (RFC 4180)', () => {
  it('leaves plain text bare and quotes what needs quoting', () => {
    expect(csvField('Order 6735')).toBe('Order 6735');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvField('line 1\r\nline 2')).toBe('"line 1\r\nline 2"');
    expect(csvField('Gómez — ☃')).toBe('Gómez — ☃');
  });

  it('writes absent values as empty cells and scalars plainly', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField('')).toBe('');
    expect(csvField(true)).toBe('true');
    expect(csvField(false)).toBe('false');
    expect(csvField(-1050)).toBe('-1050');
    expect(csvField(12345678901234567890n)).toBe('12345678901234567890');
    expect(csvField(Number.NaN)).toBe('');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(csvField('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvField('+1 555 0100')).toBe("'+1 555 0100");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1:A9)')).toBe("'@SUM(A1:A9)");
    expect(csvField('\t=1+1')).toBe(`"'\t'=1+1"`);
    expect(csvField('\r=1+1')).toBe(`"'\r'=1+1"`);
    expect(guardFormula('a=b')).toBe('a=b');
  });

  it('defuses formulas a semicolon-separated reader (es-CO spreadsheets) would find after a `;`, and quotes the field', () => {
    expect(csvField('Gómez;=HYPERLINK("http://evil","x")')).toBe(`"Gómez;'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvField('a;b')).toBe('"a;b"');
    for (const after of ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1', ' =1', '"=1"']) {
      const field = csvField(`Gómez;${after}`);
      // Every cell a `;` starts begins with the single quote.
      for (const cell of field.split(';').slice(1)) expect(cell, JSON.stringify(after)).toMatch(/^'/);
    }
    expect(csvField('=a;+b;c')).toBe(`"'=a;'+b;c"`);
    expect(guardFormula('a;b')).toBe('a;b');
  });

  it('defuses a formula on any line of a cell, and after a tab, however the line breaks (CR, LF, CRLF)', () => {
    expect(csvField('victim@example.com\n=HYPERLINK("http://evil","x")')).toBe(
      `"victim@example.com\n'=HYPERLINK(""http://evil"",""x"")"`,
    );
    for (const br of ['\n', '\r', '\r\n', '\n\r', '\t', '\n ']) {
      for (const start of ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '"=1"']) {
        const field = csvField(`note${br}${start}`);
        // Every line and tab-separated part after the first starts, past its spaces, with the single quote.
        for (const part of field
          .slice(1, -1)
          .split(/[\r\n\t]+/)
          .slice(1))
          expect(part.trimStart(), JSON.stringify(br + start)).toMatch(/^'/);
      }
    }
    expect(guardFormula('line one\nline two')).toBe('line one\nline two');
  });

  it('keeps numbers it wrote itself as numbers, but guards text posing as a number column', () => {
    expect(csvField('-10.50', 'number')).toBe('-10.50');
    expect(csvField('1234.56', 'number')).toBe('1234.56');
    expect(csvField('-10.50', 'text')).toBe("'-10.50");
    expect(csvField('=1+1', 'number')).toBe("'=1+1");
    expect(csvField('-1,5', 'number')).toBe(`"'-1,5"`);
  });

  it('ends rows with CRLF', () => {
    expect(csvRow([{ value: 'a' }, { value: null }, { value: 'b,c' }, { value: 5, kind: 'number' }])).toBe(
      'a,,"b,c",5\r\n',
    );
  });
});
