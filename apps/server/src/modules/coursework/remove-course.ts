import type { Database } from '../../db/database';
import { requirePermission } from '../../permissions/require-permission';
import type { RequestTenant } from '../../tenancy/tenancy-plugin';
import { dropEnrolment } from './course-enrolment-changes';

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
  await db.transaction((tx) =>
    dropEnrolment(tx, { owner, courseEnrollmentId: options.courseId, now: options.now() }),
  );
}
