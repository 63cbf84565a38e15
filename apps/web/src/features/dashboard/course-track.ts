import type { ProductSummary } from '@portal/domain/catalog/catalog-api';
import type { Course } from '@portal/domain/coursework/course';
import type { CourseStatus } from '@portal/domain/coursework/course-status';

/** Where a course of the track stands: done, not taken, or its enrolment status. */
export type TrackState = 'COMPLETED' | 'NOT_ENROLLED' | CourseStatus;

export interface TrackStep {
  productId: number;
  code: string;
  name: string;
  /** Its Spanish name, when the catalog has one (docs/languages.md "The catalog"). */
  es?: { name?: string | undefined };
  state: TrackState;
  /** The student's enrolment in it, when there is one. */
  course: Course | null;
}

/** Statuses that settle a course without its work: it counts as done on the track. */
const CREDITED: readonly TrackState[] = ['COMPLETED', 'WAIVED', 'PRIOR_CREDIT'];

/**
 * The course-track view (docs/dashboard.md): the program's courses in the program's order, each
 * with the student's state in it, then any course the student takes outside the program.
 */
export function courseTrack(program: readonly ProductSummary[], courses: readonly Course[]) {
  const byProduct = new Map(courses.map((course) => [course.productId, course]));
  const stateOf = (course: Course | null): TrackState =>
    course === null
      ? 'NOT_ENROLLED'
      : course.completed
        ? 'COMPLETED'
        : (course.enrollmentStatus as CourseStatus);
  const inProgram = new Set(program.map((p) => p.id));
  const steps: TrackStep[] = [
    ...program.map((p) => {
      const course = byProduct.get(p.id) ?? null;
      return {
        productId: p.id,
        code: p.code,
        name: p.name,
        es: p.es,
        state: stateOf(course),
        course,
      };
    }),
    ...courses
      .filter((course) => !inProgram.has(course.productId))
      .map((course) => ({
        productId: course.productId,
        code: course.courseCode,
        name: course.courseName,
        es: course.es && { name: course.es.courseName },
        state: stateOf(course),
        course,
      })),
  ];
  return { steps, done: steps.filter((step) => CREDITED.includes(step.state)).length };
}
