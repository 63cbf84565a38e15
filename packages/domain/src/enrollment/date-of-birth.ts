const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date of birth as the API carries it: an ISO day (YYYY-MM-DD) that exists on the calendar,
 * after 1900 and before `now` (docs/product/validation.md is silent; these bounds only catch typing mistakes).
 */
export function isDateOfBirth(value: string, now: Date): boolean {
  const [, year, month, day] = ISO_DAY.exec(value) ?? [];
  if (!year) return false;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const exists =
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day);
  return exists && Number(year) >= 1900 && date.getTime() < now.getTime();
}
