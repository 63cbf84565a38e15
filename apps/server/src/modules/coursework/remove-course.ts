import { canRemoveCourse } from '@portal/domain/coursework/course-load';
import type { CourseStatus } from '@portal/domain/coursework/course-status';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { outboxQueries } from '../../live/outbox-queries';
import { requirePermission } from '../../permissions/require-permission';
import type { RequestTenant } from '../../tenancy/tenancy-plugin';
import { courseworkQueries } from '../../coursework-records/coursework-queries';

/**
 * DELETE /coursework-api/coursework/{id} (manage courses): the student drops a course still in
 * progress; it stays listed as DISABLED, and enrolling in it again is refused
 * (ENROLL_IN_REMOVED_COURSE). Dropping it twice changes nothing.
 */
export async function removeCourse(options: {
  db: Database;
  tenant: RequestTenant;
  userId: string;
  courseId: number;
  now: () => Date;
}): Promise<void> {
  const { db, tenant, userId } = options;
  const owner = { tenantId: tenant.id, userId };
  await requirePermission(db, owner, tenant, 'CAN_ACCESS_DASHBOARD');
  await db.transaction(async (tx) => {
    // The same lock as adding courses: a drop and an add at once count the load in turn.
    await courseworkQueries.lockUser(tx, tenant.id, userId);
    const course = await courseworkQueries.lockEnrolment(tx, tenant.id, userId, options.courseId);
    if (!course) throw new AppError('NOT_FOUND');
    if (course.enrollmentStatus === 'DISABLED') return;
    const status = course.enrollmentStatus as CourseStatus;
    if (!canRemoveCourse({ enrollmentStatus: status, completed: course.completed })) {
      throw new AppError('COURSE_NOT_REMOVABLE');
    }
    await courseworkQueries.setStatus(tx, course.id, 'DISABLED');
    await outboxQueries.write(tx, {
      ...owner,
      subject: 'courseworkEntity',
      payload: { productIds: [course.productId] },
      now: options.now(),
    });
  });
}
