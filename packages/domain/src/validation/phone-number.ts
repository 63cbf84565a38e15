// docs/product/validation.md "Phone: format (###) ###-####": that is how a number is stored and shown, not how it
// must be typed. Ten digits written with spaces, dots, dashes or parentheses, after an optional
// country code +1 or 1, are the same number.
const SEPARATORS = /[\s.()-]/g;
const TEN_DIGITS = /^(?:\+?1)?(\d{3})(\d{3})(\d{4})$/;

/**
 * The number as (###) ###-####, or undefined when the text is not ten digits (with an optional
 * leading +1 or 1) written with spaces, dots, dashes or parentheses.
 */
export function normalizePhoneNumber(value: string): string | undefined {
  const compact = value.trim().replace(SEPARATORS, '');
  const match = TEN_DIGITS.exec(compact);
  if (!match) return undefined;
  const [, area, exchange, line] = match;
  return `(${area}) ${exchange}-${line}`;
}
