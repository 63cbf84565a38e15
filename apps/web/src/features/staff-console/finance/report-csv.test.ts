import { describe, expect, it } from 'vitest';
import { csvDollars, toCsv } from './report-csv';

describe('toCsv', () => {
  it('quotes what needs quoting and keeps formulas as text', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x, y', 'say "hi"'],
          ['=SUM(A1)', '-1'],
        ],
      ),
    ).toBe('a,b\r\n"x, y","say ""hi"""\r\n\'=SUM(A1),\'-1\r\n');
  });

  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [6945, '69.45'],
    [123456789, '1234567.89'],
  ])('%d cents are %s dollars', (cents, dollars) => {
    expect(csvDollars(cents)).toBe(dollars);
  });
});
