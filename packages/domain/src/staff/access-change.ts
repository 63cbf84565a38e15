import { z } from 'zod';
import { utcDay } from '../ledger/refund';
import { studentActionSchema } from './student-actions';

// A member extending or ending a student's access (docs/staff-console.md "Acting on a student"):
// the days are UTC days, and access ends at the start of the day chosen, as a refund's does
// (docs/refunds.md).

/** The instant access ends when it ends on `day`: the start of that day, in UTC. */
export const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const daySchema = z
  .string()
  .regex(DAY, { error: 'Use the form YYYY-MM-DD', abort: true })
  .refine((day) => {
    // A real day: 2027-02-30 would otherwise roll over to March.
    const at = startOfDay(day);
    return !Number.isNaN(at.getTime()) && utcDay(at) === day;
  }, 'Use the form YYYY-MM-DD');

/** How far ahead a member may carry a student's access: two years from today. */
export const MAX_ACCESS_EXTENSION_DAYS = 730;

/** Extending: the day the access now ends. */
export const studentAccessExtensionSchema = studentActionSchema.extend({ endsOn: daySchema });
export type StudentAccessExtension = z.infer<typeof studentAccessExtensionSchema>;

/** Ending: today, or a later day before the access would end anyway. */
export const studentAccessEndSchema = studentActionSchema.extend({
  endsOn: z.union([z.literal('today'), daySchema]),
});
export type StudentAccessEnd = z.infer<typeof studentAccessEndSchema>;

/** The last day an extension may reach, from today. */
export const latestAccessDay = (now: Date) =>
  utcDay(new Date(now.getTime() + MAX_ACCESS_EXTENSION_DAYS * 86_400_000));

/**
 * Whether `endsOn` may be the new end of access that now ends at `currentEnd` (null: open-ended):
 * after today, after the current end, and within two years.
 */
export function extensionAllowed(endsOn: string, currentEnd: Date | null, now: Date): boolean {
  if (endsOn <= utcDay(now) || endsOn > latestAccessDay(now)) return false;
  return !currentEnd || startOfDay(endsOn) > currentEnd;
}

/**
 * Whether access that now ends at `currentEnd` may be ended on `endsOn`: today, or a later day
 * before the current end (a later one would extend it).
 */
export function endAllowed(
  endsOn: StudentAccessEnd['endsOn'],
  currentEnd: Date | null,
  now: Date,
): boolean {
  if (endsOn === 'today') return true;
  if (endsOn < utcDay(now)) return false;
  return !currentEnd || startOfDay(endsOn) < currentEnd;
}
