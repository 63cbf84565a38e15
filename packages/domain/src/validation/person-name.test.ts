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
  it('takes letters of the Latin, Greek, Cyrillic, Armenian and Georgian alphabets with their accents', () => {
    const names = [
      'José',
      'Nguyễn',
      'Müller-Lüdenscheid',
      'O’Brien',
      'St. John',
      'Łukasz Żółć',
      'Şükrü',
      'Ngũgĩ wa Thiong’o',
      // Ọ and a combining grave accent: no composed letter holds both.
      'Ọ̀ládọ̀tun',
      'Ɔdɛ Ɓello',
      'Kaʻiulani',
      'Дмитрий',
      'Ελένη',
      'Ἀλέξανδρος',
      'Արմեն',
      'ნინო',
    ];
    expect(verdicts('any-script', names).filter(([, verdict]) => verdict !== 'ok')).toEqual([]);
  });

  it.each([
    ['Latin-1 Supplement', 0x00c0, 0x00ff],
    ['Latin Extended-A', 0x0100, 0x017f],
    ['Latin Extended-B', 0x0180, 0x024f],
    ['Latin Extended Additional (Vietnamese)', 0x1e00, 0x1ef9],
    ['Greek', 0x0386, 0x03ce],
    ['Cyrillic', 0x0400, 0x04ff],
  ])('takes every letter of %s', (_block, first, last) => {
    const letters = Array.from({ length: last - first + 1 }, (_, i) =>
      String.fromCodePoint(first + i),
    ).filter((sign) => /\p{L}/u.test(sign));
    expect(letters.filter((letter) => personNameProblem(letter, 'any-script'))).toEqual([]);
  });

  it('refuses letters the documents cannot print: Chinese, Indic, Arabic, Hebrew, Thai, Korean', () => {
    const names = ['李小龍', 'अनीता', 'محمد', 'דוד', 'สมชาย', '민준', 'さくら', 'Ｊｏｓｅ', 'Anaा'];
    expect(verdicts('any-script', names).filter(([, verdict]) => verdict === 'ok')).toEqual([]);
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
      'ʻAna',
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
