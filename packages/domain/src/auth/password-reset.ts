import { z } from 'zod';
import { emailSchema, passwordSchema } from '../validation/fields';

/** How long a password-recovery link works (docs/password-recovery.md), and how many a user gets an hour. */
export const RESET_CODE_TTL_MINUTES = 30;
export const RESET_CODES_PER_HOUR = 3;

/** POST /user-api/users/reset/password/ */
export const passwordRecoveryRequestSchema = z.object({ email: emailSchema });
export type PasswordRecoveryRequest = z.infer<typeof passwordRecoveryRequestSchema>;

/** A reset code as it travels in a path: 43 base64url characters (256 bits). */
export const resetCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, {
  error: 'validation.invalid',
});

/** GET /user-api/users/reset/password/{code}: whose password the code may set. */
export const resetCodeCheckSchema = z.object({ userId: z.string() });
export type ResetCodeCheck = z.infer<typeof resetCodeCheckSchema>;

/** POST /user-api/users/reset/password/{code}: the new password, under the policy (docs/product/validation.md). */
export const passwordResetSchema = z.object({ password: passwordSchema, userId: z.string() });
export type PasswordReset = z.infer<typeof passwordResetSchema>;

/** The one answer to a recovery request, whether the address is registered or not (docs/product/error-catalogue.md). */
export const passwordRecoveryAnswerSchema = z.object({
  code: z.literal('PASSWORD_RECOVERY_SENT'),
  message: z.string(),
});

/**
 * PUT /user-api/users/password (account settings): the current password, as any sign-in takes it
 * (no policy), and the new one under the policy.
 */
export const passwordChangeSchema = z.object({
  currentPassword: z.string().min(1, { error: 'validation.required' }).max(128),
  newPassword: passwordSchema,
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;
