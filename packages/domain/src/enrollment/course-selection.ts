import { z } from 'zod';
import { recordIdSchema } from '../validation/record-id';

/** PUT /coursework-api/coursework/selection, and POST /coursework-api/coursework (manage courses) */
export const courseSelectionRequestSchema = z.object({
  productIds: z.array(recordIdSchema).min(1).max(20),
});
export type CourseSelectionRequest = z.infer<typeof courseSelectionRequestSchema>;
