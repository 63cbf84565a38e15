import { personNameProblem } from '@portal/domain/validation/person-name';
import { describe, expect, it } from 'vitest';
import { documentFonts } from './document-fonts';

// The rule for names of any script and the documents' font agree (docs/names.md "On receipts and
// statements"): every sign the rule lets into a name has a glyph in both faces the documents use.

const { regular, bold } = await documentFonts();

/** Every code point the rule takes after a first letter: the letters, marks and signs of a name. */
function signsOfAName(): number[] {
  const signs: number[] = [];
  for (let codePoint = 0; codePoint <= 0x10ffff; codePoint += 1) {
    if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue; // surrogates are no characters
    if (personNameProblem(`A${String.fromCodePoint(codePoint)}`, 'any-script') === undefined) {
      signs.push(codePoint);
    }
  }
  return signs;
}

const hex = (codePoint: number) => `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;

describe("the documents' font", () => {
  it('has a glyph, regular and bold, for every letter, accent and sign a name may hold', () => {
    const signs = signsOfAName();
    // Latin, Greek, Cyrillic, Armenian and Georgian: well over a thousand letters.
    expect(signs.length).toBeGreaterThan(1500);
    const missing = signs.filter(
      (codePoint) =>
        !regular.hasGlyphForCodePoint(codePoint) || !bold.hasGlyphForCodePoint(codePoint),
    );
    expect(missing.map(hex)).toEqual([]);
  });

  it.each([
    'José Nguyễn',
    'Müller-Lüdenscheid',
    'Łukasz Żółć',
    'Dvořák',
    'Şükrü Öztürk',
    'Ngũgĩ wa Thiong’o',
    'Ọ̀ládọ̀tun',
    'Kwame Nkrumah-Ɔdɛ',
    'Kaʻiulani',
    'Дмитрий Шостакович',
    'Ελένη Παπαδοπούλου',
    'Ἀλέξανδρος',
    'Արմեն Սարգսյան',
    'ნინო ბერიძე',
  ])('prints %s, a name the rule takes', (name) => {
    expect(personNameProblem(name.normalize('NFC'), 'any-script')).toBeUndefined();
    const codePoints = [...name.normalize('NFC')].map((sign) => sign.codePointAt(0)!);
    expect(codePoints.filter((codePoint) => !regular.hasGlyphForCodePoint(codePoint))).toEqual([]);
  });

  it('is read and parsed once, for every document the process draws', async () => {
    const again = await documentFonts();
    expect(again.regular).toBe(regular);
    expect(again.bold).toBe(bold);
  });
});
