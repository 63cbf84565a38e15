import { z } from 'zod';

/** One course of GET /coursework-api/coursework: the Course (coursework) entity of SPEC §3. */
export const courseSchema = z.object({
  courseId: z.number(),
  courseName: z.string(),
  courseCode: z.string(),
  categoriesCode: z.array(z.string()),
  productId: z.number(),
  enrollmentStatus: z.string(),
  isEligibleForTranscript: z.boolean(),
  completed: z.boolean(),
  requiredGradeableItemsCompletedCount: z.number(),
  requiredGradeableItemsCount: z.number(),
});
export type Course = z.infer<typeof courseSchema>;
