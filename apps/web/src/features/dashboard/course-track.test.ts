import { describe, expect, it } from 'vitest';
import type { ProductSummary } from '@portal/domain/catalog/catalog-api';
import type { Course } from '@portal/domain/coursework/course';
import { courseTrack } from './course-track';

const product = (id: number, code: string): ProductSummary =>
  ({ id, code, name: `Course ${code}` }) as ProductSummary;
const course = (productId: number, over: Partial<Course> = {}): Course => ({
  courseId: productId + 1000,
  courseName: `Course ${productId}`,
  courseCode: `C${productId}`,
  categoriesCode: [],
  productId,
  enrollmentStatus: 'ENABLED',
  isEligibleForTranscript: false,
  completed: false,
  requiredGradeableItemsCompletedCount: 0,
  requiredGradeableItemsCount: 5,
  gradePercent: null,
  lastActiveAt: null,
  gradeReceivedAt: null,
  activityStatus: 'NOT_STARTED',
  links: [],
  ...over,
});

describe('courseTrack', () => {
  it("keeps the program's order and gives each course the student's state in it", () => {
    const program = [product(1, 'ORI001'), product(2, 'ENG101'), product(3, 'MTH120')];
    const track = courseTrack(program, [
      course(3, { enrollmentStatus: 'GATED' }),
      course(1, { completed: true }),
    ]);
    expect(track.steps.map((s) => [s.code, s.state])).toEqual([
      ['ORI001', 'COMPLETED'],
      ['ENG101', 'NOT_ENROLLED'],
      ['MTH120', 'GATED'],
    ]);
    expect(track.done).toBe(1);
  });

  it('counts waived and prior-credit courses as done, and adds courses outside the program', () => {
    const track = courseTrack(
      [product(1, 'A'), product(2, 'B')],
      [
        course(1, { enrollmentStatus: 'WAIVED' }),
        course(2, { enrollmentStatus: 'PRIOR_CREDIT' }),
        course(9, { courseCode: 'X9' }),
      ],
    );
    expect(track.steps.map((s) => [s.code, s.state])).toEqual([
      ['A', 'WAIVED'],
      ['B', 'PRIOR_CREDIT'],
      ['X9', 'ENABLED'],
    ]);
    expect(track.done).toBe(2);
  });
});
