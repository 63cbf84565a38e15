import { z } from 'zod';
import { freeTextSchema } from '../validation/fields';

export const FEEDBACK_RATINGS = [1, 2, 3, 4, 5] as const;
export const FEEDBACK_MAX_LENGTH = 2000;

/**
 * POST /user-api/users/feedback (docs/product/api-calls.md): a rating from 1 to 5 and a comment in the free-text
 * rule of docs/product/validation.md. The rating is coerced because a form's radio buttons hold text.
 */
export const feedbackSchema = z.object({
  rating: z.coerce
    .number({ error: 'validation.required' })
    .int({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(5, { error: 'validation.option' }),
  message: freeTextSchema.max(FEEDBACK_MAX_LENGTH, { error: 'validation.tooLong' }),
});
export type Feedback = z.infer<typeof feedbackSchema>;

/** A feedback the student sent, as the user profile lists it (docs/product/entities.md feedbacks). */
export const sentFeedbackSchema = z.object({
  id: z.number(),
  rating: z.number(),
  message: z.string(),
  createdAt: z.string(),
});
export type SentFeedback = z.infer<typeof sentFeedbackSchema>;
