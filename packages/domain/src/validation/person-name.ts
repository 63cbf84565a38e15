import type { ValidationMessageId } from '../i18n/en';

// Which names a tenant takes (docs/names.md). `english` is the product's rule and every tenant's
// default; `any-script` takes names as people write them, in the alphabets that the documents print.
export const NAME_RULES = ['english', 'any-script'] as const;
export type NameRule = (typeof NAME_RULES)[number];
export const DEFAULT_NAME_RULE: NameRule = 'english';

// The letters a name of any script may hold: those of the alphabets the documents' font prints
// left to right (docs/names.md "On receipts and statements"), each a letter of its script within
// the blocks of its alphabet, less the few late additions the font lacks. The server's
// receipts/document-fonts.test.ts holds the font to every sign this rule takes.
const ALPHABETS = '\\p{sc=Latin}\\p{sc=Greek}\\p{sc=Cyrillic}\\p{sc=Armenian}\\p{sc=Georgian}';
const ALPHABET_BLOCKS = [
  // Latin: Basic, Latin-1, Extended-A and -B, and IPA Extensions (Hausa's ɓ, Akan's ɛ and ɔ)
  'A-Za-z\\u00AA-\\u02AF',
  // Latin Extended Additional (Vietnamese)
  '\\u1E00-\\u1EFB',
  // Greek, and Greek Extended (polytonic)
  '\\u0370-\\u03FF\\u1F00-\\u1FFF',
  // Cyrillic and its Supplement
  '\\u0400-\\u0525',
  // Armenian
  '\\u0531-\\u0556\\u0559\\u0561-\\u0587',
  // Georgian: Asomtavruli and Mkhedruli
  '\\u10A0-\\u10C5\\u10D0-\\u10FC',
].join('');
const LETTER = `(?=\\p{L})(?=[${ALPHABETS}])[${ALPHABET_BLOCKS}]`;
// The accents of Combining Diacritical Marks that no composed letter holds ("Ọ̀" in Yoruba is Ọ
// followed by a grave accent), less the few the font lacks.
const MARK = '[\\u0300-\\u034F\\u0351-\\u0353\\u0357\\u0358\\u035A\\u035C-\\u0362]';
// Straight and curly apostrophes, the modifier apostrophe and the ʻokina (Hawaiian), the period,
// the space and both hyphens.
const SIGNS = "['’ʼʻ. \\-‐]";

const PATTERNS: Record<NameRule, { pattern: RegExp; message: ValidationMessageId }> = {
  // English letters, commas, apostrophes, periods, spaces and dashes, a letter first.
  english: { pattern: /^[A-Za-z][A-Za-z,'. -]*$/, message: 'validation.personName' },
  // A letter first; digits, commas, controls, markup and other scripts stay out.
  'any-script': {
    pattern: new RegExp(`^${LETTER}(?:${LETTER}|${MARK}|${SIGNS})*$`, 'u'),
    message: 'validation.personNameAnyScript',
  },
};

/** The rule a tenant's config chooses (`names`), the default when it says none. */
export const nameRuleOf = (config: { names?: NameRule }): NameRule =>
  config.names ?? DEFAULT_NAME_RULE;

/** What is wrong with `name` under `rule` (a message id), or undefined when it is a name. */
export function personNameProblem(name: string, rule: NameRule): ValidationMessageId | undefined {
  const { pattern, message } = PATTERNS[rule];
  return pattern.test(name) ? undefined : message;
}

/** A name as stored: composed (Unicode NFC), so "é" typed as e + accent is the same as "é". */
export const composedName = (name: string) => name.normalize('NFC');

/**
 * Where the rule in force comes from: the server answers the tenant of the request being served,
 * the browser the tenant of its page. Until told, the default rule.
 */
let ruleInForce: () => NameRule = () => DEFAULT_NAME_RULE;

/** Makes `source` say which rule the name fields check from now on (one call at start-up). */
export function takeNameRuleFrom(source: () => NameRule): void {
  ruleInForce = source;
}

/** The rule the name fields check now. */
export const nameRuleInForce = (): NameRule => ruleInForce();
