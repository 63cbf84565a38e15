// Whether a page or a document meant for a Spanish reader shows an English sentence
// (docs/languages.md "What is checked"). The sentences are the portal's own English messages
// whose Spanish differs, read from the message files themselves: a message added tomorrow is
// looked for tomorrow, with no list to keep.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { MESSAGES } from './messages';

/** An English message, and how to find it in a text whatever its placeholders hold. */
export interface EnglishSentence {
  id: string;
  english: string;
  pattern: RegExp;
}

// What a message fills in: an i18next placeholder (`{{program}}`), an ICU argument or plural
// (`{count}`), or what a words function was given (sentences()).
const FILLED = /\{\{[^{}]*\}\}|\{[^{}]*\}|\uE000\d+\uE000/g;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A message as a pattern: its words as written (any white space between them, any case: a
 * style may set text in capitals), what it fills in as anything on the same line, and whole
 * words only at its ends.
 */
function patternOf(english: string): RegExp {
  const literal = english
    .split(FILLED)
    .map((part) => escape(part.trim()).replace(/\s+/g, '\\s+'))
    .filter(Boolean);
  const body = literal.join('.*?');
  const start = /^\w/.test(literal[0] ?? '') ? '\\b' : '';
  const end = /\w$/.test(literal.at(-1) ?? '') ? '\\b' : '';
  return new RegExp(`${start}${body}${end}`, 'iu');
}

const wordCount = (english: string) =>
  english.replace(FILLED, ' ').match(/\p{L}+(?:['’]\p{L}+)?/gu)?.length ?? 0;

/**
 * The English sentences of `pairs` (an id, its English and its Spanish): those whose Spanish is
 * another text, of at least `minWords` words. Shorter ones are too often a name, a brand or the
 * same word in both languages (Total, PayPal, Email) to tell a mistake by.
 */
export function englishSentences(
  pairs: Iterable<[id: string, english: string, spanish: string | undefined]>,
  minWords: number,
): EnglishSentence[] {
  const sentences: EnglishSentence[] = [];
  for (const [id, english, spanish] of pairs) {
    if (english === spanish || wordCount(english) < minWords) continue;
    sentences.push({ id, english, pattern: patternOf(english) });
  }
  return sentences;
}

/**
 * The English and Spanish of a words table (the server's `*-words.ts`): its texts, and what its
 * functions write, given a stand-in for each argument that the pattern then takes as anything.
 */
export function* wordPairs(
  en: unknown,
  es: unknown,
  id = '',
): Generator<[string, string, string | undefined]> {
  if (typeof en === 'string') {
    yield [id, en, typeof es === 'string' ? es : undefined];
  } else if (typeof en === 'function') {
    const args = Array.from({ length: en.length }, (_, i) => `\uE000${i}\uE000`);
    const write = (words: unknown) => {
      try {
        const text: unknown = (words as (...a: string[]) => unknown)(...args);
        return typeof text === 'string' ? text : undefined;
      } catch {
        return undefined; // a function of a number (a code), which a stand-in is not
      }
    };
    const english = write(en);
    if (english !== undefined)
      yield [id, english, typeof es === 'function' ? write(es) : undefined];
  } else if (en && typeof en === 'object') {
    for (const [key, value] of Object.entries(en)) {
      const other = es && typeof es === 'object' ? (es as Record<string, unknown>)[key] : undefined;
      yield* wordPairs(value, other, id ? `${id}.${key}` : key);
    }
  }
}

/**
 * The web app's and the domain's messages (messages.ts) in English and Spanish. Only namespaces
 * that have a Spanish file: the staff console's pages are for staff and stay in English
 * (docs/languages.md "Translations").
 */
function* messagePairs(): Generator<[string, string, string | undefined]> {
  const translated = new Set([...MESSAGES.es.keys()].map((id) => id.split(':')[0]));
  for (const [id, english] of MESSAGES.en) {
    if (translated.has(id.split(':')[0])) yield [id, english, MESSAGES.es.get(id)];
  }
}

/** "Longer than a couple of words": three or more. */
const PAGE_SENTENCE_WORDS = 3;

export const ENGLISH_MESSAGES = englishSentences(messagePairs(), PAGE_SENTENCE_WORDS);

/** Each English sentence `text` holds: `"<what shows>" (<message id>)`. */
export function englishIn(text: string, sentences: readonly EnglishSentence[]): string[] {
  return sentences.flatMap(({ id, pattern }) => {
    const found = pattern.exec(text);
    return found ? [`"${found[0]}" (${id})`] : [];
  });
}

/**
 * What a reader meets on the page as it stands: its title, its visible text, and the names,
 * descriptions, alternatives and hints given in attributes (of hidden elements too: a screen
 * reader may reach them), one per line. Not what the page declares English (`lang="en"`): a
 * tenant's page or alert without a Spanish version, shown in English with a note on purpose
 * (docs/languages.md "A tenant's own content"), and the language switch's own name.
 */
export function textsOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const english = (el: Element) =>
      /^en\b/i.test(el.closest('[lang]')?.getAttribute('lang') ?? '');
    const attributes = ['aria-label', 'title', 'alt', 'placeholder'];
    const named = Array.from(document.querySelectorAll(attributes.map((a) => `[${a}]`).join()));
    const given = named
      .filter((el) => !english(el))
      .flatMap((el) => attributes.map((a) => el.getAttribute(a) ?? ''));
    // Read with the English parts out of the layout, then put back before the page draws again.
    const aside = document.createElement('style');
    aside.textContent = 'body [lang|="en"] { display: none !important; }';
    document.head.append(aside);
    const text = document.body.innerText;
    aside.remove();
    // A title cannot say its language: take out of it what the page declares English (a
    // tenant's English page names the title after its heading).
    let title = document.title;
    for (const el of Array.from(
      document.querySelectorAll('body [lang|="en"], body [lang|="en"] *'),
    )) {
      const shown = el.textContent?.trim();
      if (shown) title = title.split(shown).join(' ');
    }
    return [title, text, ...given].join('\n');
  });
}

/**
 * Fails naming each English message the page shows, on a page in another language. `except`:
 * texts the page rightly shows in English, removed before the page is read (catalog entries,
 * written once in English: docs/languages.md "Not yet").
 */
export async function expectNoEnglish(page: Page, except: readonly string[] = []): Promise<void> {
  let text = await textsOf(page);
  for (const kept of except) text = text.split(kept).join('\n');
  const where = new URL(page.url()).pathname;
  expect(
    englishIn(text, ENGLISH_MESSAGES).map((found) => `${where}: ${found}`),
    'English messages on a Spanish page',
  ).toEqual([]);
}
