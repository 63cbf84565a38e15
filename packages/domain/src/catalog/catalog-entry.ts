import { z } from 'zod';
import type { ValidationMessageId } from '../i18n/en';
import { PERIODICITIES, type Periodicity } from '../ledger/periodicity';
import { PROMOTION_KINDS } from '../ledger/promotion-kind';
import { FIELD_MAX_LENGTH } from '../validation/field-lengths';

// The catalog's entries as data (docs/catalog-editing.md): a category, a course, a program, a
// challenge exam, a payment plan and a promotion, in the shape of the seed's files and of the export. The seed, an import, the
// editor's form and the server's draft routes parse with these schemas, so an entry is checked by
// one set of rules wherever it comes from. Messages are ids into i18n/en.ts.

const msg = (id: ValidationMessageId) => ({ error: id });
const first = (id: ValidationMessageId) => ({ error: id, abort: true });

const text = (max: number) =>
  z
    .string(msg('validation.required'))
    .trim()
    .min(1, first('validation.required'))
    .max(max, first('validation.tooLong'));

const name = text(FIELD_MAX_LENGTH.catalogName);
const longText = text(FIELD_MAX_LENGTH.catalogText);

/**
 * A Spanish text beside an English one (docs/catalog-editing.md "Spanish texts"): checked as the
 * English is, and left out when blank, since a blank box in the editor means "not yet translated"
 * and the page then shows the English.
 */
const translated = (max: number) =>
  z
    .string(msg('validation.required'))
    .trim()
    .transform((value) => value || undefined)
    .pipe(text(max).optional())
    .optional();

/**
 * An entry's Spanish texts, each optional: the object keeps only those written and is left out
 * when none is, so an entry reads the same whether its file says `"es": {}` or nothing.
 */
function spanishTexts<T extends z.ZodRawShape>(shape: T) {
  return z
    .strictObject(shape)
    .transform((texts) => {
      const written = Object.fromEntries(
        Object.entries(texts).filter(([, value]) => value !== undefined),
      ) as typeof texts;
      return Object.keys(written).length > 0 ? written : undefined;
    })
    .optional();
}

export const catalogSlugSchema = z
  .string(msg('validation.required'))
  .trim()
  .min(1, first('validation.required'))
  .max(80, first('validation.tooLong'))
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, msg('validation.slug'));

/** An optional slug, which a form sends as '' when none is chosen. */
const optionalSlug = z
  .string(msg('validation.slug'))
  .trim()
  .transform((value) => value || undefined)
  .pipe(catalogSlugSchema.optional())
  .optional();

export const courseCodeSchema = z
  .string(msg('validation.required'))
  .trim()
  .regex(/^[A-Z]{2,4}\d{3}[A-Z]?$/, msg('validation.courseCode'));

export const catalogIdSchema = z
  .number(msg('validation.catalogId'))
  .int(msg('validation.catalogId'))
  .positive(msg('validation.catalogId'));

/** An entry: its fields with the id the catalog knows it by (a form holds the fields alone). */
const withId = <T extends z.ZodRawShape>(fields: { shape: T }) =>
  z.strictObject({ id: catalogIdSchema, ...fields.shape });

const wholeNumber = (id: ValidationMessageId, min: number, max: number) =>
  z.number(msg(id)).int(first(id)).min(min, first(id)).max(max, first(id));

/** Items of a list that appear twice, each reported at its second place. */
function noRepeats<T>(key: (item: T) => string) {
  return (items: T[], context: z.RefinementCtx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const value = key(item);
      if (seen.has(value)) {
        context.addIssue({
          code: 'custom',
          message: 'validation.duplicateListItem',
          path: [index],
        });
      }
      seen.add(value);
    });
  };
}

const gradingCriteriaSchema = z
  .array(
    z.strictObject({
      item: name,
      weightPercent: wholeNumber('validation.gradingWeight', 1, 100),
    }),
    msg('validation.required'),
  )
  .min(1, first('validation.required'))
  .max(20, first('validation.tooLong'))
  .superRefine(noRepeats((criterion) => criterion.item))
  // A course's grade is the weighted sum of its criteria, so the weights make a whole.
  .refine(
    (criteria) => criteria.reduce((sum, c) => sum + c.weightPercent, 0) === 100,
    msg('validation.gradingTotal'),
  );

