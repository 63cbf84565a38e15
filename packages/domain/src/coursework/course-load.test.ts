import { describe, expect, it } from 'vitest';
import {
  canRemoveCourse,
  isInProgress,
  isWithdrawn,
  MAX_COURSES_IN_PROGRESS,
  placesLeft,
  type CourseLoad,
} from './course-load';

describe('the course load', () => {
  it('counts courses being worked on, not those dropped, waived, credited, expired or done', () => {
    for (const status of ['NEW', 'ENABLED', 'GATED', 'ENROLLMENT_POSTPONED'] as const) {
      expect(isInProgress({ enrollmentStatus: status, completed: false })).toBe(true);
    }
    for (const status of ['DISABLED', 'WAIVED', 'PRIOR_CREDIT', 'EXPIRED'] as const) {
      expect(isInProgress({ enrollmentStatus: status, completed: false })).toBe(false);
    }
    expect(isInProgress({ enrollmentStatus: 'ENABLED', completed: true })).toBe(false);
  });

  it('lets a student drop only a course still in progress', () => {
    expect(canRemoveCourse({ enrollmentStatus: 'ENABLED', completed: false })).toBe(true);
    expect(canRemoveCourse({ enrollmentStatus: 'ENABLED', completed: true })).toBe(false);
    expect(canRemoveCourse({ enrollmentStatus: 'PRIOR_CREDIT', completed: false })).toBe(false);
  });

  it.each([
    [0, 4],
    [3, 1],
    [4, 0],
  ])('leaves %i courses in progress %i places', (inProgress, places) => {
    const working: CourseLoad[] = Array.from({ length: inProgress }, () => ({
      enrollmentStatus: 'ENABLED',
      completed: false,
    }));
    const settled: CourseLoad[] = [
      { enrollmentStatus: 'DISABLED', completed: false },
      { enrollmentStatus: 'NEW', completed: true },
    ];
    expect(placesLeft([...working, ...settled])).toBe(places);
    expect(MAX_COURSES_IN_PROGRESS).toBe(4);
  });

  it('calls only a dropped course withdrawn', () => {
    expect(isWithdrawn({ enrollmentStatus: 'DISABLED', completed: false })).toBe(true);
    for (const status of ['NEW', 'ENABLED', 'EXPIRED', 'PRIOR_CREDIT'] as const) {
      expect(isWithdrawn({ enrollmentStatus: status, completed: false })).toBe(false);
    }
  });
});
