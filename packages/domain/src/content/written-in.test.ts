import { describe, expect, it } from 'vitest';
import { pageIn, writtenIn } from './written-in';

describe('a tenant’s text for a page in a language (docs/languages.md "A tenant\'s own content")', () => {
  it.each([
    ['es', { en: 'Welcome', es: 'Bienvenido' }, { text: 'Bienvenido', language: 'es' }],
    ['es', { en: 'Welcome' }, { text: 'Welcome', language: 'en' }],
    ['en', { en: 'Welcome', es: 'Bienvenido' }, { text: 'Welcome', language: 'en' }],
    ['en', { en: 'Welcome' }, { text: 'Welcome', language: 'en' }],
  ] as const)('on a %s page, %o is shown as %o', (language, versions, shown) => {
    expect(writtenIn(versions, language)).toEqual(shown);
  });

  it('takes a page’s Spanish block whole, and leaves it out of the English page', () => {
    const file = { title: 'About', es: { title: 'Acerca de' } };
    expect(pageIn(file, 'es')).toEqual({ text: { title: 'Acerca de' }, language: 'es' });
    expect(pageIn(file, 'en')).toEqual({ text: { title: 'About' }, language: 'en' });
    expect(pageIn({ title: 'About' }, 'es')).toEqual({ text: { title: 'About' }, language: 'en' });
  });
});
