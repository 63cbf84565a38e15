import { z } from 'zod';
import type { Executor } from '../../db/database';
import { courseworkQueries } from './coursework-queries';

/** The Course (coursework) entity of SPEC §3. */
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

export async function listCoursework(
  db: Executor,
  tenantId: string,
  userId: string,
): Promise<z.infer<typeof courseSchema>[]> {
  const rows = await courseworkQueries.listForUser(db, tenantId, userId);
  return rows.map(({ enrollment, product, category }) => ({
    courseId: enrollment.id,
    courseName: product.name,
    courseCode: product.code,
    categoriesCode: category ? [category.slug] : [],
    productId: product.id,
    enrollmentStatus: enrollment.enrollmentStatus,
    isEligibleForTranscript: enrollment.completed,
    completed: enrollment.completed,
    requiredGradeableItemsCompletedCount: enrollment.completedItemsCount,
    requiredGradeableItemsCount: enrollment.requiredItemsCount,
  }));
}
