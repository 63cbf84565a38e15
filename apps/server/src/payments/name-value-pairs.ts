// Payflow's name-value pairs (text/namevalue): `NAME=value` joined by `&`, values sent as they are
// (not URL-encoded). A value holding `&` or `=` carries its length in the name, `NAME[5]=a&b=c`,
// and the reader takes exactly that many characters (docs/payment-gateways.md).

export type NameValuePairs = Record<string, string>;

const NEEDS_LENGTH_TAG = /[&=]/;

/** Lengths count characters (code points), as the tag says "characters", never bytes. */
const lengthOf = (value: string) => [...value].length;

export function encodeNameValuePairs(pairs: NameValuePairs): string {
  return Object.entries(pairs)
    .map(([name, value]) =>
      NEEDS_LENGTH_TAG.test(value) ? `${name}[${lengthOf(value)}]=${value}` : `${name}=${value}`,
    )
    .join('&');
}

export class NameValuePairsError extends Error {
  constructor(reason: string) {
    super(`malformed name-value pairs: ${reason}`);
    this.name = 'NameValuePairsError';
  }
}

/**
 * Reads a name-value string, length tags included. Throws NameValuePairsError when it is
 * malformed; the error names what was wrong, never a value (a card number may be one).
 */
export function decodeNameValuePairs(text: string): NameValuePairs {
  const pairs: NameValuePairs = {};
  const chars = [...text];
  let at = 0;
  while (at < chars.length) {
    let name = '';
    while (at < chars.length && chars[at] !== '=' && chars[at] !== '[' && chars[at] !== '&') {
      name += chars[at++];
    }
    if (!name) throw new NameValuePairsError('a pair without a name');
    let value: string;
    if (chars[at] === '[') {
      const close = chars.indexOf(']', at);
      const tag = close < 0 ? '' : chars.slice(at + 1, close).join('');
      if (!/^\d+$/.test(tag) || chars[close + 1] !== '=') {
        throw new NameValuePairsError(`a bad length tag on ${name}`);
      }
      const length = Number(tag);
      at = close + 2;
      if (at + length > chars.length)
        throw new NameValuePairsError(`${name} is shorter than its tag`);
      value = chars.slice(at, at + length).join('');
      at += length;
      if (at < chars.length && chars[at] !== '&') {
        throw new NameValuePairsError(`${name} is longer than its tag`);
      }
    } else {
      if (chars[at] !== '=') throw new NameValuePairsError(`${name} has no value`);
      const end = chars.indexOf('&', at + 1);
      const stop = end < 0 ? chars.length : end;
      value = chars.slice(at + 1, stop).join('');
      at = stop;
    }
    pairs[name] = value;
    at += 1; // past the `&`
  }
  return pairs;
}
