import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@portal/domain/i18n/languages';

// Every language's message files hold the same messages (docs/languages.md "Translations"): a key
// one language lacks would show the other's words, a key only one has is a message no page uses
// in the other. Plurals are compared by what each language's rules need (ICU plural categories).
// The staff console's own namespace is for staff, who work in English.
const ENGLISH_ONLY = new Set(['staff']);
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every message file, by `<language>/<namespace>`. */
const files = Object.fromEntries(
  Object.entries(
    import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' }),
  ).map(([file, content]) => [file.replace(/^\.\/(.*)\.json$/, '$1'), content]),
);

const namespaces = (language: string) =>
  Object.keys(files)
    .filter((file) => file.startsWith(`${language}/`))
    .map((file) => file.slice(language.length + 1))
    .sort();

function flatten(value: unknown, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const id = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') entries.set(id, child);
    else for (const [k, v] of flatten(child, id)) entries.set(k, v);
  }
  return entries;
}

const messages = (language: string, namespace: string) =>
  flatten(files[`${language}/${namespace}`]);

/** The messages by id without plural endings, each with the plural forms it has. */
function byMessage(entries: Map<string, string>) {
  const result = new Map<string, { forms: string[]; placeholders: string[] }>();
  for (const [id, text] of entries) {
    const base = id.replace(PLURAL, '');
    const entry = result.get(base) ?? { forms: [], placeholders: [] };
    const form = PLURAL.exec(id)?.[1];
    if (form) entry.forms.push(form);
    const names = [...text.matchAll(/\{\{\s*([\w.]+)/g)].map(([, name]) => name!);
    entry.placeholders = [...new Set([...entry.placeholders, ...names])].sort();
    result.set(base, entry);
  }
  return result;
}

const others = LANGUAGES.filter((language) => language !== 'en');

describe.each(others)('the %s messages', (language) => {
  const pluralForms = [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();

  it('are in a file for every namespace English has (but the staff console’s), and no other', () => {
    expect(namespaces(language)).toEqual(
      namespaces('en').filter((namespace) => !ENGLISH_ONLY.has(namespace)),
    );
  });

  it.each(namespaces('en').filter((namespace) => !ENGLISH_ONLY.has(namespace)))(
    'of %s: the same messages as English, with the same placeholders and every plural form',
    (namespace) => {
      const english = byMessage(messages('en', namespace));
      const translated = byMessage(messages(language, namespace));
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [id, { forms, placeholders }] of english) {
        const own = translated.get(id)!;
        expect(own.placeholders, `${namespace}:${id}`).toEqual(placeholders);
        if (forms.length > 0) expect(own.forms.sort(), `${namespace}:${id}`).toEqual(pluralForms);
      }
    },
  );
});
