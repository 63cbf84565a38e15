import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type DateFormat, formatDate } from '@portal/domain/dates/date-formats';
import type { Language } from '@portal/domain/i18n/languages';
import { formatPricePer, type PriceUnit, type PriceWords } from '@portal/domain/ledger/periodicity';
import { DOMAIN_NS } from './i18n';

/** Dates and prices as the page's language writes them (docs/languages.md "Dates and prices"). */
export interface PageFormats {
  /** A date the server sent (an ISO string) or the page worked out, in one of DATE_FORMATS. */
  date(date: Date | string, format: DateFormat): string;
  /** A price with what it is charged per: "$299.00 per month", "$299.00 por mes". */
  price(priceCents: number, unit: PriceUnit): string;
}

/** The price words of the page's language, from the domain's messages (which a tenant may reword). */
export const priceWords = (t: TFunction): PriceWords =>
  t(`${DOMAIN_NS}:price`, { returnObjects: true }) as PriceWords;

export function pageFormats(language: Language, t: TFunction): PageFormats {
  const words = priceWords(t);
  return {
    date: (date, format) => formatDate(new Date(date), format, language),
    price: (priceCents, unit) => formatPricePer(priceCents, unit, words),
  };
}

/** The formats of the page being rendered, in the language its messages are in. */
export function usePageFormats(): PageFormats {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  return useMemo(() => pageFormats(language, t), [language, t]);
}
