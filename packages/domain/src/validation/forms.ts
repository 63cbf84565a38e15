import { z } from 'zod';
import { emailSchema, passwordSchema, personNameSchema } from './fields';

export const registrationSchema = z.object({
  firstName: personNameSchema,
  lastName: personNameSchema,
  email: emailSchema,
  password: passwordSchema,
});

export type Registration = z.infer<typeof registrationSchema>;

// The password policy is never applied at login: accounts made before it, or by support, must
// still be able to sign in, and the policy's messages would hint at what a password looks like.
export const loginSchema = z.object({
  username: emailSchema,
  password: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
});

export type Login = z.infer<typeof loginSchema>;
