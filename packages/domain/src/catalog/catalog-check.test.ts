import { describe, expect, it } from 'vitest';
import type {
  CatalogEntries,
  CategoryEntry,
  CourseEntry,
  PlanEntry,
  ProgramEntry,
} from './catalog-entry';
import { applyDrafts, checkCatalog, checkDrafts } from './catalog-check';

const category = (id: number, slug: string, parentSlug?: string): CategoryEntry => ({
  id,
  name: slug,
  slug,
  description: 'About it.',
  ...(parentSlug ? { parentSlug } : {}),
});

const course = (id: number, code: string, prerequisites: string[] = []): CourseEntry => ({
  id,
  code,
  name: code,
  category: 'cs',
  subcategory: 'programming',
  priceCents: 6945,
  description: 'A course.',
  details: {
    credits: 3,
    topics: ['One'],
    prerequisites,
    courseText: 'A book.',
    gradingCriteria: [{ item: 'Exam', weightPercent: 100 }],
  },
});

const program = (id: number, enrollmentCode: string, courses: string[]): ProgramEntry => ({
  id,
  name: `Program ${id}`,
  enrollmentCode,
  schoolId: 4,
  description: 'A program.',
  priceCents: 34_900,
  courses,
});

const plan = (id: number, program: string, priceCents = 34_900): PlanEntry => ({
  id,
  program,
  name: 'Monthly plan',
  priceCents,
  periodicity: 'MONT',
});

const LIVE: CatalogEntries = {
  categories: [category(5, 'cs'), category(51, 'programming', 'cs'), category(4, 'it')],
  courses: [course(5001, 'CSC110'), course(5002, 'CSC120', ['CSC110'])],
  programs: [program(8, 'PSC-CSP', ['CSC110', 'CSC120'])],
  exams: [{ id: 105001, course: 'CSC110', priceCents: 0 }],
  plans: [plan(8, 'PSC-CSP')],
  promotions: [
    { id: 2, code: 'SAVE20', kind: 'DISCOUNTED_PAYMENT', percentOff: 20, deferredDays: null },
  ],
};

const NO_DRAFTS = {
  categories: [],
  courses: [],
  programs: [],
  exams: [],
  plans: [],
  promotions: [],
};

const problems = (drafts: Partial<CatalogEntries>, offeredPrograms: string[] = []) =>
  checkDrafts(LIVE, { ...NO_DRAFTS, ...drafts }, { offeredPrograms, schoolIds: [4] }).problems.map(
    (p) => `${p.kind} ${p.id} ${p.field} ${p.code}`,
  );

describe('checking drafts against the live catalog', () => {
  it('finds nothing wrong with the live catalog', () => {
    expect(checkCatalog(LIVE)).toEqual([]);
  });

  it.each([
    ['a price change', [{ ...course(5001, 'CSC110'), priceCents: 7945 }], []],
    ['a new course', [course(5003, 'CSC130', ['CSC120'])], []],
    [
      'a duplicate code',
      [course(5003, 'CSC110')],
      ['course 5001 code validation.duplicateCode', 'course 5003 code validation.duplicateCode'],
    ],
    [
      'an unknown prerequisite',
      [course(5003, 'CSC130', ['CSC110', 'CSC999'])],
      ['course 5003 details.prerequisites.1 validation.unknownPrerequisite'],
    ],
    [
      'itself as prerequisite',
      [course(5003, 'CSC130', ['CSC130'])],
      ['course 5003 details.prerequisites.0 validation.selfPrerequisite'],
    ],
    [
      'a cycle',
      [course(5001, 'CSC110', ['CSC120'])],
      [
        'course 5001 details.prerequisites validation.prerequisiteCycle',
        'course 5002 details.prerequisites validation.prerequisiteCycle',
      ],
    ],
    [
      'an unknown category',
      [{ ...course(5003, 'CSC130'), category: 'arts', subcategory: undefined }],
      ['course 5003 category validation.unknownCategory'],
    ],
    [
      'a subcategory of another category',
      [{ ...course(5003, 'CSC130'), category: 'it' }],
      ['course 5003 subcategory validation.unknownSubcategory'],
    ],
    [
      'a subcategory as category',
      [{ ...course(5003, 'CSC130'), category: 'programming', subcategory: undefined }],
      ['course 5003 category validation.unknownCategory'],
    ],
  ])('%s', (_, courses, expected) => {
    expect(problems({ courses })).toEqual(expected);
  });

  it('refuses a slug taken, and a parent that is no top category', () => {
    expect(problems({ categories: [category(6, 'cs')] })).toEqual([
      'category 5 slug validation.duplicateSlug',
      'category 6 slug validation.duplicateSlug',
    ]);
    expect(problems({ categories: [category(52, 'web', 'programming')] })).toEqual([
      'category 52 parentSlug validation.unknownCategory',
    ]);
  });

  it('moves the live entries along with a renamed category, as their rows point at it by id', () => {
    const renamed = { ...category(5, 'computing') };
    expect(problems({ categories: [renamed] })).toEqual([]);
    const proposed = applyDrafts(LIVE, { ...NO_DRAFTS, categories: [renamed] });
    expect(proposed.courses.map((c) => c.category)).toEqual(['computing', 'computing']);
    expect(proposed.categories.find((c) => c.id === 51)?.parentSlug).toBe('computing');
  });

  it('names the live entries a category change breaks', () => {
    expect(problems({ categories: [category(5, 'cs', 'it')] })).toEqual([
      'category 51 parentSlug validation.unknownCategory',
      'course 5001 category validation.unknownCategory',
      'course 5002 category validation.unknownCategory',
    ]);
  });

  it('leaves the live catalog’s own problems out of a draft’s', () => {
    const broken = { ...LIVE, courses: [...LIVE.courses, course(5009, 'CSC900', ['NOPE100'])] };
    const result = checkDrafts(broken, { ...NO_DRAFTS, courses: [course(5003, 'CSC130')] });
    expect(result.problems).toEqual([]);
  });
});

