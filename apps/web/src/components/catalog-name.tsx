import type { ReactNode } from 'react';
import { useCatalogTexts } from '@/lib/catalog/catalog-texts';

/**
 * A name from the catalog, or an order's copy of one, in the page's language where it is written
 * in it, else in English marked `lang="en"` (docs/languages.md "The catalog"). A list of names
 * marks each name so; a block of catalog text adds the note (`TenantTextLanguageNote`) itself.
 */
export function CatalogName<
  T extends { es?: object | null | undefined },
  F extends keyof T & string,
>({ item, field }: { item: T; field: F }) {
  const { textOf } = useCatalogTexts();
  const name = textOf(item, field);
  const text = name.text as ReactNode;
  return name.lang ? <span lang={name.lang}>{text}</span> : <>{text}</>;
}
