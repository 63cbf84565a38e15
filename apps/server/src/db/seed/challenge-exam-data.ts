// Challenge exams (docs/challenge-exams.md): one exam product per course that offers one, sold at
// its own price; a few at $0.00 (sponsored exams), which are enabled without a payment. The exam's
// id is the course's id plus 100000, its code the course's code with `-CE`.
import type { CourseEntry, ExamEntry } from '@portal/domain/catalog/catalog-entry';

const EXAM_PRICES: Record<string, number> = {
  BUS101: 4900,
  ACC201: 4900,
  ECO201: 4900,
  PSY101: 4900,
  ENG101: 4900,
  MTH120: 4900,
  ITS101: 3900,
  CSC110: 0,
  COM110: 0,
};

export const CHALLENGE_EXAM_ID_OFFSET = 100_000;

/**
 * The exams of the courses in `EXAM_PRICES`, as challenge-exams.json entries: the seed publishes
 * them with the rest of the catalog as its first version (docs/catalog-editing.md), and from then
 * on they are edited as data.
 */
export function challengeExamEntries(courses: readonly CourseEntry[]): ExamEntry[] {
  return courses
    .filter((course) => course.code in EXAM_PRICES)
    .map((course) => ({
      id: CHALLENGE_EXAM_ID_OFFSET + course.id,
      course: course.code,
      priceCents: EXAM_PRICES[course.code]!,
    }));
}
