import {
  canRemoveCourse,
  FRESH_ENROLMENT_STATUS,
  isInProgress,
  isWithdrawn,
  placesLeft,
} from '@portal/domain/coursework/course-load';
import type { NamedInSpanish } from '@portal/domain/catalog/catalog-api';
import type { CourseStatus } from '@portal/domain/coursework/course-status';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import { outboxQueries } from '../../live/outbox-queries';
import { courseworkQueries } from '../../coursework-records/coursework-queries';

interface EnrolmentChange {
  owner: { tenantId: string; userId: string };
  courseEnrollmentId: number;
  now: Date;
}

/** What a change did to one enrolment: its course and its status before and after. */
export interface EnrolmentChanged {
  courseEnrollmentId: number;
  productId: number;
  /** The course by its name, with its Spanish when the catalog has one (for the learner's mail). */
  course: NamedInSpanish;
  before: CourseStatus;
  after: CourseStatus;
  /** False when the enrolment was already as asked: nothing was written. */
  changed: boolean;
}

/**
 * Locks the student's course changes, then the enrolment: the same lock as adding courses, so a
 * drop, a re-open and an add at once count the load in turn. Another student's enrolment, or
 * another tenant's, is NOT_FOUND.
 */
async function lockedEnrolment(tx: Executor, { owner, courseEnrollmentId }: EnrolmentChange) {
  await courseworkQueries.lockUser(tx, owner.tenantId, owner.userId);
  const row = await courseworkQueries.lockEnrolment(
    tx,
    owner.tenantId,
    owner.userId,
    courseEnrollmentId,
  );
  if (!row) throw new AppError('NOT_FOUND');
  return { ...row, enrollmentStatus: row.enrollmentStatus as CourseStatus };
}

/** The student's open pages reload their coursework (docs/live-updates.md). */
const announce = (tx: Executor, change: EnrolmentChange, productId: number) =>
  outboxQueries.write(tx, {
    ...change.owner,
    subject: 'courseworkEntity',
    payload: { productIds: [productId] },
    now: change.now,
  });

/**
 * Drops one of the student's courses, in the caller's transaction: the student's own "remove
 * course" and a member's withdrawal both come here. Only a course still in progress may go
 * (COURSE_NOT_REMOVABLE); it stays listed as DISABLED, no longer counts toward the course load,
 * and the student's open pages show it at once. A course already dropped changes nothing.
 */
export async function dropEnrolment(
  tx: Executor,
  change: EnrolmentChange,
): Promise<EnrolmentChanged> {
  const course = await lockedEnrolment(tx, change);
  const before = course.enrollmentStatus;
  const done = {
    courseEnrollmentId: course.id,
    productId: course.productId,
    course: { name: course.courseName, es: course.courseEs },
    before,
  };
  if (isWithdrawn(course)) return { ...done, after: before, changed: false };
  if (!canRemoveCourse(course)) throw new AppError('COURSE_NOT_REMOVABLE');
  await courseworkQueries.setStatus(tx, course.id, 'DISABLED');
  await announce(tx, change, course.productId);
  return { ...done, after: 'DISABLED', changed: true };
}

/**
 * Brings back a withdrawn course, in the caller's transaction (docs/staff-console.md "Acting on a
 * student's courses"). It takes the status a fresh enrolment takes; its progress and grade stay
 * what the provider last sent. A course not withdrawn is COURSE_NOT_WITHDRAWN; one that would take
 * a place when the student has none left is COURSE_LOAD_FULL, counted as course selection counts.
 */
export async function reopenEnrolment(
  tx: Executor,
  change: EnrolmentChange,
): Promise<EnrolmentChanged> {
  const course = await lockedEnrolment(tx, change);
  if (!isWithdrawn(course)) throw new AppError('COURSE_NOT_WITHDRAWN');
  const after = FRESH_ENROLMENT_STATUS;
  const enrolled = await courseworkQueries.enrollmentStatuses(
    tx,
    change.owner.tenantId,
    change.owner.userId,
  );
  if (isInProgress({ ...course, enrollmentStatus: after }) && placesLeft(enrolled.values()) <= 0) {
    throw new AppError('COURSE_LOAD_FULL');
  }
  await courseworkQueries.setStatus(tx, course.id, after);
  await announce(tx, change, course.productId);
  return {
    courseEnrollmentId: course.id,
    productId: course.productId,
    course: { name: course.courseName, es: course.courseEs },
    before: course.enrollmentStatus,
    after,
    changed: true,
  };
}
