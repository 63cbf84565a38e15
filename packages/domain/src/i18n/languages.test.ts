import { describe, expect, it } from 'vitest';
import { chooseLanguage, languageOfPath, languagePrefix, offeredLanguages } from './languages';

const both = ['en', 'es'] as const;

describe('chooseLanguage', () => {
  it.each([
    ['the reader’s choice over the browser', 'es', 'en-US,en', both, 'es'],
    ['the reader’s English over a Spanish browser', 'en', 'es', both, 'en'],
    ['the browser’s first offered language', null, 'fr-FR, es-MX;q=0.8, en;q=0.5', both, 'es'],
    ['the weights, not the order', null, 'en;q=0.4, es;q=0.9', both, 'es'],
    ['a refused language never', null, 'es;q=0, en;q=0.1', both, 'en'],
    ['the tenant’s default without a wish it offers', null, 'fr, de', both, 'en'],
    ['the default for a choice the tenant does not offer', 'es', 'es', ['en'] as const, 'en'],
    ['a Spanish-first tenant’s default', null, undefined, ['es', 'en'] as const, 'es'],
    ['nothing from a cookie it does not know', 'klingon', undefined, both, 'en'],
  ] as const)('takes %s', (_, choice, acceptLanguage, offered, expected) => {
    expect(chooseLanguage({ choice, acceptLanguage, offered })).toBe(expected);
  });
});

describe('a language’s addresses', () => {
  it.each([
    ['/es/courses/x', 'es', '/courses/x'],
    ['/es', 'es', '/'],
    ['/es?page=2', 'es', '/?page=2'],
    ['/courses', 'en', '/courses'],
    ['/establishment', 'en', '/establishment'],
    ['/en/courses', 'en', '/en/courses'],
  ])('reads %s as %s %s', (path, language, rest) => {
    expect(languageOfPath(path, both)).toEqual({ language, rest });
  });

  it('gives the default language no prefix, and an English-only tenant no Spanish addresses', () => {
    expect(languagePrefix('en', both)).toBe('');
    expect(languagePrefix('es', both)).toBe('/es');
    expect(offeredLanguages({})).toEqual(['en']);
    expect(languageOfPath('/es/courses', offeredLanguages({}))).toEqual({
      language: 'en',
      rest: '/es/courses',
    });
  });
});
