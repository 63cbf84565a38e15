import { z } from 'zod';

/**
 * The languages the portal's copy is written in (docs/languages.md). A tenant offers one or more
 * of them; the first it lists is its site's default.
 */
export const LANGUAGES = ['en', 'es'] as const;

export type Language = (typeof LANGUAGES)[number];

export const languageSchema = z.enum(LANGUAGES);

/** What a page, a mail or a receipt declares as its language (WCAG 3.1.1), by language. */
export const LANGUAGE_TAGS: Record<Language, string> = { en: 'en-US', es: 'es-US' };

/** Each language's name in itself, as the switch offers it to someone who reads only that one. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

/** A tenant that names no languages offers English only. */
const ENGLISH_ONLY: readonly Language[] = ['en'];

export function offeredLanguages(config: { languages?: readonly Language[] }): readonly Language[] {
  return config.languages?.length ? config.languages : ENGLISH_ONLY;
}

/**
 * A language's addresses on a tenant's site: the default language has none, another is under
 * `/<language>` (`/es/courses`), so that each page in each language has its own address.
 */
export function languagePrefix(language: Language, offered: readonly Language[]): string {
  return language === offered[0] ? '' : `/${language}`;
}

/**
 * The language a site path (after any partner base path) is in, and the path as the app's routes
 * know it: `/es/courses` is `courses` in Spanish where the tenant offers Spanish besides its
 * default, and in the default language anything without an offered prefix.
 */
export function languageOfPath(
  path: string,
  offered: readonly Language[],
): { language: Language; rest: string } {
  for (const language of offered.slice(1)) {
    const prefix = `/${language}`;
    if (path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`)) {
      const rest = path.slice(prefix.length);
      return { language, rest: rest.startsWith('/') ? rest : `/${rest}` };
    }
  }
  return { language: offered[0] ?? 'en', rest: path };
}

/**
 * The languages an `Accept-Language` header asks for, most wanted first, as primary subtags
 * (`es-MX;q=0.9` is `es`); those with `q=0` are refused, not wanted.
 */
function wantedLanguages(acceptLanguage: string): string[] {
  return acceptLanguage
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return {
        tag: range.trim().toLowerCase().split('-')[0] ?? '',
        weight: Number.isFinite(weight) ? weight : 0,
        index,
      };
    })
    .filter((entry) => entry.tag !== '' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

const isLanguage = (value: unknown): value is Language =>
  (LANGUAGES as readonly unknown[]).includes(value);

/**
 * The language someone reads the site in, in order: their own choice (kept on their account, or
 * by this browser when they made it signed out), then their browser's preference, then the
 * tenant's default; only ever one the tenant offers.
 */
export function chooseLanguage(options: {
  choice?: string | null | undefined;
  acceptLanguage?: string | undefined;
  offered: readonly Language[];
}): Language {
  const { choice, acceptLanguage, offered } = options;
  if (isLanguage(choice) && offered.includes(choice)) return choice;
  return askedLanguage(acceptLanguage, offered) ?? offered[0] ?? 'en';
}

/** The offered language an `Accept-Language` header wants most, if it names one. */
export function askedLanguage(
  acceptLanguage: string | undefined,
  offered: readonly Language[],
): Language | null {
  for (const wanted of wantedLanguages(acceptLanguage ?? '')) {
    if (wanted === '*') break;
    if (isLanguage(wanted) && offered.includes(wanted)) return wanted;
  }
  return null;
}

/** The cookie that keeps a choice made on this browser, read by the server before it renders. */
export const LANGUAGE_COOKIE = 'portal_lang';
