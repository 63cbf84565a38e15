import { describe, expect, it } from 'vitest';
import { canRemoveCourse, isInProgress } from './course-load';

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
});
