import { describe, expect, it } from 'vitest';
import type { Course } from '@portal/domain/coursework/course';
import type { CourseStatus } from '@portal/domain/coursework/course-status';
import { groupByStatus, openingTab } from './course-groups';

const course = (courseCode: string, enrollmentStatus: CourseStatus) =>
  ({ courseId: courseCode.length, courseCode, enrollmentStatus }) as Course;

describe('groupByStatus', () => {
  it('gives a tab to each status with courses, current work first, orientation first within', () => {
    const groups = groupByStatus([
      course('ETH101', 'DISABLED'),
      course('CSC110', 'ENABLED'),
      course('MTH150', 'NEW'),
      course('ORI001', 'ENABLED'),
      course('BIO110', 'WAIVED'),
    ]);
    expect(groups.map((g) => [g.status, g.courses.map((c) => c.courseCode)])).toEqual([
      ['ENABLED', ['ORI001', 'CSC110']],
      ['NEW', ['MTH150']],
      ['WAIVED', ['BIO110']],
      ['DISABLED', ['ETH101']],
    ]);
  });
});

describe('openingTab', () => {
  const groups = groupByStatus([course('A', 'NEW'), course('B', 'ENABLED'), course('C', 'GATED')]);
  it.each([
    ['GATED', 'GATED'],
    ['EXPIRED', 'ENABLED'], // remembered, but no course has that status any more
    [null, 'ENABLED'],
  ] as const)('remembered %s opens %s', (remembered, expected) => {
    expect(openingTab(groups, remembered)).toBe(expected);
  });

  it('opens the first tab when nothing is in progress', () => {
    expect(openingTab(groupByStatus([course('A', 'WAIVED'), course('B', 'NEW')]), null)).toBe(
      'NEW',
    );
  });
});
