import { DATE_FORMATS, formatDate } from '@portal/domain/dates/date-formats';
import type { ErrorCode } from '@portal/domain/errors/error-code';
import { en as enMessages } from '@portal/domain/i18n/en';
import { es as esMessages } from '@portal/domain/i18n/es';
import type { Language } from '@portal/domain/i18n/languages';

// What every mail and document the server writes to a learner says the same way: the greeting,
// dates, and the error catalogue's messages. One table per language, Spanish typed against
// English so that a missing entry does not compile (docs/languages.md "Translations").

const en = {
  greeting: (firstName: string) => `Hello ${firstName},`,
  /** `November 29, 2026` */
  longDate: (date: Date) => formatDate(date, DATE_FORMATS.long),
  /** `11/29/2026` */
  shortDate: (date: Date) => formatDate(date, DATE_FORMATS.short),
  errorMessage: (code: ErrorCode) => enMessages.errors[code],
};

export type CommonWords = typeof en;

const es: CommonWords = {
  greeting: (firstName) => `Hola, ${firstName}:`,
  /** `29 de noviembre de 2026` */
  longDate: (date) => formatDate(date, DATE_FORMATS.long, 'es'),
  /** `29/11/2026` */
  shortDate: (date) => formatDate(date, DATE_FORMATS.short, 'es'),
  errorMessage: (code) => esMessages.errors[code],
};

export const COMMON_WORDS: Record<Language, CommonWords> = { en, es };
