/** How soon the card on file stops working, for the billing page's warning. */
export type CardExpiryWarning = 'expired' | 'thisMonth' | 'nextMonth';

const monthIndex = (year: number, month: number) => year * 12 + month;

/**
 * A card is good through the last day of its expiry month ('YYYY-MM'). The learner is warned in
 * that month and the month before, and after it has passed; months are read in UTC like every
 * date of the billing pages.
 */
export function cardExpiryWarning(expiresOn: string | null, now: Date): CardExpiryWarning | null {
  const match = expiresOn ? /^(\d{4})-(\d{2})$/.exec(expiresOn) : null;
  if (!match) return null;
  const expiry = monthIndex(Number(match[1]), Number(match[2]) - 1);
  const current = monthIndex(now.getUTCFullYear(), now.getUTCMonth());
  if (expiry < current) return 'expired';
  if (expiry === current) return 'thisMonth';
  if (expiry === current + 1) return 'nextMonth';
  return null;
}
