import { useTranslation } from 'react-i18next';
import { fieldIn } from '@portal/domain/content/written-in';
import type { Language } from '@portal/domain/i18n/languages';

/** A catalog text as a page shows it: the text, and the `lang` to mark it with if not the page's. */
export interface CatalogText<T> {
  text: T;
  language: Language;
  /** Set when the text is not in the page's language (an untranslated English name on a Spanish page). */
  lang: Language | undefined;
}

/**
 * The catalog's texts for this page (docs/languages.md "The catalog"): the catalog and
 * organisation APIs answer an entry's Spanish texts beside its English ones (`es`), and a Spanish
 * page shows the Spanish where it is written, else the English marked as English, with the same
 * note as a tenant's own untranslated text (`TenantTextLanguageNote`).
 */
export function useCatalogTexts() {
  const { i18n } = useTranslation();
  const page = i18n.language as Language;
  return {
    textOf<T extends { es?: object | null | undefined }, F extends keyof T & string>(
      item: T,
      field: F,
    ): CatalogText<T[F]> {
      const written = fieldIn(item, field, page);
      return { ...written, lang: written.language === page ? undefined : written.language };
    },
    /**
     * The language a block's note speaks of: that of the first of its texts not in the page's
     * language, or the page's own (no note) when all are in it.
     */
    noteOf(...texts: readonly { language: Language }[]): Language {
      return texts.find((text) => text.language !== page)?.language ?? page;
    },
  };
}
