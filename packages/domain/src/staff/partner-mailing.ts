import { z } from 'zod';
import { emailSchema } from '../validation/fields';

// A partner school's scheduled mailing of its learners CSV (docs/staff-console.md "Partner
// schools"): off, weekly on a weekday or monthly on a day, to some of the school's own staff.

const invalid = { error: 'validation.invalid' } as const;
const required = { error: 'validation.required' } as const;

/** ISO weekdays: 1 is Monday, 7 is Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** The last day a monthly mailing may name: every month has it. */
export const LAST_MONTHLY_DAY = 28;
/** More addresses than a school's staff would want on one file. */
export const MAX_MAILING_RECIPIENTS = 20;

export const mailingScheduleSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('off') }),
    z.strictObject({
      kind: z.literal('weekly'),
      weekday: z.number(invalid).int(invalid).min(1, invalid).max(7, invalid),
    }),
    z.strictObject({
      kind: z.literal('monthly'),
      day: z.number(invalid).int(invalid).min(1, invalid).max(LAST_MONTHLY_DAY, invalid),
    }),
  ],
  invalid,
);
export type MailingSchedule = z.infer<typeof mailingScheduleSchema>;
export type MailingKind = MailingSchedule['kind'];

/** PUT /staff-api/partner/tenants/{tenantId}/learners-mailing */
export const partnerMailingBodySchema = z
  .strictObject({
    schedule: mailingScheduleSchema,
    recipients: z
      .array(emailSchema, invalid)
      .max(MAX_MAILING_RECIPIENTS, invalid)
      .refine((list) => new Set(list).size === list.length, invalid),
  })
  // A schedule that sends needs someone to send to.
  .refine((body) => body.schedule.kind === 'off' || body.recipients.length > 0, {
    ...required,
    path: ['recipients'],
  });
export type PartnerMailingBody = z.infer<typeof partnerMailingBodySchema>;

export const partnerMailingSchema = z.object({
  tenantId: z.string(),
  schedule: mailingScheduleSchema,
  recipients: z.array(z.string()),
  /** The school's staff who may receive the file: those who may read its learners. */
  eligibleRecipients: z.array(z.object({ email: z.string(), name: z.string() })),
  /** The day the next file goes, `YYYY-MM-DD` (UTC); null while off. */
  nextOn: z.string().nullable(),
  /** When the last file went, ISO; null before the first. */
  lastSentAt: z.string().nullable(),
});
export type PartnerMailing = z.infer<typeof partnerMailingSchema>;

const DAY_MS = 86_400_000;

const dayOf = (date: Date) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The latest day at or before `now` (UTC) that the schedule names, `YYYY-MM-DD`; null when off.
 * A period's file is owed from that day on, so a run missed on the day (a server down) sends it
 * on the next run.
 */
export function lastScheduledDay(schedule: MailingSchedule, now: Date): string | null {
  const today = dayOf(now);
  switch (schedule.kind) {
    case 'off':
      return null;
    case 'weekly': {
      const isoWeekday = today.getUTCDay() === 0 ? 7 : today.getUTCDay();
      const back = (isoWeekday - schedule.weekday + 7) % 7;
      return isoDay(new Date(today.getTime() - back * DAY_MS));
    }
    case 'monthly': {
      const thisMonth = new Date(
        Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), schedule.day),
      );
      return isoDay(
        thisMonth <= today
          ? thisMonth
          : new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, schedule.day)),
      );
    }
  }
}

/** The first day after `now` (UTC) that the schedule names, `YYYY-MM-DD`; null when off. */
export function nextScheduledDay(schedule: MailingSchedule, now: Date): string | null {
  switch (schedule.kind) {
    case 'off':
      return null;
    case 'weekly':
      return isoDay(new Date(Date.parse(lastScheduledDay(schedule, now)!) + 7 * DAY_MS));
    case 'monthly': {
      const last = new Date(Date.parse(lastScheduledDay(schedule, now)!));
      return isoDay(
        new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth() + 1, schedule.day)),
      );
    }
  }
}

/**
 * The console's form for the mailing: the choices as the inputs hold them, turned into the call's
 * body (the same checks, so a problem shows under its field before anything is sent).
 */
export const partnerMailingFormSchema = z
  .object({
    kind: z.enum(['off', 'weekly', 'monthly']),
    weekday: z.string(),
    day: z.string(),
    recipients: z.array(z.string()),
  })
  .transform((form, context): PartnerMailingBody => {
    const schedule: MailingSchedule =
      form.kind === 'weekly'
        ? { kind: 'weekly', weekday: Number(form.weekday) }
        : form.kind === 'monthly'
          ? { kind: 'monthly', day: Number(form.day) }
          : { kind: 'off' };
    const parsed = partnerMailingBodySchema.safeParse({ schedule, recipients: form.recipients });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const [first, second] = issue.path;
      // The form's fields: the schedule's number is the weekday or day input.
      const path = first === 'schedule' && typeof second === 'string' ? [second] : ['recipients'];
      context.addIssue({ code: 'custom', message: issue.message, path });
    }
    return z.NEVER;
  });
export type PartnerMailingForm = z.input<typeof partnerMailingFormSchema>;
