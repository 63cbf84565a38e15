import { transliterate } from 'transliteration';

/**
 * A name as a gateway field that takes only English letters receives it (docs/payment-gateways.md
 * "Names"): written in Latin letters (José Nguyễn as Jose Nguyen, 李小龍 as Li Xiao Long), anything
 * else but spaces, apostrophes, periods and hyphens dropped, cut to the field's `max`. What the
 * learner typed stays as typed on their account and their receipt.
 */
export function asciiName(name: string, max: number): string {
  return transliterate(name)
    .replace(/[’‘]/g, "'")
    .replace(/[^A-Za-z '.-]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}