describe('checking drafted programs against the live catalog', () => {
  it.each([
    ['its courses reordered', [program(8, 'PSC-CSP', ['CSC120', 'CSC110'])], []],
    ['a new program', [program(9, 'PSC-DS', ['CSC110'])], []],
    [
      'a school the organisation lacks',
      [{ ...program(9, 'PSC-DS', ['CSC110']), schoolId: 5 }],
      ['program 9 schoolId validation.unknownSchool'],
    ],
    [
      'a new program with a live enrolment code',
      [program(9, 'PSC-CSP', ['CSC110'])],
      [
        'program 8 enrollmentCode validation.duplicateEnrollmentCode',
        'program 9 enrollmentCode validation.duplicateEnrollmentCode',
      ],
    ],
    [
      'a course the catalog lacks',
      [program(8, 'PSC-CSP', ['CSC110', 'CSC999'])],
      ['program 8 courses.1 validation.unknownCourse'],
    ],
  ])('takes or refuses %s', (_, programs, expected) => {
    expect(problems({ programs })).toEqual(expected);
  });

  it('names the program when a course it lists loses its code, as a prerequisite does', () => {
    expect(problems({ courses: [course(5002, 'CSC125', ['CSC110'])] })).toEqual([
      'program 8 courses.1 validation.unknownCourse',
    ]);
    // And the challenge exam of a renamed course.
    expect(problems({ courses: [{ ...course(5001, 'CSC111') }] })).toEqual(
      expect.arrayContaining(['exam 105001 course validation.unknownCourse']),
    );
    // A course nothing lists may be renamed.
    expect(
      problems({
        courses: [course(5003, 'CSC130'), course(5004, 'CSC140')],
        programs: [],
      }),
    ).toEqual([]);
  });

  it("keeps the enrolment code a tenant's site offers the program by", () => {
    const renamed = [program(8, 'PSC-CS', ['CSC110', 'CSC120'])];
    // Its plan follows it, as a plan names its program by code.
    const plans = [plan(8, 'PSC-CS')];
    expect(problems({ programs: renamed, plans }, ['PSC-CSP'])).toEqual([
      'program 8 enrollmentCode validation.offeredProgram',
    ]);
    expect(problems({ programs: renamed, plans }, ['OTHER-CODE'])).toEqual([]);
    expect(problems({ programs: renamed, plans })).toEqual([]);
    // Another program taking the code over keeps the tenant's list naming a program.
    expect(
      problems({ programs: [...renamed, program(9, 'PSC-CSP', ['CSC110'])], plans }, ['PSC-CSP']),
    ).toEqual([]);
  });
});

describe('checking drafted payment plans and promotions against the live catalog', () => {
  it.each([
    ['a new price', { plans: [plan(8, 'PSC-CSP', 39_900)] }, []],
    [
      'a second plan of a program',
      { plans: [plan(101, 'PSC-CSP')] },
      ['plan 8 program validation.duplicatePlan', 'plan 101 program validation.duplicatePlan'],
    ],
    [
      'a plan of a program the catalog lacks',
      { plans: [plan(101, 'PSC-DS')] },
      ['plan 101 program validation.unknownProgram'],
    ],
    [
      'a new program with its plan, in one draft',
      { programs: [program(9, 'PSC-DS', ['CSC110'])], plans: [plan(101, 'PSC-DS')] },
      [],
    ],
    [
      'a program’s new enrolment code, its plan left naming the old one',
      { programs: [program(8, 'PSC-CS', ['CSC110', 'CSC120'])] },
      ['plan 8 program validation.unknownProgram'],
    ],
    [
      'a program’s new enrolment code with its plan following it',
      { programs: [program(8, 'PSC-CS', ['CSC110', 'CSC120'])], plans: [plan(8, 'PSC-CS')] },
      [],
    ],
    [
      'a new promotion with a live code',
      {
        promotions: [
          { id: 101, code: 'SAVE20', kind: 'DEFERRED_PAYMENT', percentOff: null, deferredDays: 14 },
        ],
      },
      [
        'promotion 2 code validation.duplicatePromotionCode',
        'promotion 101 code validation.duplicatePromotionCode',
      ],
    ],
  ] as [string, Partial<CatalogEntries>, string[]][])(
    'takes or refuses %s',
    (_, drafts, expected) => {
      expect(problems(drafts)).toEqual(expected);
    },
  );
});
