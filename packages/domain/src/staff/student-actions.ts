import { z } from 'zod';
import { emailSchema, personNameSchema, phoneSchema } from '../validation/fields';
import { recordIdSchema } from '../validation/record-id';
import { staffResetReasonSchema } from './staff-session';

// What the staff console may do to a student's account, each with a reason (docs/staff-console.md
// "Acting on a student"). The server checks the ability on every call; the web shows only the
// actions the member's roles allow.

/** The actions that take nothing but the reason. */
export const REASON_ONLY_ACTIONS = [
  'send-password-recovery',
  'lift-sign-in-throttle',
  'end-sessions',
] as const;
export type ReasonOnlyAction = (typeof REASON_ONLY_ACTIONS)[number];

/**
 * The actions on one of the student's courses (docs/staff-console.md "Acting on a student's
 * courses"): withdrawing it as the student's own "remove course" does, and re-opening one withdrawn.
 */
export const COURSE_ACTIONS = ['withdraw-course', 'reopen-course'] as const;
export type CourseAction = (typeof COURSE_ACTIONS)[number];

export const STUDENT_ACTIONS = [
  ...REASON_ONLY_ACTIONS,
  'correct-profile',
  'extend-access',
  'end-access',
  'resend-receipt',
  ...COURSE_ACTIONS,
] as const;
export type StudentAction = (typeof STUDENT_ACTIONS)[number];

/** Every action asks why, in 1 to 500 characters, as an administrator's factor reset does. */
export const studentActionSchema = staffResetReasonSchema;
export type StudentActionRequest = z.infer<typeof studentActionSchema>;

/** The most phone numbers a student keeps, as the onboarding profile allows. */
export const MAX_PHONE_NUMBERS = 3;

/**
 * A correction of the student's name, e-mail and phone numbers, each field checked by the rule the
 * student's own forms use (registration, account settings). A student may have no phone number
 * yet (registered only), so the list may be empty.
 */
export const studentProfileCorrectionSchema = studentActionSchema.extend({
  firstName: personNameSchema,
  lastName: personNameSchema,
  email: emailSchema,
  phoneNumbers: z.array(phoneSchema).max(MAX_PHONE_NUMBERS),
});
export type StudentProfileCorrection = z.infer<typeof studentProfileCorrectionSchema>;

/** Mailing the student the receipt of one of their paid orders. */
export const studentReceiptResendSchema = studentActionSchema.extend({ orderId: z.uuid() });
export type StudentReceiptResend = z.infer<typeof studentReceiptResendSchema>;

/** Withdrawing or re-opening one of the student's courses, named by its enrolment's id. */
export const studentCourseActionSchema = studentActionSchema.extend({
  courseEnrollmentId: recordIdSchema,
});
export type StudentCourseAction = z.infer<typeof studentCourseActionSchema>;

/** What an action changed, for the member's status line. */
export const studentActionDoneSchema = z.object({
  action: z.enum(STUDENT_ACTIONS),
  /** How many mails, throttle counters, sessions, profile fields, memberships or courses it touched (0: none). */
  count: z.number().int().min(0),
});
export type StudentActionDone = z.infer<typeof studentActionDoneSchema>;
