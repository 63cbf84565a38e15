import { z } from 'zod';
import { FIELD_MAX_LENGTH, PASSWORD_LENGTH } from '../validation/fields';
import { passkeyAuthenticationResponseSchema } from './staff-passkeys';
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
 * the secret to enrol in an authenticator app and confirms it with a code. `passkey` says the member
 * has a passkey for this host, to offer beside the code (docs/staff-console.md "Passkeys").
 */
export const staffPendingSignInSchema = z.object({
  pendingToken: z.string(),
  next: z.enum(['code', 'enrol']),
  passkey: z.boolean().optional(),
  enrolment: z.object({ secret: z.string(), otpauthUri: z.string() }).optional(),
});
export type StaffPendingSignIn = z.infer<typeof staffPendingSignInSchema>;

/** The code step's form: the authenticator's six digits. */
export const staffCodeFormSchema = z.object({
  code: z
    .string(required)
    .trim()
    .regex(/^\d{6}$/, { error: 'validation.staffCode' }),
});
export type StaffCodeForm = z.infer<typeof staffCodeFormSchema>;

/** ...or, in its place, one of the member's recovery codes. */
export const staffRecoveryCodeFormSchema = z.object({
  recoveryCode: z.string(required).trim().min(1, required).max(64, tooLong),
});
export type StaffRecoveryCodeForm = z.infer<typeof staffRecoveryCodeFormSchema>;

const pendingTokenSchema = z.object({
  pendingToken: z.string(required).min(1, required).max(2048, tooLong),
});

/** Asks for the challenge a passkey signs at the second step. */
export const staffPasskeyChallengeRequestSchema = pendingTokenSchema;

export const staffSecondFactorStepSchema = z.union([
  pendingTokenSchema.extend(staffCodeFormSchema.shape),
  pendingTokenSchema.extend(staffRecoveryCodeFormSchema.shape),
  pendingTokenSchema.extend({ passkey: passkeyAuthenticationResponseSchema }),
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
