import { describe, expect, it } from 'vitest';
import { categoryEntrySchema } from '@portal/domain/catalog/catalog-entry';
import { SPECIAL_COURSE_CODES } from '@portal/domain/coursework/special-course-code';
import {
  CATEGORIES,
  CatalogDataError,
  COURSES,
  parseCatalogFile,
  parseCoursesFile,
  parseProgramsFile,
  PROGRAMS,
} from './catalog-data';
import { EMPLOYER_DEGREE_PROGRAMS, EMPLOYERS } from './organisation-data';

const TOP_SLUGS = ['business', 'teaching', 'health', 'it', 'cs'];
const ID_RANGES: Record<string, [number, number]> = {
  business: [1001, 1099],
  teaching: [2001, 2099],
  health: [3001, 3099],
  it: [4001, 4099],
  cs: [5001, 5099],
};
const specialCodes: readonly string[] = SPECIAL_COURSE_CODES;
const isSpecial = (code: string) => specialCodes.includes(code);
const byCode = new Map(COURSES.map((c) => [c.code, c]));
const bySlug = new Map(CATEGORIES.map((c) => [c.slug, c]));

const duplicates = (values: readonly unknown[]) =>
  values.filter((value, index) => values.indexOf(value) !== index);

describe('catalog categories', () => {
  it('has the five top categories with their ids and unique ids and slugs', () => {
    const top = CATEGORIES.filter((c) => !c.parentSlug);
    expect(top.map((c) => [c.id, c.slug])).toEqual(TOP_SLUGS.map((slug, i) => [i + 1, slug]));
    expect(duplicates(CATEGORIES.map((c) => c.id))).toEqual([]);
    expect(duplicates(CATEGORIES.map((c) => c.slug))).toEqual([]);
  });

  it('gives every top category two or three subcategories, ids 11-59, under a top category', () => {
    for (const slug of TOP_SLUGS) {
      const subs = CATEGORIES.filter((c) => c.parentSlug === slug);
      expect(subs.length, slug).toBeGreaterThanOrEqual(2);
      expect(subs.length, slug).toBeLessThanOrEqual(3);
    }
    for (const sub of CATEGORIES.filter((c) => c.parentSlug)) {
      expect(sub.id, sub.slug).toBeGreaterThanOrEqual(11);
      expect(sub.id, sub.slug).toBeLessThanOrEqual(59);
      expect(TOP_SLUGS, sub.slug).toContain(sub.parentSlug);
    }
  });

  it('describes every category in plain words', () => {
    for (const category of CATEGORIES) {
      expect(category.name.trim(), category.slug).not.toBe('');
      expect(category.description.trim(), category.slug).not.toBe('');
      expect(category.description.toLowerCase(), category.slug).not.toContain('lorem');
    }
  });
});

describe('catalog courses', () => {
  it('has unique ids and codes', () => {
    expect(duplicates(COURSES.map((c) => c.id))).toEqual([]);
    expect(duplicates(COURSES.map((c) => c.code))).toEqual([]);
  });

  it('keeps the courses other code relies on, and has the special course codes', () => {
    expect(byCode.get('ORI001')).toMatchObject({ id: 9001, priceCents: 0 });
    expect(byCode.get('BUS101')?.id).toBe(1001);
    expect(byCode.get('CSC110')?.id).toBe(5001);
    expect(byCode.get('ACA101')?.id).toBe(9002);
    expect(byCode.get('PACA101')?.id).toBe(9003);
    for (const code of SPECIAL_COURSE_CODES) expect(byCode.has(code), code).toBe(true);
  });

  it('puts every course in an existing subcategory of its existing top category', () => {
    for (const course of COURSES) {
      const category = bySlug.get(course.category);
      expect(category, course.code).toBeDefined();
      expect(category?.parentSlug, course.code).toBeUndefined();
      expect(course.subcategory, course.code).toBeDefined();
      const subcategory = bySlug.get(course.subcategory ?? '');
      expect(subcategory, course.code).toBeDefined();
      expect(subcategory?.parentSlug, course.code).toBe(course.category);
    }
  });

  it('has at least 60 courses, 11 per top category, numbered in the range of their category', () => {
    expect(COURSES.length).toBeGreaterThanOrEqual(60);
    for (const slug of TOP_SLUGS) {
      const regular = COURSES.filter((c) => c.category === slug && !isSpecial(c.code));
      expect(regular.length, slug).toBeGreaterThanOrEqual(11);
      const [low, high] = ID_RANGES[slug]!;
      for (const course of regular) {
        expect(course.id, course.code).toBeGreaterThanOrEqual(low);
        expect(course.id, course.code).toBeLessThanOrEqual(high);
      }
    }
    for (const course of COURSES.filter((c) => isSpecial(c.code))) {
      expect(course.id, course.code).toBeGreaterThanOrEqual(9001);
    }
  });

  it('describes every course in plain words, with full details', () => {
    for (const course of COURSES) {
      const { details } = course;
      expect(course.name.trim(), course.code).not.toBe('');
      expect(course.description.trim(), course.code).not.toBe('');
      expect(course.description.toLowerCase(), course.code).not.toContain('lorem');
      expect(details.courseText.trim(), course.code).not.toBe('');
      expect(details.courseText.toLowerCase(), course.code).not.toContain('lorem');
      expect(details.topics.length, course.code).toBeGreaterThanOrEqual(3);
      expect(details.topics.length, course.code).toBeLessThanOrEqual(6);
      expect(Number.isInteger(details.credits), course.code).toBe(true);
      expect(Number.isInteger(course.priceCents), course.code).toBe(true);
      expect(course.priceCents, course.code).toBeGreaterThanOrEqual(0);
    }
  });

  it('charges a standard 3-credit course 69.45', () => {
    const standard = COURSES.filter((c) => c.details.credits === 3);
    for (const course of standard) expect(course.priceCents, course.code).toBe(6_945);
  });

  it('weights every course’s grading criteria to exactly 100 percent', () => {
    for (const course of COURSES) {
      const weights = course.details.gradingCriteria.map((g) => g.weightPercent);
      expect(weights.length, course.code).toBeGreaterThan(0);
      expect(
        weights.every((w) => w > 0),
        course.code,
      ).toBe(true);
      expect(
        weights.reduce((sum, w) => sum + w, 0),
        course.code,
      ).toBe(100);
    }
  });

  it('names only existing courses as prerequisites, never itself', () => {
    for (const course of COURSES) {
      for (const code of course.details.prerequisites) {
        expect(byCode.has(code), `${course.code} needs ${code}`).toBe(true);
        expect(code, course.code).not.toBe(course.code);
      }
      expect(duplicates(course.details.prerequisites), course.code).toEqual([]);
    }
  });

  it('has no prerequisite cycles', () => {
    const state = new Map<string, 'visiting' | 'done'>();
    const visit = (code: string, path: string[]): void => {
      if (state.get(code) === 'done') return;
      if (state.get(code) === 'visiting') {
        throw new Error(`prerequisite cycle: ${[...path, code].join(' -> ')}`);
      }
      state.set(code, 'visiting');
      for (const next of byCode.get(code)?.details.prerequisites ?? []) {
        visit(next, [...path, code]);
      }
      state.set(code, 'done');
    };
    expect(() => COURSES.forEach((c) => visit(c.code, []))).not.toThrow();
  });
});

