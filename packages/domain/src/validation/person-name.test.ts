import { describe, expect, it } from 'vitest';
import { personNameSchemaOf } from './fields';
import { composedName, nameRuleOf, personNameProblem, type NameRule } from './person-name';

// docs/names.md: the product's English-letters rule, and names of any script where a tenant
// chooses it.

const verdicts = (rule: NameRule, names: string[]) =>
  names.map((name) => [name, personNameProblem(name, rule) ?? 'ok']);

describe('the English-letters rule (every tenant by default)', () => {
  it('takes English letters, commas, apostrophes, periods, spaces and dashes, a letter first', () => {
    expect(verdicts('english', ["O'Neil Jr., Sr.", 'Mary-Jane', 'Zoë', '1Mary', ' Mary'])).toEqual([
      ["O'Neil Jr., Sr.", 'ok'],
      ['Mary-Jane', 'ok'],
      ['Zoë', 'validation.personName'],
      ['1Mary', 'validation.personName'],
      [' Mary', 'validation.personName'],
    ]);
  });
});

describe('names of any script', () => {
  it('takes letters with their accents and marks, curly apostrophes, periods, spaces, hyphens', () => {
    const names = [
      'José',
      'Nguyễn',
      'Müller-Lüdenscheid',
      'O’Brien',
      'St. John',
      'Дмитрий',
      '李小龍',
      'अनीता',
      'Ngũgĩ wa Thiong’o',
    ];
    expect(verdicts('any-script', names).filter(([, verdict]) => verdict !== 'ok')).toEqual([]);
  });

  it('refuses digits, markup, control characters, commas and a first sign that is not a letter', () => {
    const names = [
      'Jo5é',
      '<b>Ana',
      'Ana\u0007',
      'Ana\u200b',
      'Ana, Jr',
      '-Ana',
      "'Ana",
      '\u0301Ana',
      'Ana😀',
    ];
    expect(verdicts('any-script', names).filter(([, verdict]) => verdict === 'ok')).toEqual([]);
  });

  it('keeps a name composed (NFC) however its accents were typed', () => {
    const schema = personNameSchemaOf(() => 'any-script');
    expect(schema.parse('Nguye\u0302\u0303n')).toBe('Nguyễn');
    expect(composedName('Jose\u0301')).toBe('José');
    expect(composedName('Jose\u0301')).toHaveLength(4);
  });

  it('is the rule only of a tenant that names it', () => {
    expect(nameRuleOf({})).toBe('english');
    expect(nameRuleOf({ names: 'any-script' })).toBe('any-script');
  });
});
