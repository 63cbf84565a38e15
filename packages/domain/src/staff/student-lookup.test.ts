import { describe, expect, it } from 'vitest';
import { studentSearchTerms } from './student-lookup';

describe('studentSearchTerms (docs/staff-console.md "Finding a student")', () => {
  it.each([
    ['Ada', { kind: 'name', words: ['ada'] }],
    ['  ada   LOVE ', { kind: 'name', words: ['ada', 'love'] }],
    ['Mary Ann Smith', { kind: 'name', words: ['mary', 'ann', 'smith'] }],
    ['Ada@Example.test', { kind: 'email', prefix: 'ada@example.test' }],
    ['ada@', { kind: 'email', prefix: 'ada@' }],
    ['785.555.0199', { kind: 'phone', number: '(785) 555-0199' }],
    ['+1 (785) 555-0199', { kind: 'phone', number: '(785) 555-0199' }],
    // Not ten digits: searched as text, which matches no name.
    ['555-0199', { kind: 'name', words: ['555-0199'] }],
    [
      '7760686B-8308-4125-A9D2-4A1301849885',
      { kind: 'ids', ids: ['7760686b-8308-4125-a9d2-4a1301849885'] },
    ],
  ])('%s', (typed, terms) => {
    expect(studentSearchTerms(typed)).toEqual(terms);
  });
});
