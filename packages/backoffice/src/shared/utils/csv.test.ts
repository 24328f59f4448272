import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv';

describe('csv', () => {
  it('starts with a UTF-8 byte order mark and ends rows with CRLF', () => {
    const csv = toCsv(['Day', 'GMV'], [['2026-03-01', '12.5'], ['2026-03-02', 0]]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe('Day,GMV\r\n2026-03-01,12.5\r\n2026-03-02,0\r\n');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(' padded')).toBe('" padded"');
    expect(csvField('plain')).toBe('plain');
  });

  it('writes empty cells for missing values and keeps non-Latin text as is', () => {
    expect(toCsv(['متجر', '評価'], [[null, undefined]]).slice(1)).toBe('متجر,評価\r\n,\r\n');
  });

  it('keeps text that a spreadsheet would run as a formula as text, but not negative numbers', () => {
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField('-12.5')).toBe('-12.5');
    expect(csvField(-3)).toBe('-3');
  });
});
