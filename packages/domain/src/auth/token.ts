import { z } from 'zod';
import { FIELD_MAX_LENGTH, PASSWORD_LENGTH } from '../validation/fields';

// POST /auth-api/oauth/token (docs/product/api-calls.md "Authentication"): a form with the password or the
// refresh_token grant, answered with the token pair.

const required = { error: 'validation.required' } as const;
const tooLong = { error: 'validation.tooLong' } as const;

// The user name is the e-mail the account registered with, so it is no longer than registration
// allows; the password policy itself is never applied at sign-in (validation/forms.ts loginSchema).
export const tokenRequestSchema = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('password'),
    username: z.string(required).min(1, required).max(FIELD_MAX_LENGTH.email, tooLong),
    password: z.string(required).min(1, required).max(PASSWORD_LENGTH.max, tooLong),
    scope: z.string().max(512, tooLong).default(''),
  }),
  z.object({
    grant_type: z.literal('refresh_token'),
    refresh_token: z.string(required).min(1, required).max(512, tooLong),
    scope: z.string().max(512, tooLong).optional(),
  }),
]);

export const tokenResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  /** seconds */
  expires_in: z.number(),
  /** seconds */
  refresh_expires_in: z.number(),
  scope: z.string(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;
