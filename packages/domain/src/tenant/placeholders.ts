import { LANGUAGES, type Language } from '../i18n/languages';
import type { GlobalValue, GlobalValues } from './tenant-config';

// `{$name.path}` in content and config strings is filled from the global values (docs/product/screens-and-routes.md), e.g.
// `{$company.name}` reads `values.company.name` of tenants/global.json.
const PLACEHOLDER = /\{\$([A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)*)\}/g;

/**
 * The values placeholders are filled from, by the language of the text that holds them: English
 * always, another language's where the tenant gave its own (tenants/README.md "Placeholders and
 * schedules"); a language without its own values is filled from the English.
 */
export type PlaceholderValues = { en: GlobalValues } & Partial<Record<Language, GlobalValues>>;

/** Where an unknown placeholder sits: its name and the JSON path of the string holding it. */
export interface UnknownPlaceholder {
  name: string;
  path: (string | number)[];
}

// Only leaves can be written into text; `{$company}` naming a group counts as unknown.
function lookup(values: GlobalValues, name: string): string | undefined {
  let node: GlobalValue | undefined = values;
  for (const key of name.split('.')) {
    if (typeof node !== 'object' || !Object.hasOwn(node, key)) return undefined;
    node = node[key];
  }
  return typeof node === 'object' || node === undefined ? undefined : String(node);
}

function fillString(text: string, values: GlobalValues): string {
  // An unknown placeholder is left as written so the gap is visible on the page, not hidden.
  return text.replace(PLACEHOLDER, (whole, name: string) => lookup(values, name) ?? whole);
}

// What a tenant writes in another language sits beside its English under that language's key
// (`systemAlert.es`, a question's `es`, a page's `es`): the strings under it are in that language.
function languageUnder(key: string, outer: Language): Language {
  return key !== 'en' && (LANGUAGES as readonly string[]).includes(key) ? (key as Language) : outer;
}

const valuesIn = (values: PlaceholderValues, language: Language) => values[language] ?? values.en;

/**
 * A copy of the JSON value `value` with every known `{$name.path}` in its strings (at any depth,
 * object keys excepted) replaced by its value in the language of the text: `language`, and under
 * a key naming another language (`es`), that one. Unknown placeholders stay intact.
 */
export function fillPlaceholders<T>(
  value: T,
  values: PlaceholderValues,
  language: Language = 'en',
): T {
  if (typeof value === 'string') return fillString(value, valuesIn(values, language)) as T;
  if (Array.isArray(value))
    return value.map((item: unknown) => fillPlaceholders(item, values, language)) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        fillPlaceholders(item, values, languageUnder(key, language)),
      ]),
    ) as T;
  }
  return value;
}

/**
 * Every placeholder in `value` that its language's values cannot fill (as `fillPlaceholders`
 * reads them), in document order; for the start-up check.
 */
export function unknownPlaceholders(
  value: unknown,
  values: PlaceholderValues,
  path: (string | number)[] = [],
  language: Language = 'en',
): UnknownPlaceholder[] {
  if (typeof value === 'string') {
    return [...value.matchAll(PLACEHOLDER)]
      .map((match) => match[1] ?? '')
      .filter((name) => lookup(valuesIn(values, language), name) === undefined)
      .map((name) => ({ name, path }));
  }
  if (Array.isArray(value)) {
    return value.flatMap((item: unknown, i) =>
      unknownPlaceholders(item, values, [...path, i], language),
    );
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) =>
      unknownPlaceholders(item, values, [...path, key], languageUnder(key, language)),
    );
  }
  return [];
}
