import type { CourseStatus } from './course-status';

/**
 * How many courses a student works on at once, in onboarding and on the manage-courses page
 * (the count of 4 in docs/product/constants-and-limits.md, decided in docs/dashboard.md).
 */
export const MAX_COURSES_IN_PROGRESS = 4;

/** A course enrolment as the course-load rules read it. */
export interface CourseLoad {
  enrollmentStatus: CourseStatus;
  completed: boolean;
}

/** Statuses in which a course is done with, whatever its progress: dropped, waived or credited. */
const SETTLED: CourseStatus[] = ['DISABLED', 'WAIVED', 'PRIOR_CREDIT', 'EXPIRED'];

/** Whether the course takes one of the places counted by MAX_COURSES_IN_PROGRESS. */
export const isInProgress = (course: CourseLoad) =>
  !course.completed && !SETTLED.includes(course.enrollmentStatus);

/**
 * Whether the student may drop the course (its status becomes DISABLED, and enrolling in it again
 * is refused with ENROLL_IN_REMOVED_COURSE): only a course still in progress.
 */
export const canRemoveCourse = isInProgress;

/** How many more courses the student may take on: MAX_COURSES_IN_PROGRESS less those in progress. */
export const placesLeft = (courses: Iterable<CourseLoad>) =>
  MAX_COURSES_IN_PROGRESS - [...courses].filter(isInProgress).length;

/**
 * The status a course takes when the student enrols in it: open to work on at once. A withdrawn
 * course that staff re-open takes it too (docs/staff-console.md "Acting on a student's courses").
 */
export const FRESH_ENROLMENT_STATUS: CourseStatus = 'ENABLED';

/** Whether the course was dropped (by the student, or withdrawn by staff): what staff may re-open. */
export const isWithdrawn = (course: CourseLoad) => course.enrollmentStatus === 'DISABLED';
