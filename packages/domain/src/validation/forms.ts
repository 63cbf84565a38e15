import { z } from 'zod';
import { leadTypeSchema } from '../user/lead-type';
import {
  emailSchema,
  FIELD_MAX_LENGTH,
  freeTextSchema,
  PASSWORD_LENGTH,
  passwordSchema,
  personNameSchema,
  phoneSchema,
} from './fields';

const tooLong = { error: 'validation.tooLong' } as const;

/** A field a form may leave empty: the empty string of an untouched input counts as absent. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.union([z.literal('').transform(() => undefined), schema]).optional();

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
  password: z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(PASSWORD_LENGTH.max, { error: 'validation.tooLong' }),
});

export type Login = z.infer<typeof loginSchema>;

/** The request-info form of the public site (docs/product/api-calls.md POST /user-api/leads, entities.md lead types). */
export const leadSchema = z.object({
  leadType: leadTypeSchema.default('INFO_REQUEST'),
  firstName: personNameSchema,
  lastName: personNameSchema,
  email: emailSchema,
  phone: optional(phoneSchema),
  programInterest: optional(freeTextSchema.max(120, tooLong)),
  message: optional(freeTextSchema.max(2000, tooLong)),
});

export type Lead = z.infer<typeof leadSchema>;

export const SUPPORT_TOPICS = ['account', 'billing', 'courses', 'technical', 'other'] as const;

/** The help-center support request (docs/product/api-calls.md POST /user-api/users/supportrequest). */
export const supportRequestSchema = z.object({
  topic: z.enum(SUPPORT_TOPICS, { error: 'validation.required' }),
  subject: freeTextSchema.max(FIELD_MAX_LENGTH.supportSubject, tooLong),
  message: freeTextSchema.max(FIELD_MAX_LENGTH.freeText, tooLong),
});

export type SupportRequest = z.infer<typeof supportRequestSchema>;
