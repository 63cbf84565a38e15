import { z } from 'zod';

/** GET /healthz: answered once the database answers (docs/architecture.md, decision 14). */
export const healthSchema = z.object({ status: z.literal('ok') });
export type Health = z.infer<typeof healthSchema>;
