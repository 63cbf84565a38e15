import type { Language } from '../i18n/languages';

/** A tenant's text in the language it is shown in. */
export interface Written<T> {
  text: T;
  /** The language `text` is written in, which a page in another marks (`lang`) and says. */
  language: Language;
}

/**
 * What a tenant wrote, for a page in `language` (docs/languages.md "A tenant's own content"): its
 * version in that language when it wrote one, else its English, which it always writes.
 */
export function writtenIn<T>(
  versions: { en: T } & Partial<Record<Language, T>>,
  language: Language,
): Written<T> {
  const own = versions[language];
  return own === undefined ? { text: versions.en, language: 'en' } : { text: own, language };
}

/** A content page (its file's shape: the English page, `es` its Spanish) for a page in `language`. */
export function pageIn<Page extends object>(
  file: Page & { es?: Page | undefined },
  language: Language,
): Written<Page> {
  const { es, ...english } = file;
  return writtenIn<Page>({ en: english as Page, es }, language);
}

/**
 * One text of something that may carry its Spanish beside it as `es` (a catalog entry as the
 * catalog and organisation APIs answer it, docs/languages.md "The catalog"), for a page in
 * `language`: `field` of `es` when it is written, else the English `field`.
 */
export function fieldIn<T extends { es?: object | null | undefined }, F extends keyof T & string>(
  item: T,
  field: F,
  language: Language,
): Written<T[F]> {
  const spanish = (item.es as Partial<Record<F, T[F]>> | null | undefined)?.[field];
  return writtenIn<T[F]>({ en: item[field], es: spanish ?? undefined }, language);
}
