import type { Language } from '../i18n/languages';

// docs/product/constants-and-limits.md date formats and entities.md "Month names are keyed 01 to 12".
// Each format is named by its English pattern; a Spanish page shows the same format day-first
// (docs/languages.md "Dates and prices").
export const DATE_FORMATS = {
  short: 'MM/DD/YYYY',
  shortYear: 'MM/DD/YY',
  long: 'MMMM DD, YYYY',
  sortable: 'YYYY/MM/DD',
} as const;

export type DateFormat = (typeof DATE_FORMATS)[keyof typeof DATE_FORMATS];

export const MONTH_NAMES = {
  '01': 'January',
  '02': 'February',
  '03': 'March',
  '04': 'April',
  '05': 'May',
  '06': 'June',
  '07': 'July',
  '08': 'August',
  '09': 'September',
  '10': 'October',
  '11': 'November',
  '12': 'December',
} as const;

export type MonthKey = keyof typeof MONTH_NAMES;

/** The month names in Spanish, which writes them in lower case. */
export const SPANISH_MONTH_NAMES: Record<MonthKey, string> = {
  '01': 'enero',
  '02': 'febrero',
  '03': 'marzo',
  '04': 'abril',
  '05': 'mayo',
  '06': 'junio',
  '07': 'julio',
  '08': 'agosto',
  '09': 'septiembre',
  '10': 'octubre',
  '11': 'noviembre',
  '12': 'diciembre',
};

// In calendar order: object keys '10'..'12' are integer-like and would enumerate first.
export const MONTH_KEYS: readonly MonthKey[] = [
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
];

const pad = (n: number) => n.toString().padStart(2, '0');

/**
 * The date in one of the formats (docs/product/constants-and-limits.md), in a page's language:
 * English as the formats are written (`11/29/2026`, `November 29, 2026`), Spanish day-first
 * (`29/11/2026`, `29 de noviembre de 2026`); the sortable form is the same in both. Calendar fields
 * are read in UTC: the server sends dates as ISO instants or plain dates (which parse as UTC
 * midnight), and reading them in the browser's zone would move '2025-06-01' to May 31 west of
 * Greenwich.
 */
export function formatDate(date: Date, format: DateFormat, language: Language = 'en'): string {
  const year = date.getUTCFullYear().toString();
  const month = pad(date.getUTCMonth() + 1) as MonthKey;
  const day = pad(date.getUTCDate());
  const spanish = language === 'es';
  switch (format) {
    case 'MM/DD/YYYY':
      return spanish ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
    case 'MM/DD/YY':
      return spanish ? `${day}/${month}/${year.slice(-2)}` : `${month}/${day}/${year.slice(-2)}`;
    case 'MMMM DD, YYYY':
      return spanish
        ? `${date.getUTCDate()} de ${SPANISH_MONTH_NAMES[month]} de ${year}`
        : `${MONTH_NAMES[month]} ${day}, ${year}`;
    case 'YYYY/MM/DD':
      return `${year}/${month}/${day}`;
  }
}
