import { z } from 'zod';

// docs/product/entities.md "Special course codes". entities.md does not say what makes them special; what the dashboard does
// with each is decided in docs/dashboard.md "Special courses".
export const SPECIAL_COURSE_CODES = ['ACA101', 'ORI001', 'PACA101'] as const;

export type SpecialCourseCode = (typeof SPECIAL_COURSE_CODES)[number];

export const specialCourseCodeSchema = z.enum(SPECIAL_COURSE_CODES);

/** Student Orientation: every new student starts here, so the dashboard puts it first. */
export const ORIENTATION_COURSE_CODE: SpecialCourseCode = 'ORI001';
/** Academic Success Strategies: the study-skills course that supports the others; second. */
export const ACADEMIC_SUCCESS_COURSE_CODE: SpecialCourseCode = 'ACA101';
/** Prior Learning Assessment: its card links the /paca page, which explains how credit is earned. */
export const PRIOR_LEARNING_COURSE_CODE: SpecialCourseCode = 'PACA101';

const LEADING: readonly string[] = [ORIENTATION_COURSE_CODE, ACADEMIC_SUCCESS_COURSE_CODE];

/**
 * The courses in the order the dashboard lists them: orientation, then academic success, then the
 * rest as given (a stable sort keeps the server's order among them).
 */
export function inDashboardOrder<T extends { courseCode: string }>(courses: readonly T[]): T[] {
  const rank = (course: T) => {
    const at = LEADING.indexOf(course.courseCode);
    return at === -1 ? LEADING.length : at;
  };
  return [...courses].sort((a, b) => rank(a) - rank(b));
}
