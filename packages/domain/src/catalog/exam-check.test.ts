import { describe, expect, it } from 'vitest';
import type { CourseEntry, ExamEntry } from './catalog-entry';
import { checkExams } from './exam-check';

const course = (id: number, code: string) => ({ id, code }) as CourseEntry;
const COURSES = [course(1001, 'BUS101'), course(5001, 'CSC110')];
const exam = (id: number, code: string, priceCents = 4900): ExamEntry => ({
  id,
  course: code,
  priceCents,
});

const problems = (exams: ExamEntry[]) =>
  checkExams(exams, COURSES).map((p) => `${p.id} ${p.field} ${p.code}`);

describe("checking challenge exams against the catalog's courses", () => {
  it.each([
    ['one exam of each course', [exam(101001, 'BUS101'), exam(105001, 'CSC110', 0)], []],
    ['an exam of no course', [exam(101001, 'ZZZ999')], ['101001 course validation.unknownCourse']],
    [
      'two exams of one course',
      [exam(101001, 'BUS101'), exam(200001, 'BUS101')],
      ['101001 course validation.duplicateExam', '200001 course validation.duplicateExam'],
    ],
    [
      'an id used twice',
      [exam(101001, 'BUS101'), exam(101001, 'CSC110')],
      ['101001 id validation.duplicateId', '101001 id validation.duplicateId'],
    ],
  ])('%s', (_, exams, expected) => {
    expect(problems(exams)).toEqual(expected);
  });
});
