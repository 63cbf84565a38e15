import { describe, expect, it } from 'vitest';
import type { CatalogEntries, CategoryEntry, CourseEntry, ProgramEntry } from './catalog-entry';
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

const LIVE: CatalogEntries = {
  categories: [category(5, 'cs'), category(51, 'programming', 'cs'), category(4, 'it')],
  courses: [course(5001, 'CSC110'), course(5002, 'CSC120', ['CSC110'])],
  programs: [program(8, 'PSC-CSP', ['CSC110', 'CSC120'])],
  exams: [{ id: 105001, course: 'CSC110', priceCents: 0 }],
};

const NO_DRAFTS = { categories: [], courses: [], programs: [], exams: [] };

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
    expect(problems({ programs: renamed }, ['PSC-CSP'])).toEqual([
      'program 8 enrollmentCode validation.offeredProgram',
    ]);
    expect(problems({ programs: renamed }, ['OTHER-CODE'])).toEqual([]);
    expect(problems({ programs: renamed })).toEqual([]);
    // Another program taking the code over keeps the tenant's list naming a program.
    expect(
      problems({ programs: [...renamed, program(9, 'PSC-CSP', ['CSC110'])] }, ['PSC-CSP']),
    ).toEqual([]);
  });
});
