import { z } from 'zod';
import { staffResetReasonSchema } from './staff-session';

// What the staff console may do to a student's account, each with a reason (docs/staff-console.md
// "Acting on a student"). The server checks the ability on every call; the web shows only the
// actions the member's roles allow.

export const STUDENT_ACTIONS = [
  'send-password-recovery',
  'lift-sign-in-throttle',
  'end-sessions',
] as const;
export type StudentAction = (typeof STUDENT_ACTIONS)[number];

/** Every action asks why, in 1 to 500 characters, as an administrator's factor reset does. */
export const studentActionSchema = staffResetReasonSchema;
export type StudentActionRequest = z.infer<typeof studentActionSchema>;

/** What an action changed, for the member's status line. */
export const studentActionDoneSchema = z.object({
  action: z.enum(STUDENT_ACTIONS),
  /** How many sessions or throttle counters it ended (0 when there were none). */
  count: z.number().int().min(0),
});
export type StudentActionDone = z.infer<typeof studentActionDoneSchema>;
