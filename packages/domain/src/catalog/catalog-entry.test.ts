import { describe, expect, it } from 'vitest';
import {
  categoryFieldsSchema,
  courseEntrySchema,
  courseFieldsSchema,
  planEntrySchema,
  planFieldsSchema,
  programEntrySchema,
  programFieldsSchema,
  promotionEntrySchema,
  promotionFieldsSchema,
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

describe('an entry’s Spanish texts (docs/catalog-editing.md "Spanish texts")', () => {
  const SPANISH = {
    name: 'Fundamentos de programación',
    description: 'Escriba, ejecute y pruebe programas pequeños en Python.',
    topics: ['Variables y tipos', 'Control de flujo'],
    courseText: 'Un libro de texto en línea.',
  };
  const course = (es: unknown) => courseEntrySchema.safeParse({ ...COURSE, es });
  const problems = (es: unknown) =>
    course(es).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('takes a course’s Spanish name, description, topics and course text, or some of them', () => {
    expect(course(SPANISH).data?.es).toEqual(SPANISH);
    expect(course({ name: SPANISH.name }).data?.es).toEqual({ name: SPANISH.name });
  });

  it('leaves out what is blank, and the whole block when nothing is written, as the form sends it', () => {
    expect(course({ name: '  ', description: SPANISH.description }).data?.es).toEqual({
      description: SPANISH.description,
    });
    expect(
      course({ name: '', description: '', topics: [], courseText: '' }).data?.es,
    ).toBeUndefined();
    expect(course({}).data?.es).toBeUndefined();
  });

  it.each([
    ['a Spanish name too long', { name: 'x'.repeat(121) }, ['es.name', 'validation.tooLong']],
    ['a Spanish name of 120 characters', { name: 'x'.repeat(120) }, undefined],
    ['a Spanish name that is no text', { name: 7 }, ['es.name', 'validation.required']],
    [
      'fewer Spanish topics than English',
      { topics: ['Variables y tipos'] },
      ['es.topics', 'validation.translatedTopics'],
    ],
    [
      'a blank Spanish topic',
      { topics: ['Variables y tipos', ' '] },
      ['es.topics.1', 'validation.required'],
    ],
    ['a code in Spanish, which stays one for every language', { code: 'CSC110' }, 'es'],
  ])('%s', (_, es, expected) => {
    const found = problems(es);
    if (expected === 'es') expect(found?.[0]?.[0]).toBe('es');
    else expect(found?.[0]).toEqual(expected);
  });

  it('takes a category’s, a program’s and a plan’s Spanish name, and their descriptions', () => {
    const es = { name: 'Salud', description: 'Ciencias de la salud.' };
    const category = { name: 'Health', slug: 'health', description: 'Sciences.', es };
    expect(categoryFieldsSchema.parse(category).es).toEqual(es);
    const program = {
      name: 'Nursing',
      enrollmentCode: 'UIW-RNBSN',
      schoolId: 4,
      description: 'RN to BSN.',
      priceCents: 100,
      courses: ['NUR301'],
    };
    expect(programFieldsSchema.parse({ ...program, es }).es).toEqual(es);
    const plan = { program: 'UIW-RNBSN', name: 'Monthly plan', priceCents: 1, periodicity: 'MONT' };
    expect(planFieldsSchema.parse({ ...plan, es: { name: 'Plan mensual' } }).es).toEqual({
      name: 'Plan mensual',
    });
    expect(planFieldsSchema.safeParse({ ...plan, es }).error?.issues[0]?.path).toEqual(['es']);
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

describe('a payment plan entry', () => {
  const PLAN = {
    id: 6,
    program: 'NOC-HCAC',
    name: 'Monthly plan',
    priceCents: 6_945,
    periodicity: 'MONT',
  };
  const problem = (change: Partial<Record<keyof typeof PLAN, unknown>>) =>
    planEntrySchema
      .safeParse({ ...PLAN, ...change })
      .error?.issues.map((issue) => [issue.path.join('.'), issue.message])[0];

  it.each([
    ['the seed shape as it is', {}, undefined],
    ['a free plan', { priceCents: 0 }, undefined],
    ['a yearly plan', { periodicity: 'YEAR' }, undefined],
    ['a price of -1', { priceCents: -1 }, ['priceCents', 'validation.priceCents']],
    ['a price in dollars', { priceCents: 69.45 }, ['priceCents', 'validation.priceCents']],
    ['a price as text', { priceCents: '6945' }, ['priceCents', 'validation.priceCents']],
    [
      'a period not on the list',
      { periodicity: 'MONTHLY' },
      ['periodicity', 'validation.periodicity'],
    ],
    ['a lower-case period', { periodicity: 'mont' }, ['periodicity', 'validation.periodicity']],
    [
      'a program that is no code',
      { program: 'noc hcac' },
      ['program', 'validation.enrollmentCode'],
    ],
    ['a blank name', { name: ' ' }, ['name', 'validation.required']],
  ])('%s', (_, change, expected) => {
    expect(problem(change)).toEqual(expected);
  });

  it('is what the form saves, without its id', () => {
    const { id: _id, ...fields } = PLAN;
    expect(planFieldsSchema.safeParse(fields).success).toBe(true);
    expect(planFieldsSchema.safeParse(PLAN).success).toBe(false);
  });
});

describe('a promotion entry', () => {
  const DISCOUNT = {
    id: 2,
    code: 'SAVE20',
    kind: 'DISCOUNTED_PAYMENT',
    percentOff: 20,
    deferredDays: null,
  };
  const DEFERRAL = {
    id: 1,
    code: 'DEFER30',
    kind: 'DEFERRED_PAYMENT',
    percentOff: null,
    deferredDays: 30,
  };
  const problems = (entry: Record<string, unknown>) =>
    promotionEntrySchema
      .safeParse(entry)
      .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it.each([
    ['a discount as the seed has it', DISCOUNT, undefined],
    ['a deferral as the seed has it', DEFERRAL, undefined],
    ['a code with parts', { ...DISCOUNT, code: 'SPRING-2027' }, undefined],
    ['a code of 40 characters', { ...DISCOUNT, code: 'A'.repeat(40) }, undefined],
    [
      'a code of 41 characters',
      { ...DISCOUNT, code: 'A'.repeat(41) },
      [['code', 'validation.promotionCode']],
    ],
    ['a lower-case code', { ...DISCOUNT, code: 'save20' }, [['code', 'validation.promotionCode']]],
    [
      'a code with a space',
      { ...DISCOUNT, code: 'SAVE 20' },
      [['code', 'validation.promotionCode']],
    ],
    ['a blank code', { ...DISCOUNT, code: '' }, [['code', 'validation.required']]],
    [
      'a kind not on the list',
      { ...DISCOUNT, kind: 'FREE' },
      [['kind', 'validation.promotionKind']],
    ],
    ['100 percent off', { ...DISCOUNT, percentOff: 100 }, undefined],
    ['1 percent off', { ...DISCOUNT, percentOff: 1 }, undefined],
    ['0 percent off', { ...DISCOUNT, percentOff: 0 }, [['percentOff', 'validation.percentOff']]],
    [
      '101 percent off',
      { ...DISCOUNT, percentOff: 101 },
      [['percentOff', 'validation.percentOff']],
    ],
    [
      '12.5 percent off',
      { ...DISCOUNT, percentOff: 12.5 },
      [['percentOff', 'validation.percentOff']],
    ],
    [
      'a discount without its percentage',
      { ...DISCOUNT, percentOff: null },
      [['percentOff', 'validation.percentOff']],
    ],
    [
      'a recurrent discount without its percentage',
      { ...DISCOUNT, kind: 'DISCOUNTED_RECURRENT_PAYMENT', percentOff: null },
      [['percentOff', 'validation.percentOff']],
    ],
    [
      'a discount with a deferral',
      { ...DISCOUNT, deferredDays: 30 },
      [['deferredDays', 'validation.notForPromotionKind']],
    ],
    [
      'a deferral without its days',
      { ...DEFERRAL, deferredDays: null },
      [['deferredDays', 'validation.deferredDays']],
    ],
    [
      'a deferral with a percentage',
      { ...DEFERRAL, percentOff: 20 },
      [['percentOff', 'validation.notForPromotionKind']],
    ],
    ['a deferral of 1 day', { ...DEFERRAL, deferredDays: 1 }, undefined],
    ['a deferral of 365 days', { ...DEFERRAL, deferredDays: 365 }, undefined],
    [
      'a deferral of 0 days',
      { ...DEFERRAL, deferredDays: 0 },
      [['deferredDays', 'validation.deferredDays']],
    ],
    [
      'a deferral of 366 days',
      { ...DEFERRAL, deferredDays: 366 },
      [['deferredDays', 'validation.deferredDays']],
    ],
  ])('%s', (_, entry, expected) => {
    expect(problems(entry)).toEqual(expected);
  });

  it('is what the form saves, without its id, its kind’s terms checked there too', () => {
    const { id: _id, ...fields } = DISCOUNT;
    expect(promotionFieldsSchema.safeParse(fields).success).toBe(true);
    expect(promotionFieldsSchema.safeParse(DISCOUNT).success).toBe(false);
    expect(
      promotionFieldsSchema.safeParse({ ...fields, deferredDays: 10 }).error?.issues[0]?.message,
    ).toBe('validation.notForPromotionKind');
  });
});
