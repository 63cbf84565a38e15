import { z } from 'zod';
import { FIELD_MAX_LENGTH, PASSWORD_LENGTH } from '../validation/fields';
import { staffRoleSchema, staffScopeSchema } from './staff-roles';

// The staff console's sign-in (docs/staff-console.md "Signing in"): the password, then a second
// factor that is always required.

const required = { error: 'validation.required' } as const;
const tooLong = { error: 'validation.tooLong' } as const;

export const staffPasswordStepSchema = z.object({
  email: z.string(required).trim().min(1, required).max(FIELD_MAX_LENGTH.email, tooLong),
  password: z.string(required).min(1, required).max(PASSWORD_LENGTH.max, tooLong),
});
export type StaffPasswordStep = z.infer<typeof staffPasswordStepSchema>;

/**
 * After the password: a short-lived token for the second step. A member without a factor gets, once,
 * the secret to enrol in an authenticator app and confirms it with a code.
 */
export const staffPendingSignInSchema = z.object({
  pendingToken: z.string(),
  next: z.enum(['code', 'enrol']),
  enrolment: z.object({ secret: z.string(), otpauthUri: z.string() }).optional(),
});
export type StaffPendingSignIn = z.infer<typeof staffPendingSignInSchema>;

const codeSchema = z
  .string(required)
  .trim()
  .regex(/^\d{6}$/, { error: 'validation.staffCode' });
const recoveryCodeSchema = z.string(required).trim().min(1, required).max(64, tooLong);

/** Either the authenticator's six digits or one of the member's recovery codes. */
export const staffSecondFactorStepSchema = z.union([
  z.object({ pendingToken: z.string(required).min(1).max(2048, tooLong), code: codeSchema }),
  z.object({
    pendingToken: z.string(required).min(1).max(2048, tooLong),
    recoveryCode: recoveryCodeSchema,
  }),
]);
export type StaffSecondFactorStep = z.infer<typeof staffSecondFactorStepSchema>;

export const staffSessionSchema = z.object({
  accessToken: z.string(),
  /** seconds */
  expiresIn: z.number(),
  /** Shown once, right after enrolling a factor: each signs in once in place of a code. */
  recoveryCodes: z.array(z.string()).optional(),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

export const staffMemberViewSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  roles: z.array(staffRoleSchema),
  scope: staffScopeSchema,
});
export type StaffMemberView = z.infer<typeof staffMemberViewSchema>;

export const staffResetReasonSchema = z.object({
  reason: z.string(required).trim().min(1, required).max(500, tooLong),
});
