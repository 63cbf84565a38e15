import { MAX_SELECTED_COURSES } from '@portal/domain/enrollment/course-selection';
import type { Database } from '../../db/database';
import { AppError, type CourseError } from '../../http/app-error';
import { outboxQueries } from '../../live/outbox-queries';
import type { RequestTenant } from '../../tenancy/tenancy-plugin';
import { findEnrollmentOrder } from '../ledger/find-enrollment-order';
import { requirePermission } from '../../permissions/require-permission';
import { courseworkQueries } from './coursework-queries';

/** A course the student dropped: enrolling in it again is refused (ENROLL_IN_REMOVED_COURSE). */
const REMOVED = 'DISABLED';

/**
 * PUT /coursework-api/coursework/selection (paid-selective onboarding): enrols the student in
 * courses of their degree program, at most MAX_SELECTED_COURSES in all. Any refused course refuses
 * the whole request, each with its per-course error (SPEC §8).
 */
export async function selectCourses(options: {
  db: Database;
  tenant: RequestTenant;
  userId: string;
  productIds: number[];
  now: () => Date;
}): Promise<void> {
  const { db, tenant, userId } = options;
  const owner = { tenantId: tenant.id, userId };
  await requirePermission(db, owner, tenant, 'CAN_SELECT_COURSEWORK');
  const order = await findEnrollmentOrder(db, owner);
  const requested = [...new Set(options.productIds)];

  await db.transaction(async (tx) => {
    // Serialises a user's selections, so two at once cannot pass the limit together.
    await courseworkQueries.lockUser(tx, tenant.id, userId);
    const [inProgram, products, enrolled] = await Promise.all([
      courseworkQueries.programProductIds(tx, order?.degreeProgramId ?? 0),
      courseworkQueries.products(tx, requested),
      courseworkQueries.enrollmentStatuses(tx, tenant.id, userId),
    ]);
    const nameOf = (id: number) => products.find((p) => p.id === id)?.name ?? `#${id}`;
    const errors = requested.flatMap((id): CourseError[] => {
      const status = enrolled.get(id);
      if (!inProgram.has(id))
        return [{ code: 'PRODUCT_NOT_BELONG_TO_PROGRAM', courseName: nameOf(id) }];
      if (status === REMOVED) return [{ code: 'ENROLL_IN_REMOVED_COURSE', courseName: nameOf(id) }];
      if (status !== undefined) return [{ code: 'ALREADY_ENROLLED', courseName: nameOf(id) }];
      return [];
    });
    if (errors.length > 0) throw new AppError(errors[0]!.code, { courses: errors });
    const active = [...enrolled.values()].filter((s) => s !== REMOVED).length;
    if (active + requested.length > MAX_SELECTED_COURSES) {
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
