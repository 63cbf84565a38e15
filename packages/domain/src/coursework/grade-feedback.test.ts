import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { gradeFeedback } from './grade-feedback';

describe('gradeFeedback (docs/product/states-and-transitions.md, constants-and-limits.md: 80 and 70)', () => {
  it.each([
    [null, false, 'NOT_STARTED', 'Ready to Start'],
    [0, false, 'ERROR', 'Your Grade is below 70% - see Resources below for guidance.'],
    [69, false, 'ERROR', 'Your Grade is below 70% - see Resources below for guidance.'],
    [69.99, false, 'ERROR', 'Your Grade is below 70% - see Resources below for guidance.'],
    [70, false, 'WARNING', 'Your Grade is passing, but you may benefit from the resources below'],
    [79, false, 'WARNING', 'Your Grade is passing, but you may benefit from the resources below'],
    [80, false, 'SUCCESS', 'Your Grade is 80% or better'],
    [100, false, 'SUCCESS', 'Your Grade is 80% or better'],
    [50, true, 'COMPLETE', 'Course Complete!'],
    [null, true, 'COMPLETE', 'Course Complete!'],
  ] as const)('%s%% completed=%s -> %s', (gradePercent, completed, feedback, message) => {
    const result = gradeFeedback({ gradePercent, completed });
    expect(result).toBe(feedback);
    expect(en.coursework.grade[result]).toBe(message);
  });
});
