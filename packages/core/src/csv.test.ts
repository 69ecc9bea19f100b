import { describe, expect, it } from 'vitest';
import { safeCsvCell, toCsv } from './csv';

describe('csv', () => {
  it('defuses cells a spreadsheet would read as formulas', () => {
    expect(safeCsvCell('=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    expect(safeCsvCell('+1')).toBe(`'+1`);
    expect(safeCsvCell('-2')).toBe(`'-2`);
    expect(safeCsvCell('@SUM(A1)')).toBe(`'@SUM(A1)`);
    expect(safeCsvCell('\tx')).toBe(`'\tx`);
    expect(safeCsvCell('WEB-12')).toBe('WEB-12');
    expect(safeCsvCell(null)).toBe('');
    expect(safeCsvCell(3)).toBe('3');
  });

  it('quotes every cell and doubles inner quotes', () => {
    expect(
      toCsv([
        ['a', 'say "hi"'],
        ['=1', null],
      ]),
    ).toBe(`"a","say ""hi"""\r\n"'=1",""\r\n`);
  });
});
