import { describe, expect, it } from 'vitest';
import { fillPlaceholders, unknownPlaceholders } from './placeholders';

const values = {
  company: { name: 'Crestline Learning', founded: 2009 },
  support: { email: 'help@crestline.example', open: true },
};

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
