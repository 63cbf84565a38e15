import { z } from 'zod';
import { passwordSchema } from '@portal/domain/validation/fields';

/**
 * A form that sets a password: `shape`'s fields, then the new password under the policy (docs/product/validation.md),
 * typed twice (the second carries the mismatch). Password reset and change of password use it.
 */
export function withNewPassword<S extends z.ZodRawShape>(shape: S) {
  return z.object({ ...shape, newPassword: passwordSchema, confirmation: z.string() }).refine(
    (values) => {
      // The generic shape hides the two keys from the type checker; they are always there.
      const typed = values as { newPassword: string; confirmation: string };
      return typed.newPassword === typed.confirmation;
    },
    {
      path: ['confirmation'],
      error: 'validation.passwordMismatch',
    },
  );
}
