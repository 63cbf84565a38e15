import { describe, expect, it } from 'vitest';
import { fieldIn, pageIn, writtenIn } from './written-in';

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

describe('a catalog text for a page in a language (docs/languages.md "The catalog")', () => {
  const program: { name: string; description: string; es?: { name?: string } } = {
    name: 'Nursing',
    description: 'RN to BSN.',
    es: { name: 'Enfermería' },
  };

  it('is its Spanish on a Spanish page when written, else its English, said to be English', () => {
    expect(fieldIn(program, 'name', 'es')).toEqual({ text: 'Enfermería', language: 'es' });
    expect(fieldIn(program, 'description', 'es')).toEqual({ text: 'RN to BSN.', language: 'en' });
    expect(fieldIn(program, 'name', 'en')).toEqual({ text: 'Nursing', language: 'en' });
    const { es: _none, ...untranslated } = program;
    expect(fieldIn<typeof program, 'name'>(untranslated, 'name', 'es')).toEqual({
      text: 'Nursing',
      language: 'en',
    });
  });
});
