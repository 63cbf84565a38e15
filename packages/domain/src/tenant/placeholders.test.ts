import { describe, expect, it } from 'vitest';
import { fillPlaceholders, unknownPlaceholders } from './placeholders';

const english = {
  company: { name: 'Crestline Learning', founded: 2009 },
  support: { email: 'help@crestline.example', open: true },
};
const values = { en: english };

describe('fillPlaceholders', () => {
  it.each([
    ['a single placeholder', 'Welcome to {$company.name}', 'Welcome to Crestline Learning'],
    [
      'several in one string',
      '{$company.name} <{$support.email}>',
      'Crestline Learning <help@crestline.example>',
    ],
    ['a number', 'Since {$company.founded}', 'Since 2009'],
    ['a boolean', 'Open: {$support.open}', 'Open: true'],
    ['an unknown name stays visible', 'Call {$support.phone}', 'Call {$support.phone}'],
    ['a group is not a value', 'About {$company}', 'About {$company}'],
    ['prototype keys are not values', 'x {$company.constructor}', 'x {$company.constructor}'],
    ['no placeholder', 'Plain text', 'Plain text'],
    ['not the syntax', '{company.name} ${company.name}', '{company.name} ${company.name}'],
  ])('%s', (_label, input, expected) => {
    expect(fillPlaceholders(input, values)).toBe(expected);
  });

  it('fills strings at any depth and leaves keys and other values alone', () => {
    const content = {
      '{$company.name}': 'key is untouched',
      hero: {
        headline: 'Study with {$company.name}',
        facts: [{ label: 'Email', value: '{$support.email}' }],
      },
      count: 3,
      flag: false,
      none: null,
    };
    expect(fillPlaceholders(content, values)).toEqual({
      '{$company.name}': 'key is untouched',
      hero: {
        headline: 'Study with Crestline Learning',
        facts: [{ label: 'Email', value: 'help@crestline.example' }],
      },
      count: 3,
      flag: false,
      none: null,
    });
  });
});

describe('placeholders in a Spanish text', () => {
  const both = {
    en: { ...english, support: { ...english.support, hours: 'Monday to Friday' } },
    es: { ...english, support: { ...english.support, hours: 'De lunes a viernes' } },
  };
  const alert = { message: 'Open {$support.hours}', es: { message: 'Abierto {$support.hours}' } };

  it('fills a text under `es` from the Spanish values and the English beside it from the English', () => {
    expect(fillPlaceholders(alert, both)).toEqual({
      message: 'Open Monday to Friday',
      es: { message: 'Abierto De lunes a viernes' },
    });
  });

  it('fills a text said to be Spanish from the Spanish values', () => {
    expect(fillPlaceholders('Abierto {$support.hours}', both, 'es')).toBe(
      'Abierto De lunes a viernes',
    );
  });

  it('fills a Spanish text from the English values when there are no Spanish ones', () => {
    expect(fillPlaceholders(alert, { en: both.en })).toEqual({
      message: 'Open Monday to Friday',
      es: { message: 'Abierto Monday to Friday' },
    });
  });

  it('finds a value given only in Spanish unknown in the English text, known in the Spanish', () => {
    const spanishOnly = { en: english, es: { ...english, horario: 'De lunes a viernes' } };
    expect(
      unknownPlaceholders({ message: '{$horario}', es: { message: '{$horario}' } }, spanishOnly),
    ).toEqual([{ name: 'horario', path: ['message'] }]);
  });
});

describe('unknownPlaceholders', () => {
  it('lists each unknown placeholder with the path of its string', () => {
    const content = { hero: { headline: '{$company.name} {$company.motto}', facts: ['{$nope}'] } };
    expect(unknownPlaceholders(content, values)).toEqual([
      { name: 'company.motto', path: ['hero', 'headline'] },
      { name: 'nope', path: ['hero', 'facts', 0] },
    ]);
  });

  it('is empty when everything is known', () => {
    expect(unknownPlaceholders(['{$company.name}', 1, null], values)).toEqual([]);
  });
});
