/**
 * A name as a gateway field that takes only English letters receives it (docs/payment-gateways.md
 * "Names"): written in Latin letters (José Nguyễn as Jose Nguyen, 李小龍 as Li Xiao Long), anything
 * else but spaces, apostrophes, periods and hyphens dropped, cut to the field's `max`. What the
 * learner typed stays as typed on their account and their receipt.
 */
export async function asciiName(name: string, max: number): Promise<string> {
  // Loaded with the first name sent to such a gateway: the tables of every script weigh 3.5 MB of
  // heap, and the sandbox gateway sends none (docs/performance.md "The process's memory").
  const { transliterate } = await import('transliteration');
  return transliterate(name)
    .replace(/[’‘]/g, "'")
    .replace(/[^A-Za-z '.-]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}
