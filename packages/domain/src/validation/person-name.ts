import type { ValidationMessageId } from '../i18n/en';

// Which names a tenant takes (docs/names.md). `english` is the product's rule and every tenant's
// default; `any-script` takes names as people write them, in any alphabet.
export const NAME_RULES = ['english', 'any-script'] as const;
export type NameRule = (typeof NAME_RULES)[number];
export const DEFAULT_NAME_RULE: NameRule = 'english';

const PATTERNS: Record<NameRule, { pattern: RegExp; message: ValidationMessageId }> = {
  // English letters, commas, apostrophes, periods, spaces and dashes, a letter first.
  english: { pattern: /^[A-Za-z][A-Za-z,'. -]*$/, message: 'validation.personName' },
  // Letters of any script with their combining marks (accents), straight and curly apostrophes,
  // periods, spaces and hyphens, a letter first. Digits, controls and markup stay out.
  'any-script': {
    pattern: /^\p{L}[\p{L}\p{M}'’. \-‐]*$/u,
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
