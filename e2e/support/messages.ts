// The portal's own messages as the journeys read them: the web app's message files
// (apps/web/src/locales/<language>/<namespace>.json) and the domain's shared messages
// (packages/domain/src/i18n/<language>.ts), by language (docs/languages.md "Translations"). A step
// finds a control by the name the page's language gives it, taken from the same files the page
// is written from, never typed a second time.
import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { en as domainEn } from '@portal/domain/i18n/en';
import { es as domainEs } from '@portal/domain/i18n/es';
import { LANGUAGES, type Language } from '@portal/domain/i18n/languages';

const localesDir = new URL('../../apps/web/src/locales/', import.meta.url);

/** The namespace that holds the domain's messages (`validation.*`, `errors.*`), as in the web app. */
const DOMAIN_NS = 'domain';

const DOMAIN: Record<Language, object> = { en: domainEn, es: domainEs };

/** Every message of an object of messages, by its dotted id. */
function flatten(value: object, prefix = ''): [string, string][] {
  return Object.entries(value).flatMap(([key, child]): [string, string][] => {
    const id = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') return [[id, child]];
    return child && typeof child === 'object' ? flatten(child as object, id) : [];
  });
}

/** A language's messages by `namespace:id`, the domain's under `domain:`. */
function loadMessages(language: Language): Map<string, string> {
  const dir = new URL(`${language}/`, localesDir);
  const files = readdirSync(dir).filter((file) => file.endsWith('.json'));
  const namespaces: [string, object][] = [
    [DOMAIN_NS, DOMAIN[language]],
    ...files.map((file): [string, object] => [
      file.slice(0, -'.json'.length),
      JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as object,
    ]),
  ];
  return new Map(
    namespaces.flatMap(([namespace, messages]) =>
      flatten(messages).map(([id, text]): [string, string] => [`${namespace}:${id}`, text]),
    ),
  );
}

/** Each language's messages, by `namespace:id`. */
export const MESSAGES = Object.fromEntries(
  LANGUAGES.map((language) => [language, loadMessages(language)]),
) as Record<Language, Map<string, string>>;

/**
 * A message in a language, as i18next writes it: `{{name}}` filled from `values`, and with a
 * `count`, the plural form the language's rules choose (`_one`, `_many`, `_other`).
 */
export type Words = (id: `${string}:${string}`, values?: Record<string, string | number>) => string;

export function wordsIn(language: Language): Words {
  const messages = MESSAGES[language];
  const plural = new Intl.PluralRules(language);
  return (id, values = {}) => {
    const count = values.count;
    const form = typeof count === 'number' ? `${id}_${plural.select(count)}` : id;
    const text = messages.get(form) ?? messages.get(`${id}_other`) ?? messages.get(id);
    if (text === undefined) throw new Error(`no ${language} message ${id}`);
    return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
  };
}

/** The language a page declares (`<html lang="es-US">`). */
export async function languageOf(page: Page): Promise<Language> {
  const tag = await page.evaluate(() => document.documentElement.lang);
  const language = tag.split('-')[0];
  const known = LANGUAGES.find((candidate) => candidate === language);
  if (!known) throw new Error(`the page declares the language "${tag}"`);
  return known;
}

/** The words of the language the page is in. */
export async function wordsOf(page: Page): Promise<Words> {
  return wordsIn(await languageOf(page));
}
