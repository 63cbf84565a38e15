// Challenge exams (docs/challenge-exams.md): one exam product per course that offers one, sold at
// its own price; a few at $0.00 (sponsored exams), which are enabled without a payment. The exam's
// id is the course's id plus 100000, its code the course's code with `-CE`.
import { PRODUCT_TYPE_LABELS } from '@portal/domain/catalog/product-type';
import type { CourseEntry } from '@portal/domain/catalog/catalog-entry';

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

/** The exam products, as `products` rows, of the courses in `EXAM_PRICES`. */
export function challengeExamProducts(courses: readonly CourseEntry[]) {
  return courses
    .filter((course) => course.code in EXAM_PRICES)
    .map((course) => ({
      id: CHALLENGE_EXAM_ID_OFFSET + course.id,
      type: PRODUCT_TYPE_LABELS.CHALLENGE_EXAM,
      code: `${course.code}-CE`,
      name: `${course.code} Challenge Exam`,
      priceCents: EXAM_PRICES[course.code]!,
      description: `A proctored exam that earns the credit of ${course.name} without taking the course.`,
      examOfProductId: course.id,
    }));
}
