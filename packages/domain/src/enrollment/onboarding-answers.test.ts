import { describe, expect, it } from 'vitest';
import type { OnboardingQuestion } from '../tenant/tenant-config';
import { onboardingAnswerProblems } from './onboarding-answers';

const questions: OnboardingQuestion[] = [
  { id: 'employee-id', label: 'Id', type: 'text', required: true },
  { id: 'shift', label: 'Shift', type: 'select', options: ['Day', 'Night'], required: false },
];

describe('onboardingAnswerProblems', () => {
  it.each([
    ['all answered', { 'employee-id': 'A1', shift: 'Day' }, []],
    ['optional left out', { 'employee-id': 'A1' }, []],
    [
      'required missing',
      { shift: 'Day' },
      [{ field: 'userData.employee-id', code: 'validation.required' }],
    ],
    [
      'required blank',
      { 'employee-id': '  ' },
      [{ field: 'userData.employee-id', code: 'validation.required' }],
    ],
    [
      'select outside options',
      { 'employee-id': 'A1', shift: 'Dawn' },
      [{ field: 'userData.shift', code: 'validation.option' }],
    ],
    [
      'unknown question',
      { 'employee-id': 'A1', other: 'x' },
      [{ field: 'userData.other', code: 'validation.option' }],
    ],
  ])('%s', (_name, answers, expected) => {
    expect(onboardingAnswerProblems(questions, answers)).toEqual(expected);
  });
});
