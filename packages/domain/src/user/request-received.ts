import { z } from 'zod';

/** POST /user-api/leads and /user-api/users/supportrequest: the request was received (201). */
export const requestReceivedSchema = z.object({ status: z.literal('received') });
