import { DATE_FORMATS, formatDate } from '@portal/domain/dates/date-formats';

/** A day of the record, as the student's pages write it. */
export const recordDate = (iso: string) => formatDate(new Date(iso), DATE_FORMATS.short);

/**
 * An instant of the record (a lock's end, a sign-in, a payment), to the minute and in UTC: staff
 * work across time zones, and a support ticket quotes the same time whoever reads it.
 */
export function recordTime(iso: string): string {
  const date = new Date(iso);
  return `${recordDate(iso)} ${date.toISOString().slice(11, 16)} UTC`;
}
