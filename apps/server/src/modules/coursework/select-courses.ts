import { placesLeft } from '@portal/domain/coursework/course-load';
import type { Permission } from '@portal/domain/permissions/permission';
import type { Database } from '../../db/database';
import { queryAll } from '../../db/query-all';
import { AppError, type CourseError } from '../../http/app-error';
import { outboxQueries } from '../../live/outbox-queries';
import type { RequestTenant } from '../../tenancy/tenancy-plugin';
import { findEnrollmentOrder } from '../orders/find-enrollment-order';
import { requirePermission } from '../../permissions/require-permission';
import { courseworkQueries } from '../../coursework-records/coursework-queries';

/**
 * Enrols the student in courses of their degree program, at most MAX_COURSES_IN_PROGRESS in
 * progress at once: PUT /coursework-api/coursework/selection in paid-selective onboarding
 * (CAN_SELECT_COURSEWORK) and POST /coursework-api/coursework on the manage-courses page
 * (CAN_ACCESS_DASHBOARD). Any refused course refuses the whole request, each with its per-course
 * error (docs/product/error-catalogue.md).
 */
export async function selectCourses(options: {
  db: Database;
  tenant: RequestTenant;
  userId: string;
  permission: Permission;
  productIds: number[];
  now: () => Date;
}): Promise<void> {
  const { db, tenant, userId } = options;
  const owner = { tenantId: tenant.id, userId };
  await requirePermission(db, owner, tenant, options.permission);
  const order = await findEnrollmentOrder(db, owner);
  const requested = [...new Set(options.productIds)];

  await db.transaction(async (tx) => {
    // Serialises a user's course changes, so two at once cannot pass the limit together.
    await courseworkQueries.lockUser(tx, tenant.id, userId);
    const [inProgram, products, enrolled] = await queryAll(tx, [
      () => courseworkQueries.programProductIds(tx, order?.degreeProgramId ?? 0),
      () => courseworkQueries.products(tx, requested),
      () => courseworkQueries.enrollmentStatuses(tx, tenant.id, userId),
    ]);
    const nameOf = (id: number) => products.find((p) => p.id === id)?.name ?? `#${id}`;
    const errors = requested.flatMap((id): CourseError[] => {
      const enrolment = enrolled.get(id);
      if (!inProgram.has(id))
        return [{ code: 'PRODUCT_NOT_BELONG_TO_PROGRAM', courseName: nameOf(id) }];
      if (enrolment?.enrollmentStatus === 'DISABLED') {
        return [{ code: 'ENROLL_IN_REMOVED_COURSE', courseName: nameOf(id) }];
      }
      if (enrolment) return [{ code: 'ALREADY_ENROLLED', courseName: nameOf(id) }];
      return [];
    });
    if (errors.length > 0) throw new AppError(errors[0]!.code, { courses: errors });
    if (requested.length > placesLeft(enrolled.values())) {
      throw new AppError('EXCEEDED_NUMBER_OF_COURSES');
    }
    await courseworkQueries.enrol(
      tx,
      tenant.id,
      userId,
      products.filter((p) => requested.includes(p.id)),
    );
    await outboxQueries.write(tx, {
      ...owner,
      subject: 'courseworkEntity',
      payload: { productIds: requested },
      now: options.now(),
    });
  });
}
