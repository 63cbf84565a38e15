import { describe, expect, it } from 'vitest';
import { diffEntry } from './catalog-diff';
import type { CourseEntry, PlanEntry, ProgramEntry, PromotionEntry } from './catalog-entry';

const COURSE: CourseEntry = {
  id: 5001,
  code: 'CSC110',
  name: 'Programming Fundamentals',
  category: 'cs',
  subcategory: 'programming',
  priceCents: 6945,
  description: 'Write, run and test small Python programs.',
  details: {
    credits: 3,
    topics: ['Variables and types', 'Control flow'],
    prerequisites: [],
    courseText: 'An online textbook.',
    gradingCriteria: [
      { item: 'Labs', weightPercent: 50 },
      { item: 'Final project', weightPercent: 50 },
    ],
  },
};

describe('the diff of an entry', () => {
  it('lists only the fields that differ, in the editor’s order, with both values', () => {
    const after = {
      ...COURSE,
      priceCents: 7945,
      name: 'Programming I',
      details: { ...COURSE.details, topics: ['Control flow', 'Variables and types'] },
    };
    expect(diffEntry('course', COURSE, after)).toEqual([
      { field: 'name', before: 'Programming Fundamentals', after: 'Programming I' },
      { field: 'priceCents', before: 6945, after: 7945 },
      {
        field: 'details.topics',
        before: ['Variables and types', 'Control flow'],
        after: ['Control flow', 'Variables and types'],
      },
    ]);
  });

  it('compares objects whatever their keys’ order (jsonb keeps its own)', () => {
    const reordered = {
      ...COURSE,
      details: {
        ...COURSE.details,
        gradingCriteria: COURSE.details.gradingCriteria.map(({ item, weightPercent }) => ({
          weightPercent,
          item,
        })),
      },
    };
    expect(diffEntry('course', COURSE, reordered)).toEqual([]);
  });

  it('gives every field of a new entry, and a removed subcategory as null', () => {
    expect(diffEntry('course', null, COURSE)).toHaveLength(11);
    const { subcategory: _gone, ...without } = COURSE;
    expect(diffEntry('course', COURSE, without)).toEqual([
      { field: 'subcategory', before: 'programming', after: null },
    ]);
    expect(
      diffEntry(
        'category',
        { id: 5, name: 'CS', slug: 'cs', description: 'x' },
        { id: 5, name: 'Computing', slug: 'cs', description: 'x' },
      ),
    ).toEqual([{ field: 'name', before: 'CS', after: 'Computing' }]);
  });

  it('lists Spanish texts after the English fields, each on its own, absent as null', () => {
    const spanish = { ...COURSE, es: { name: 'Fundamentos de programación' } };
    expect(diffEntry('course', COURSE, spanish)).toEqual([
      { field: 'es.name', before: null, after: 'Fundamentos de programación' },
    ]);
    expect(
      diffEntry('course', spanish, {
        ...COURSE,
        es: { description: 'Programas pequeños en Python.' },
      }),
    ).toEqual([
      { field: 'es.name', before: 'Fundamentos de programación', after: null },
      { field: 'es.description', before: null, after: 'Programas pequeños en Python.' },
    ]);
  });
});

describe('the diff of a program', () => {
  const PROGRAM: ProgramEntry = {
    id: 8,
    name: 'Computer Science',
    enrollmentCode: 'PSC-CSP',
    schoolId: 4,
    description: 'A program.',
    priceCents: 34_900,
    courses: ['CSC110', 'CSC120'],
  };

  it('counts a course moved in the study order as a change, and lists a new program whole', () => {
    expect(diffEntry('program', PROGRAM, { ...PROGRAM, courses: ['CSC120', 'CSC110'] })).toEqual([
      {
        field: 'courses',
        before: ['CSC110', 'CSC120'],
        after: ['CSC120', 'CSC110'],
      },
    ]);
    expect(diffEntry('program', null, PROGRAM).map((f) => f.field)).toEqual([
      'name',
      'enrollmentCode',
      'schoolId',
      'priceCents',
      'description',
      'courses',
    ]);
  });
});

describe('the diff of a payment plan and of a promotion', () => {
  it('lists their fields in the editor’s order', () => {
    const plan: PlanEntry = {
      id: 6,
      program: 'NOC-HCAC',
      name: 'Monthly plan',
      priceCents: 6_945,
      periodicity: 'MONT',
    };
    expect(diffEntry('plan', plan, { ...plan, priceCents: 7_945, periodicity: 'YEAR' })).toEqual([
      { field: 'priceCents', before: 6_945, after: 7_945 },
      { field: 'periodicity', before: 'MONT', after: 'YEAR' },
    ]);
    const promotion: PromotionEntry = {
      id: 1,
      code: 'DEFER30',
      kind: 'DEFERRED_PAYMENT',
      percentOff: null,
      deferredDays: 30,
    };
    expect(
      diffEntry('promotion', promotion, {
        ...promotion,
        kind: 'DISCOUNTED_PAYMENT',
        percentOff: 15,
        deferredDays: null,
      }),
    ).toEqual([
      { field: 'kind', before: 'DEFERRED_PAYMENT', after: 'DISCOUNTED_PAYMENT' },
      { field: 'percentOff', before: null, after: 15 },
      { field: 'deferredDays', before: 30, after: null },
    ]);
  });
});
