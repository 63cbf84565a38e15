import type { Course } from '@portal/domain/coursework/course';
import { courseActivity, hoursBetween } from '@portal/domain/coursework/course-activity';
import type { CourseStatus } from '@portal/domain/coursework/course-status';
import { isEligibleForTranscript } from '@portal/domain/coursework/transcript-request';
import type { Executor } from '../../db/database';
import { courseworkQueries, type CourseRow } from '../../coursework-records/coursework-queries';

/** A row shaped into the Course of docs/product/entities.md; activity is read against `now` (the injected clock). */
export function courseView({ enrollment, product, category }: CourseRow, now: Date): Course {
  return {
    courseId: enrollment.id,
    courseName: product.name,
    ...(product.es?.name !== undefined && { es: { courseName: product.es.name } }),
    courseCode: product.code,
    categoriesCode: category ? [category.slug] : [],
    productId: product.id,
    enrollmentStatus: enrollment.enrollmentStatus,
    isEligibleForTranscript: isEligibleForTranscript({
      enrollmentStatus: enrollment.enrollmentStatus as CourseStatus,
      completed: enrollment.completed,
    }),
    completed: enrollment.completed,
    requiredGradeableItemsCompletedCount: enrollment.completedItemsCount,
    requiredGradeableItemsCount: enrollment.requiredItemsCount,
    gradePercent: enrollment.gradePercent,
    lastActiveAt: enrollment.lastActiveAt?.toISOString() ?? null,
    gradeReceivedAt: enrollment.gradeReceivedAt?.toISOString() ?? null,
    activityStatus: courseActivity(
      enrollment.lastActiveAt ? hoursBetween(enrollment.lastActiveAt, now) : null,
    ),
    links: [
      { kind: 'resume', title: product.name },
      ...product.modules.map((module) => ({
        kind: 'section' as const,
        title: module.title,
        moduleIdNumber: module.idNumber,
      })),
    ],
  };
}

export async function listCoursework(options: {
  db: Executor;
  tenantId: string;
  userId: string;
  now: Date;
}): Promise<Course[]> {
  const rows = await courseworkQueries.listForUser(options.db, options.tenantId, options.userId);
  return rows.map((row) => courseView(row, options.now));
}