const courseFields = z.strictObject({
  code: courseCodeSchema,
  name,
  /** The slug of its top category. */
  category: catalogSlugSchema,
  /** The slug of its subcategory, under that category. */
  subcategory: optionalSlug,
  priceCents: wholeNumber('validation.priceCents', 0, 10_000_000),
  description: longText,
  details: z.strictObject({
    credits: wholeNumber('validation.credits', 0, 30),
    topics: z
      .array(name, msg('validation.required'))
      .max(20, first('validation.tooLong'))
      .superRefine(noRepeats((topic) => topic)),
    /** Codes of the courses to pass first. */
    prerequisites: z
      .array(courseCodeSchema, msg('validation.required'))
      .max(20, first('validation.tooLong'))
      .superRefine(noRepeats((code) => code)),
    courseText: longText,
    gradingCriteria: gradingCriteriaSchema,
  }),
  /** What a learner reads of it in Spanish: its name, description, topics and course text. */
  es: spanishTexts({
    name: translated(FIELD_MAX_LENGTH.catalogName),
    description: translated(FIELD_MAX_LENGTH.catalogText),
    topics: z
      .array(name, msg('validation.required'))
      .max(20, first('validation.tooLong'))
      .transform((topics) => (topics.length > 0 ? topics : undefined))
      .optional(),
    courseText: translated(FIELD_MAX_LENGTH.catalogText),
  }),
});

/** The Spanish topics stand in for the English ones on a Spanish page, one for one. */
function topicsTranslatedOneForOne(
  course: { details: { topics: string[] }; es?: { topics?: string[] | undefined } | undefined },
  context: z.RefinementCtx,
) {
  const spanish = course.es?.topics;
  if (spanish && spanish.length !== course.details.topics.length) {
    context.addIssue({
      code: 'custom',
      path: ['es', 'topics'],
      message: 'validation.translatedTopics',
    });
  }
}

/** A course without its id: what the editor's form holds (a new course gets its id on saving). */
export const courseFieldsSchema = courseFields.superRefine(topicsTranslatedOneForOne);
export type CourseFields = z.infer<typeof courseFieldsSchema>;
export type CourseFieldsInput = z.input<typeof courseFieldsSchema>;

export const courseEntrySchema = withId(courseFields).superRefine(topicsTranslatedOneForOne);
export type CourseEntry = z.infer<typeof courseEntrySchema>;

/** A category without its id; a subcategory names its top category's slug. */
export const categoryFieldsSchema = z.strictObject({
  name,
  slug: catalogSlugSchema,
  description: longText,
  /** Set on subcategories: the slug of the category they belong to. */
  parentSlug: optionalSlug,
  es: spanishTexts({
    name: translated(FIELD_MAX_LENGTH.catalogName),
    description: translated(FIELD_MAX_LENGTH.catalogText),
  }),
});
export type CategoryFields = z.infer<typeof categoryFieldsSchema>;
export type CategoryFieldsInput = z.input<typeof categoryFieldsSchema>;

export const categoryEntrySchema = withId(categoryFieldsSchema);
export type CategoryEntry = z.infer<typeof categoryEntrySchema>;

/** A degree program's enrolment code (`FHSU-BGS`), as tenants' `programs` lists name it too. */
export const ENROLLMENT_CODE = /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/;

export const enrollmentCodeSchema = z
  .string(msg('validation.required'))
  .trim()
  .regex(ENROLLMENT_CODE, msg('validation.enrollmentCode'));

/**
 * A degree program without its id, in the seed's shape: the school that awards it, the enrolment
 * code tenants and learners know it by, and its courses' codes in study order (the order the
 * program's page and a learner's plan follow, so moving a course is a change).
 */
export const programFieldsSchema = z.strictObject({
  name,
  enrollmentCode: enrollmentCodeSchema,
  schoolId: catalogIdSchema,
  description: longText,
  priceCents: wholeNumber('validation.priceCents', 0, 10_000_000),
  courses: z
    .array(courseCodeSchema, msg('validation.required'))
    .min(1, first('validation.required'))
    .max(60, first('validation.tooLong'))
    .superRefine(noRepeats((code) => code)),
  es: spanishTexts({
    name: translated(FIELD_MAX_LENGTH.catalogName),
    description: translated(FIELD_MAX_LENGTH.catalogText),
  }),
});
export type ProgramFields = z.infer<typeof programFieldsSchema>;
export type ProgramFieldsInput = z.input<typeof programFieldsSchema>;

export const programEntrySchema = withId(programFieldsSchema);
export type ProgramEntry = z.infer<typeof programEntrySchema>;

/**
 * A challenge-exam product without its id (docs/challenge-exams.md): the course whose credit
 * passing it earns, by code, and its price. Its name, code and description follow the course's.
 */
export const examFieldsSchema = z.strictObject({
  course: courseCodeSchema,
  priceCents: wholeNumber('validation.priceCents', 0, 10_000_000),
});
export type ExamFields = z.infer<typeof examFieldsSchema>;
export type ExamFieldsInput = z.input<typeof examFieldsSchema>;

export const examEntrySchema = withId(examFieldsSchema);
export type ExamEntry = z.infer<typeof examEntrySchema>;

/**
 * A degree program's payment plan without its id (docs/catalog-editing.md "Payment plans"): the
 * program it sells, by enrolment code, its name, and its price per period. A program is sold on one
 * plan at most.
 */
