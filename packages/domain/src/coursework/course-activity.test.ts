import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { courseActivity, hoursBetween } from './course-activity';

describe('courseActivity (docs/product/states-and-transitions.md, constants-and-limits.md: 72/84/96 hours)', () => {
  it.each([
    [null, 'NOT_STARTED', 'Ready to Start'],
    [0, 'SUCCESS', 'You are actively working on the course - great job!'],
    [71, 'SUCCESS', 'You are actively working on the course - great job!'],
    [72, 'SUCCESS', 'You are actively working on the course - great job!'],
    [72.01, 'WARNING', 'You may benefit from Resources below to improve.'],
    [84, 'WARNING', 'You may benefit from Resources below to improve.'],
    [90, 'WARNING', 'You may benefit from Resources below to improve.'],
    [96, 'WARNING', 'You may benefit from Resources below to improve.'],
    [96.01, 'ERROR', 'You have not been actively working on this course - see Resources below'],
    [500, 'ERROR', 'You have not been actively working on this course - see Resources below'],
  ] as const)('%s hours -> %s', (hours, status, message) => {
    const result = courseActivity(hours);
    expect(result).toBe(status);
    expect(en.coursework.activity[result]).toBe(message);
  });

  it('measures hours with the clock passed in', () => {
    const from = new Date('2025-06-01T00:00:00Z');
    expect(hoursBetween(from, new Date('2025-06-04T00:00:00Z'))).toBe(72);
  });
});
