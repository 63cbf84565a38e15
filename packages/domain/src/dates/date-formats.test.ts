import { describe, expect, it } from 'vitest';
import { DATE_FORMATS, MONTH_KEYS, MONTH_NAMES, formatDate } from './date-formats';

describe('formatDate (docs/product/constants-and-limits.md)', () => {
  const date = new Date('2025-03-07T23:30:00Z');
  it.each([
    [DATE_FORMATS.short, '03/07/2025'],
    [DATE_FORMATS.shortYear, '03/07/25'],
    [DATE_FORMATS.long, 'March 07, 2025'],
    [DATE_FORMATS.sortable, '2025/03/07'],
  ])('%s -> %s', (format, expected) => {
    expect(formatDate(date, format)).toBe(expected);
  });

  it.each([
    [DATE_FORMATS.short, '07/03/2025'],
    [DATE_FORMATS.shortYear, '07/03/25'],
    [DATE_FORMATS.long, '7 de marzo de 2025'],
    [DATE_FORMATS.sortable, '2025/03/07'],
  ])('in Spanish, %s -> %s (day first, month in words)', (format, expected) => {
    expect(formatDate(date, format, 'es')).toBe(expected);
  });

  it.each([
    ['en', '11/29/2026', 'November 29, 2026'],
    ['es', '29/11/2026', '29 de noviembre de 2026'],
  ] as const)(
    'in %s, a date whose day could be a month reads unambiguously',
    (language, short, long) => {
      const day = new Date('2026-11-29');
      expect(formatDate(day, DATE_FORMATS.short, language)).toBe(short);
      expect(formatDate(day, DATE_FORMATS.long, language)).toBe(long);
    },
  );

  it('reads a plain date as that calendar day', () => {
    expect(formatDate(new Date('2025-06-01'), 'MM/DD/YYYY')).toBe('06/01/2025');
  });

  it('keys month names 01 to 12', () => {
    expect(MONTH_KEYS.map((k) => MONTH_NAMES[k])).toHaveLength(12);
    expect([...Object.keys(MONTH_NAMES)].sort()).toEqual(MONTH_KEYS);
    expect(MONTH_KEYS).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
      '11',
      '12',
    ]);
    expect(MONTH_NAMES['12']).toBe('December');
  });
});
