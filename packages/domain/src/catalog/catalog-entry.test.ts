import { describe, expect, it } from 'vitest';
import {
  categoryFieldsSchema,
  courseEntrySchema,
  courseFieldsSchema,
  programEntrySchema,
  programFieldsSchema,
} from './catalog-entry';

const COURSE = {
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

/** The fields and message ids a course with `change` applied is refused with. */
function refusal(change: (course: typeof COURSE) => unknown) {
  const result = courseEntrySchema.safeParse(
    change(JSON.parse(JSON.stringify(COURSE)) as typeof COURSE),
  );
  return result.success
    ? []
    : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('a course entry', () => {
  it('takes the seed shape as it is', () => {
    expect(refusal((c) => c)).toEqual([]);
  });

  it.each([
    [
      'a price of -1',
      (c: typeof COURSE) => ({ ...c, priceCents: -1 }),
      'priceCents',
      'validation.priceCents',
    ],
    [
      'a price in dollars',
      (c: typeof COURSE) => ({ ...c, priceCents: 69.45 }),
      'priceCents',
      'validation.priceCents',
    ],
    ['a free course', (c: typeof COURSE) => ({ ...c, priceCents: 0 }), null, null],
    [
      'a lower-case code',
      (c: typeof COURSE) => ({ ...c, code: 'csc110' }),
      'code',
      'validation.courseCode',
    ],
    [
      'a code of 5 capitals',
      (c: typeof COURSE) => ({ ...c, code: 'ABCDE110' }),
      'code',
      'validation.courseCode',
    ],
    ['a blank name', (c: typeof COURSE) => ({ ...c, name: '  ' }), 'name', 'validation.required'],
    [
      'a category with capitals',
      (c: typeof COURSE) => ({ ...c, category: 'CS' }),
      'category',
      'validation.slug',
    ],
    ['no subcategory, sent empty', (c: typeof COURSE) => ({ ...c, subcategory: '' }), null, null],
    [
      '31 credits',
      (c: typeof COURSE) => ({ ...c, details: { ...c.details, credits: 31 } }),
      'details.credits',
      'validation.credits',
    ],
    [
      'weights adding to 90',
      (c: typeof COURSE) => ({
        ...c,
        details: { ...c.details, gradingCriteria: [{ item: 'Labs', weightPercent: 90 }] },
      }),
      'details.gradingCriteria',
      'validation.gradingTotal',
    ],
    [
      'a weight of 0',
      (c: typeof COURSE) => ({
        ...c,
        details: {
          ...c.details,
          gradingCriteria: [
            { item: 'Labs', weightPercent: 100 },
            { item: 'Quiz', weightPercent: 0 },
          ],
        },
      }),
      'details.gradingCriteria.1.weightPercent',
      'validation.gradingWeight',
    ],
    [
      'no grading at all',
      (c: typeof COURSE) => ({ ...c, details: { ...c.details, gradingCriteria: [] } }),
      'details.gradingCriteria',
      'validation.required',
    ],
    [
      'a prerequisite that is no code',
      (c: typeof COURSE) => ({ ...c, details: { ...c.details, prerequisites: ['intro'] } }),
      'details.prerequisites.0',
      'validation.courseCode',
    ],
    [
      'a prerequisite listed twice',
      (c: typeof COURSE) => ({
        ...c,
        details: { ...c.details, prerequisites: ['MTH120', 'MTH120'] },
      }),
      'details.prerequisites.1',
      'validation.duplicateListItem',
    ],
    ['a misspelt key', (c: typeof COURSE) => ({ ...c, prise: 1 }), '', null],
  ])('%s', (_, change, field, code) => {
    const problems = refusal(change);
    if (field === null) expect(problems).toEqual([]);
    else expect(problems[0]?.[0]).toBe(field);
    if (code) expect(problems[0]?.[1]).toBe(code);
  });

  it('is what the form saves, without its id', () => {
    const { id: _id, ...fields } = COURSE;
    expect(courseFieldsSchema.safeParse(fields).success).toBe(true);
    expect(courseFieldsSchema.safeParse(COURSE).success).toBe(false);
  });
});

describe('a category entry', () => {
  it('takes a top category and a subcategory, whose parent may come from a form as none', () => {
    const base = { name: 'Health', slug: 'health', description: 'Sciences.' };
    expect(categoryFieldsSchema.parse({ ...base, parentSlug: '' })).toEqual(base);
    expect(
      categoryFieldsSchema.safeParse({ ...base, slug: 'Health Sciences' }).error?.issues[0]
        ?.message,
    ).toBe('validation.slug');
  });
});

describe('a program entry', () => {
  const PROGRAM = {
    id: 8,
    name: 'Computer Science Pathway',
    enrollmentCode: 'PSC-CSP',
    schoolId: 4,
    description: 'Programming, data structures and mathematics.',
    priceCents: 34_900,
    courses: ['CSC110', 'CSC120'],
  };
  const problem = (change: Partial<Record<keyof typeof PROGRAM, unknown>>) =>
    programEntrySchema
      .safeParse({ ...PROGRAM, ...change })
      .error?.issues.map((issue) => [issue.path.join('.'), issue.message])[0];

  it.each([
    ['the seed shape as it is', {}, undefined],
    ['a free program', { priceCents: 0 }, undefined],
    ['a price of -1', { priceCents: -1 }, ['priceCents', 'validation.priceCents']],
    ['a price in dollars', { priceCents: 349.5 }, ['priceCents', 'validation.priceCents']],
    [
      'a lower-case code',
      { enrollmentCode: 'psc-csp' },
      ['enrollmentCode', 'validation.enrollmentCode'],
    ],
    [
      'a code with spaces',
      { enrollmentCode: 'PSC CSP' },
      ['enrollmentCode', 'validation.enrollmentCode'],
    ],
    ['no courses', { courses: [] }, ['courses', 'validation.required']],
    ['a course that is no code', { courses: ['intro'] }, ['courses.0', 'validation.courseCode']],
    [
      'a course listed twice',
      { courses: ['CSC110', 'CSC110'] },
      ['courses.1', 'validation.duplicateListItem'],
    ],
    ['no school', { schoolId: 0 }, ['schoolId', 'validation.catalogId']],
  ])('%s', (_, change, expected) => {
    expect(problem(change)).toEqual(expected);
  });

  it('is what the form saves, without its id', () => {
    const { id: _id, ...fields } = PROGRAM;
    expect(programFieldsSchema.safeParse(fields).success).toBe(true);
    expect(programFieldsSchema.safeParse(PROGRAM).success).toBe(false);
  });
});
