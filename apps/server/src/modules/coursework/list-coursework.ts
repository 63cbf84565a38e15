import type { Course } from '@portal/domain/coursework/course';
import type { Executor } from '../../db/database';
import { courseworkQueries } from './coursework-queries';

export async function listCoursework(
  db: Executor,
  tenantId: string,
  userId: string,
): Promise<Course[]> {
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