export const planFieldsSchema = z.strictObject({
  program: enrollmentCodeSchema,
  name,
  priceCents: wholeNumber('validation.priceCents', 0, 10_000_000),
  periodicity: z.enum(
    PERIODICITIES as [Periodicity, ...Periodicity[]],
    msg('validation.periodicity'),
  ),
  es: spanishTexts({ name: translated(FIELD_MAX_LENGTH.catalogName) }),
});
export type PlanFields = z.infer<typeof planFieldsSchema>;
export type PlanFieldsInput = z.input<typeof planFieldsSchema>;

export const planEntrySchema = withId(planFieldsSchema);
export type PlanEntry = z.infer<typeof planEntrySchema>;

/**
 * A promotion code as a learner types it into the enrolment form, which trims and upper-cases what
 * it is given and takes 40 characters at most: capital letters and digits, in parts joined by
 * hyphens (`SAVE20`, `SPRING-2027`).
 */
export const promotionCodeSchema = z
  .string(msg('validation.required'))
  .trim()
  .min(1, first('validation.required'))
  .max(FIELD_MAX_LENGTH.promoCode, first('validation.promotionCode'))
  .regex(/^[A-Z0-9]+(?:-[A-Z0-9]+)*$/, msg('validation.promotionCode'));

const promotionFields = z.strictObject({
  code: promotionCodeSchema,
  kind: z.enum(PROMOTION_KINDS, msg('validation.promotionKind')),
  /** The discounted kinds: the percentage off (of the first payment, or of every payment). */
  percentOff: wholeNumber('validation.percentOff', 1, 100).nullable(),
  /** The deferred kind: the days before the first charge. */
  deferredDays: wholeNumber('validation.deferredDays', 1, 365).nullable(),
});

/**
 * Each kind's own terms (docs/product/entities.md "Promotion kinds"): a discounted kind takes a
 * percentage off and no deferral, the deferred kind a number of days and no percentage.
 */
function promotionTerms(
  promotion: { kind: string; percentOff: number | null; deferredDays: number | null },
  context: z.RefinementCtx,
) {
  const deferred = promotion.kind === 'DEFERRED_PAYMENT';
  const wanted = { percentOff: !deferred, deferredDays: deferred };
  for (const field of ['percentOff', 'deferredDays'] as const) {
    const given = promotion[field] !== null;
    if (given === wanted[field]) continue;
    context.addIssue({
      code: 'custom',
      path: [field],
      message: given ? 'validation.notForPromotionKind' : `validation.${field}`,
    });
  }
}

/** A promotion without its id: its code, its kind and that kind's terms. */
export const promotionFieldsSchema = promotionFields.superRefine(promotionTerms);
export type PromotionFields = z.infer<typeof promotionFieldsSchema>;
export type PromotionFieldsInput = z.input<typeof promotionFieldsSchema>;

export const promotionEntrySchema = withId(promotionFields).superRefine(promotionTerms);
export type PromotionEntry = z.infer<typeof promotionEntrySchema>;

/** The kinds of entry the catalog's editing handles (docs/catalog-editing.md "Other kinds"). */
export const CATALOG_ENTRY_KINDS = [
  'category',
  'course',
  'exam',
  'plan',
  'program',
  'promotion',
] as const;
export const catalogEntryKindSchema = z.enum(CATALOG_ENTRY_KINDS);
export type CatalogEntryKind = z.infer<typeof catalogEntryKindSchema>;

/** A challenge exam's name, from its course's code: `BUS101 Challenge Exam`. */
export const examName = (courseCode: string) => `${courseCode} Challenge Exam`;

/** An entry of any kind. */
export type CatalogEntry =
  CategoryEntry | CourseEntry | ProgramEntry | ExamEntry | PlanEntry | PromotionEntry;

/** The whole catalog as entries: what is live, or what would be with a draft applied. */
export interface CatalogEntries {
  categories: CategoryEntry[];
  courses: CourseEntry[];
  programs: ProgramEntry[];
  exams: ExamEntry[];
  plans: PlanEntry[];
  promotions: PromotionEntry[];
}

/** Where each kind's entries sit in `CatalogEntries`, and the name the error body's fields use. */
export const ENTRY_LISTS = {
  category: 'categories',
  course: 'courses',
  program: 'programs',
  exam: 'exams',
  plan: 'plans',
  promotion: 'promotions',
} as const satisfies Record<CatalogEntryKind, keyof CatalogEntries>;

/** The label an entry is known by in lists, diffs and the history: its code and name, or its name. */
export function entryLabel(kind: CatalogEntryKind, entry: CatalogEntry): string {
  if (kind === 'course') {
    const course = entry as CourseEntry;
    return `${course.code} ${course.name}`;
  }
  if (kind === 'program') {
    const program = entry as ProgramEntry;
    return `${program.enrollmentCode} ${program.name}`;
  }
  if (kind === 'exam') return examName((entry as ExamEntry).course);
  if (kind === 'plan') {
    const plan = entry as PlanEntry;
    return `${plan.program} ${plan.name}`;
  }
  if (kind === 'promotion') return (entry as PromotionEntry).code;
  return (entry as CategoryEntry).name;
}
