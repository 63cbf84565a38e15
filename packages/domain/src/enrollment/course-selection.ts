import { z } from 'zod';
import { recordIdSchema } from '../validation/record-id';

/** The most courses a paid-selective learner picks during onboarding (SPEC §9's count of 4). */
export const MAX_SELECTED_COURSES = 4;

/** PUT /coursework-api/coursework/selection */
export const courseSelectionRequestSchema = z.object({
  productIds: z.array(recordIdSchema).min(1).max(20),
});
export type CourseSelectionRequest = z.infer<typeof courseSelectionRequestSchema>;
