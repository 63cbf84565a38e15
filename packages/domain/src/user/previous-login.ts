import { z } from 'zod';

/**
 * GET /user-events-api/users/events/USER_LOGIN/previous: when the student signed in before this
 * session (ISO 8601), shown on the dashboard; null on a first sign-in.
 */
export const previousLoginSchema = z.object({ occurredAt: z.string().nullable() });
export type PreviousLogin = z.infer<typeof previousLoginSchema>;
