import { describe, expect, it } from 'vitest';
import { canSignInToPortal } from './student-access';

describe('canSignInToPortal (docs/product/roles-and-permissions.md)', () => {
  const student = { userScopes: ['STUDENT_PORTAL__ACCESS'], userGrants: ['VIEW_COURSE_PROGRESS'] };
  it.each([
    [
      'the student scope and permission',
      { ...student, requestedScope: 'STUDENT_PORTAL__ACCESS' },
      true,
    ],
    ['no scope requested', { ...student, requestedScope: '' }, false],
    ['another scope requested', { ...student, requestedScope: 'ADMIN' }, false],
    [
      'a scope the user lacks as well',
      { ...student, requestedScope: 'STUDENT_PORTAL__ACCESS ADMIN' },
      false,
    ],
    [
      'the user lacks the scope',
      { ...student, userScopes: [], requestedScope: 'STUDENT_PORTAL__ACCESS' },
      false,
    ],
    [
      'the user lacks VIEW_COURSE_PROGRESS',
      { ...student, userGrants: [], requestedScope: 'STUDENT_PORTAL__ACCESS' },
      false,
    ],
  ])('%s', (_name, input, expected) => {
    expect(canSignInToPortal(input)).toBe(expected);
  });
});