describe('degree programs', () => {
  it('keeps the program and employer ids, and describes every program', () => {
    expect(PROGRAMS.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(EMPLOYERS.map((e) => e.id)).toEqual([
      1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009,
    ]);
    for (const program of PROGRAMS) {
      expect(program.description.trim(), program.name).not.toBe('');
      expect(program.description.toLowerCase(), program.name).not.toContain('lorem');
    }
    for (const link of EMPLOYER_DEGREE_PROGRAMS) {
      expect(PROGRAMS.some((p) => p.id === link.degreeProgramId)).toBe(true);
      expect(EMPLOYERS.some((e) => e.id === link.employerId)).toBe(true);
    }
  });

  it('stops the seeding on a program naming no course, with the file and place named', () => {
    const program = { ...PROGRAMS[0]!, courses: ['ORI001', 'XYZ999'] };
    expect(() => parseProgramsFile([program], COURSES)).toThrow(
      'apps/server/src/db/seed/catalog/programs.json 0.courses.1: No course has this code',
    );
  });

  it('lists 8 to 15 existing courses per program, orientation first, each once', () => {
    for (const program of PROGRAMS) {
      const codes = program.courses;
      expect(codes, program.name).toBeDefined();
      expect(codes!.length, program.name).toBeGreaterThanOrEqual(8);
      expect(codes!.length, program.name).toBeLessThanOrEqual(15);
      expect(codes![0], program.name).toBe('ORI001');
      expect(duplicates(codes!), program.name).toEqual([]);
      for (const code of codes!) expect(byCode.has(code), `${program.name}: ${code}`).toBe(true);
    }
  });

  it('orders each program so a prerequisite in the program comes before the course needing it', () => {
    for (const { id: programId, courses: codes } of PROGRAMS) {
      codes.forEach((code, position) => {
        for (const prerequisite of byCode.get(code)?.details.prerequisites ?? []) {
          const at = codes.indexOf(prerequisite);
          if (at >= 0)
            expect(at, `program ${programId}: ${prerequisite} before ${code}`).toBeLessThan(
              position,
            );
        }
      });
    }
  });
});

describe('catalog data files (catalog/*.json, checked at load)', () => {
  const course = COURSES.find((c) => c.category === 'business')!;

  it('refuses a broken entry, naming the file and the field', () => {
    const broken = [course, { ...course, priceCents: '69.45' }];
    expect(() => parseCoursesFile('business', broken)).toThrow(CatalogDataError);
    expect(() => parseCoursesFile('business', broken)).toThrow(
      /apps\/server\/src\/db\/seed\/catalog\/courses\/business\.json 1\.priceCents: /,
    );
  });

  it('refuses a misspelt key and a missing one', () => {
    const { courseText: _dropped, ...details } = course.details;
    const misspelt = { ...course, details: { ...details, courseTxt: 'A textbook' } };
    let error: unknown;
    try {
      parseCoursesFile('business', [misspelt]);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(CatalogDataError);
    expect((error as CatalogDataError).problems.map((p) => p.path).sort()).toEqual([
      '0.details',
      '0.details.courseText',
    ]);
  });

  it('refuses a course filed under another category', () => {
    expect(() => parseCoursesFile('health', [course])).toThrow(
      /courses\/health\.json 0\.category: Must be "health"/,
    );
  });

  it('refuses a category without a slug', () => {
    const { slug: _slug, ...category } = CATEGORIES[0]!;
    expect(() =>
      parseCatalogFile('categories.json', [category], categoryEntrySchema.array()),
    ).toThrow(/catalog\/categories\.json 0\.slug: /);
  });
});
