import type { ValidationMessageId } from '../i18n/en';
import type { CourseEntry, ExamEntry } from './catalog-entry';
import { shared } from './shared-entries';

// The rules a challenge-exam entry cannot check alone (docs/catalog-editing.md "Challenge exams"):
// ids used once, its course a course of the catalog, and one exam per course. A course renamed
// while an exam is of it leaves the exam naming no course: the refusal names the exam.

/** One broken rule of an exam: its id and field. */
export interface ExamProblem {
  kind: 'exam';
  id: number;
  field: string;
  code: ValidationMessageId;
}

const problem = (id: number, field: string, code: ValidationMessageId): ExamProblem => ({
  kind: 'exam',
  id,
  field,
  code,
});

/** Every rule the exams break against the catalog's courses. */
export function checkExams(
  exams: readonly ExamEntry[],
  courses: readonly CourseEntry[],
): ExamProblem[] {
  const codes = new Set(courses.map((c) => c.code));
  return [
    ...shared(exams, (e) => e.id).map((e) => problem(e.id, 'id', 'validation.duplicateId')),
    ...shared(exams, (e) => e.course).map((e) =>
      problem(e.id, 'course', 'validation.duplicateExam'),
    ),
    ...exams
      .filter((e) => !codes.has(e.course))
      .map((e) => problem(e.id, 'course', 'validation.unknownCourse')),
  ];
}
